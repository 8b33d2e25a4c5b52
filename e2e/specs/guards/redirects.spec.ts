import { expect, test } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { setLanguage, setRegion } from '../../support/cookies';
import { expectPath, here, htmlLang } from '../../support/page';
import { SignInForm, signInQuickly, signInWithForm } from '../../support/session';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

test.describe('visitors', () => {
  test('/orders sends a visitor to /signin with redirect=/orders', async ({ page }) => {
    await page.goto('/orders');
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('redirect')).toBe('/orders');
    await expect(new SignInForm(page).submit).toBeVisible();
  });

  test('the query is carried in the redirect, and signing in returns there', async ({ page }) => {
    // /favorite: a login page that is built (a pending one such as /overview ends on /not-found once signed in).
    await page.goto('/favorite?category=Rau');
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('redirect')).toBe('/favorite?category=Rau');

    // The purchaser has BUYER_FAVORITE_ITEM_LIST and one store, so nothing stands between it and /favorite.
    await signInWithForm(page, ACCOUNTS.purchaser.email);
    await expectPath(page, '/favorite', { category: 'Rau' });
  });

  test('a page that is in the table but not built yet (/overview) ends on /not-found once the guard lets the user in', async ({
    page,
  }) => {
    await signInQuickly(page, ACCOUNTS.purchaser);
    const response = await page.goto('/overview?period=month');
    await expectPath(page, '/not-found');
    expect(response?.status()).toBe(404);
  });

  test('the page the visitor came from travels as referrer (same origin only)', async ({ page, baseURL }) => {
    await page.goto('/orders', { referer: `${baseURL}/docs/privacy-policy?x=1` });
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('redirect')).toBe('/orders');
    expect(here(page).searchParams.get('referrer')).toBe('/docs/privacy-policy?x=1');

    // Another site's address is not carried into our URL.
    await page.goto('/orders', { referer: 'https://example.com/somewhere' });
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('referrer')).toBeNull();
  });

  test('/overview falls back to /market for a visitor', async ({ page }) => {
    await page.goto('/overview');
    await expectPath(page, '/market');
  });

  test('/change-store sends a visitor to /signin with a redirect back', async ({ page }) => {
    await page.goto('/change-store');
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('redirect')).toBe('/change-store');
  });
});

test.describe('signed-in users', () => {
  test('/signin sends a signed-in user to /', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.purchaser);
    await page.goto('/signin');
    await expectPath(page, '/');
  });

  test('without BUYER_FAVORITE_ITEM_LIST, /favorite sends the approver to /', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.approver, { storeId: STORES.bepVietQuan1.id });
    await page.goto('/favorite');
    await expectPath(page, '/');
  });

  test('without ORDER_APPROVE, /orders-pending-approval sends the purchaser to /', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.purchaser);
    await page.goto('/orders-pending-approval');
    await expectPath(page, '/');
  });

  test('without BUYER_USER_LIST, /user-management sends the purchaser to /', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.purchaser);
    await page.goto('/user-management');
    await expectPath(page, '/');
  });

  test('with the permission the guard lets the user through (/favorite for the purchaser)', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.purchaser);
    await page.goto('/favorite');
    // The favourites page comes later and may render not-found; the guard must not redirect.
    await expectPath(page, '/favorite');
  });
});

test.describe('paths outside the table', () => {
  test('/v2 is removed and the query kept', async ({ page }) => {
    await page.goto('/v2/market?x=1');
    await expectPath(page, '/market', { x: '1' });
  });

  test('an unknown path goes to /not-found', async ({ page }) => {
    const response = await page.goto('/some/unknown/path');
    await expectPath(page, '/not-found');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('tag paths are case sensitive: /new_products is not found, /NEW_PRODUCTS is not redirected', async ({
    page,
  }) => {
    await page.goto('/new_products');
    await expectPath(page, '/not-found');

    await page.goto('/NEW_PRODUCTS');
    await expectPath(page, '/NEW_PRODUCTS');
  });

  test('/not-authorized renders its page', async ({ page }) => {
    await setRegion(page.context(), 'HCM');
    await page.goto('/not-authorized');
    await expectPath(page, '/not-authorized');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /trang chủ|home/i })).toBeVisible();
  });
});

test.describe('legal documents', () => {
  for (const slug of ['privacy-policy', 'term-of-service'] as const) {
    test(`/docs/${slug} frames the Vietnamese version by default and the English one after switching`, async ({
      page,
      context,
    }) => {
      await setRegion(context, 'HCM');
      await page.goto(`/docs/${slug}`);
      expect(await htmlLang(page)).toBe('vi');
      const frame = page.locator('main iframe');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', new RegExp(`${slug}.*\\bvi\\b`));
      await expect(page.frameLocator('main iframe').locator('body')).not.toBeEmpty();
      expect(await page.frameLocator('main iframe').locator('html').getAttribute('lang')).toMatch(/^vi/);

      await page.getByRole('button', { name: /English/ }).click();
      await expect.poll(() => htmlLang(page)).toBe('en');
      await expect(frame).toHaveAttribute('src', new RegExp(`${slug}.*\\ben\\b`));
      await expect(page.frameLocator('main iframe').locator('body')).not.toBeEmpty();
      expect(await page.frameLocator('main iframe').locator('html').getAttribute('lang')).toMatch(/^en/);
    });
  }

  test('a stored English language frames the English document at once', async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await setLanguage(context, 'en');
    await page.goto('/docs/privacy-policy');
    await expect(page.locator('main iframe')).toHaveAttribute('src', /privacy-policy.*\ben\b/);
  });
});
