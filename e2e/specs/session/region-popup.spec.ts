import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { COOKIES, cookieValue, setRegion } from '../../support/cookies';
import { expectPath, regionPopup, settle } from '../../support/page';
import { signInQuickly } from '../../support/session';

test.describe('visitors without a stored region', () => {
  test('see the region popup on /, with Miền Nam (HCM) preselected', async ({ page }) => {
    await page.goto('/');
    const popup = regionPopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading')).toHaveText(/khu vực/i);
    await expect(popup.getByRole('heading')).toHaveText(/giá/i);
    await expect(popup.getByRole('radio', { name: /Miền Nam/ })).toBeChecked();
    await expect(popup.getByRole('radio', { name: /Miền Bắc/ })).not.toBeChecked();
    await expect(popup.getByRole('button', { name: 'Tiếp tục' })).toBeVisible();
  });

  test('the popup cannot be dismissed without choosing', async ({ page }) => {
    await page.goto('/');
    await expect(regionPopup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(regionPopup(page)).toBeVisible();
  });

  test('choosing Miền Bắc and Tiếp tục stores HN and reloads without the popup', async ({ page, context }) => {
    await page.goto('/');
    const popup = regionPopup(page);
    await popup.getByRole('radio', { name: /Miền Bắc/ }).check();
    await expect(popup.getByRole('radio', { name: /Miền Bắc/ })).toBeChecked();

    const reloaded = page.waitForEvent('load');
    await popup.getByRole('button', { name: 'Tiếp tục' }).click();
    await reloaded;

    await expectPath(page, '/');
    expect(await cookieValue(context, COOKIES.region)).toBe('HN');
    await settle(page);
    await expect(regionPopup(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Miền Bắc');
  });

  test('Tiếp tục with the default stores HCM', async ({ page, context }) => {
    await page.goto('/');
    const reloaded = page.waitForEvent('load');
    await regionPopup(page).getByRole('button', { name: 'Tiếp tục' }).click();
    await reloaded;
    expect(await cookieValue(context, COOKIES.region)).toBe('HCM');
    await settle(page);
    await expect(regionPopup(page)).toHaveCount(0);
  });

  test('comes with the page, starts on Miền Nam and keeps the keyboard inside', async ({ page }) => {
    const response = await page.goto('/market?q=tom');
    // Server-rendered: in the HTML itself, not mounted after hydration.
    expect(await response?.text()).toContain('data-testid="region-popup"');
    const popup = regionPopup(page);
    await expect(popup.getByRole('radio', { name: /Miền Nam/ })).toBeFocused();
    // The page behind is inert: Tab walks the popup's own controls (and, past the last one, the
    // browser's own, as with a native modal dialog), never the page's.
    const visited = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const where = await popup.evaluate((dialog) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the page';
        return dialog.contains(active) ? `popup ${active.tagName}` : `page ${active.outerHTML.slice(0, 80)}`;
      });
      expect(where).not.toMatch(/^page /);
      visited.add(where);
    }
    expect(visited).toContain('popup BUTTON');
    await expect(page.getByTestId('market-search-input')).not.toBeFocused();
    await page.getByTestId('market-search-input').click({ force: true });
    await expect(page.getByTestId('market-search-input')).not.toBeFocused();
  });

  for (const path of ['/signin', '/not-found'] as const) {
    test(`is not shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, path);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(regionPopup(page)).toHaveCount(0);
    });
  }

  test('is not shown on the distribution-system page /he-thong-phan-phoi', async ({ page }) => {
    const response = await page.goto('/he-thong-phan-phoi');
    expect(response?.status()).toBe(200);
    await expectPath(page, '/he-thong-phan-phoi');
    await settle(page);
    await expect(regionPopup(page)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing Miền Bắc stores HN and comes back to the same list', async ({ page, context }) => {
    await page.goto('/market?q=tom');
    const popup = regionPopup(page);
    await expect(popup).toBeVisible();
    await popup.getByRole('radio', { name: /Miền Bắc/ }).check();
    await popup.getByRole('button', { name: 'Tiếp tục' }).click();

    await expectPath(page, '/market', { q: 'tom' });
    expect(await cookieValue(context, COOKIES.region)).toBe('HN');
    await expect(regionPopup(page)).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test('a visitor with a stored region sees no popup', async ({ page, context }) => {
  await setRegion(context, 'HCM');
  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('main')).toContainText('Miền Nam');
  await expect(regionPopup(page)).toHaveCount(0);
});

test('a signed-in user sees no popup', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.purchaser);
  expect(await cookieValue(context, COOKIES.region)).toBeUndefined();
  await page.goto('/');
  await expectPath(page, '/');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.purchaser.name) })).toBeVisible();
  await expect(regionPopup(page)).toHaveCount(0);
});

test.describe('search crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('Googlebot sees the home page without the popup', async ({ page }) => {
    expect(await page.evaluate(() => navigator.userAgent)).toContain('Googlebot');
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(regionPopup(page)).toHaveCount(0);
  });
});
