import { expect, test } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { setLanguage } from '../../support/cookies';
import { settle } from '../../support/page';
import { signInQuickly } from '../../support/session';
import { isWide, showcase, skipHomePopup } from './home-page';

test.describe('a signed-in buyer', () => {
  test('sees recommended for you, with a see-all link, and the partner showcase of region HCM', async ({
    page,
  }, testInfo) => {
    await signInQuickly(page, ACCOUNTS.owner, { storeId: STORES.bepVietQuan1.id });
    await skipHomePopup(page);
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.owner.name) })).toBeVisible();

    const recommended = showcase(page, 'RECOMMENDED_FOR_YOU');
    await expect(recommended.getByRole('heading', { level: 2 })).toHaveText('Gợi ý cho bạn');
    expect(await recommended.getByTestId('product-card').count()).toBeGreaterThan(0);
    await expect(recommended.getByTestId('home-showcase-see-all')).toHaveAttribute('href', '/RECOMMENDED_FOR_YOU');
    // The buyer's region (HCM) decides: the partner super showcase is there, the recommendation right after it.
    const order = await page
      .getByTestId('home-showcase')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-widget-id')));
    expect(order.indexOf('RECOMMENDED_FOR_YOU')).toBe(order.indexOf('PARTNER_SUPER') + 1);
    // Quận 1 has ordered (the demo orders): the previously-bought block shows what it bought.
    await expect(page.getByTestId('home-previously-bought')).toBeVisible();

    if (isWide(testInfo)) {
      await page.evaluate(() => window.scrollTo(0, 600));
      const menu = page.getByRole('navigation', { name: 'Đi nhanh tới mục' });
      await expect(menu.getByRole('button', { name: 'Gợi ý cho bạn' })).toBeVisible();
    }
  });

  test('in English', async ({ page, context }) => {
    await setLanguage(context, 'en');
    await signInQuickly(page, ACCOUNTS.purchaser);
    await skipHomePopup(page);
    await page.goto('/');
    await settle(page);
    const recommended = showcase(page, 'RECOMMENDED_FOR_YOU');
    await expect(recommended.getByRole('heading', { level: 2 })).toHaveText('Recommended for you');
    expect(await recommended.getByTestId('product-card').count()).toBeGreaterThan(0);
  });
});
