import { expect, type Page, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { settle } from '../../support/page';
import { inLang, LANDING_PAGES } from './helpers';

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.beforeEach(async ({ context }) => {
  await setRegion(context, 'HCM');
});

for (const landing of [LANDING_PAGES.farm, LANDING_PAGES.japan]) {
  for (const lang of ['vi', 'en'] as const) {
    test(`${landing.path} (${lang}): back to top appears past 400 px and returns to the top`, async ({ page }) => {
      await page.goto(inLang(landing.path, lang));
      await settle(page);
      const button = page.getByRole('button', { name: lang === 'vi' ? 'Lên đầu trang' : 'Back to top' });
      await expect(button).toHaveCount(0);

      await scrollTo(page, 300);
      await expect(button).toHaveCount(0);
      await scrollTo(page, 400);
      await expect(button).toHaveCount(0);

      await scrollTo(page, 900);
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
      // The keyboard focus went back to the start of the content.
      await expect(page.locator('main#main')).toBeFocused();
    });
  }
}

test('the distribution page has no back-to-top button', async ({ page }) => {
  await page.goto(LANDING_PAGES.distribution.path);
  await settle(page);
  await scrollTo(page, 900);
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  await expect(page.getByTestId('help-toggle')).toBeVisible();
});
