import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { setRegion } from '../../support/cookies';
import { settle } from '../../support/page';
import { signInQuickly } from '../../support/session';
import { brandGroups, categoryTree, searchProducts } from '../catalog/catalog';
import { skipHomePopup } from '../home/home-page';
import { expectHydrated, expectStrictPolicy, watchCsp } from './csp-watch';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/**
 * Every kind of page under the production Content-Security-Policy (issue 11 §6): a per-request
 * nonce for Next.js' inline scripts, no 'unsafe-inline' or 'unsafe-eval' for scripts. A page kind
 * fails on any violation its loading, hydration or a first interaction reports.
 */

/** Opens a page with the violation watch on, and checks the policy it came with and that it hydrated. */
async function visit(page: Page, path: string): Promise<() => Promise<string[]>> {
  const violations = await watchCsp(page);
  const response = await page.goto(path);
  expectStrictPolicy(response);
  await settle(page);
  await expectHydrated(page);
  // Lazy pictures below the fold load too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page);
  return violations;
}

test.describe('visitor pages', () => {
  test.beforeEach(async ({ page }) => {
    await setRegion(page.context(), 'HCM');
    await skipHomePopup(page);
  });

  test('home, its banner web view (a framed page of ours) and the search suggestions', async ({ page }) => {
    const violations = await visit(page, '/');
    const carousel = page.getByTestId('home-carousel');
    const dots = carousel.getByTestId('home-carousel-dot');
    await dots.nth(5).click();
    await carousel.getByTestId('home-carousel-slide').nth(5).getByRole('button').click();
    const webView = page.getByRole('dialog', { name: 'Hệ thống phân phối của Chợ Bếp' });
    const frame = page.frameLocator('[data-testid="banner-web-view"] iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(webView).toBeHidden();
    // The suggestions are loaded on first focus (a chunk fetched by script).
    await page.getByTestId('market-search-input').first().click();
    await settle(page);
    expect(await violations()).toEqual([]);
  });

  test('home on a first visit, with the region popup', async ({ page }) => {
    await page.context().clearCookies();
    const violations = await visit(page, '/');
    await expect(page.getByRole('dialog', { name: /khu vực|region/i })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('/market, a search and a tag page', async ({ page }) => {
    for (const path of ['/market', '/market?q=c%C3%A0%20chua', '/NEW_PRODUCTS']) {
      const violations = await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('a category page and a brand page', async ({ page }) => {
    const [category] = await categoryTree(page.request, 'HCM');
    const brand = (await brandGroups(page.request, null)).flatMap((group) => group.data)[0];
    expect(category && brand).toBeTruthy();
    for (const path of [`/${category?.slug}`, `/${brand?.slug}`]) {
      const violations = await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('a product page (streamed related lists)', async ({ page }) => {
    const [product] = (await searchProducts(page.request, {}, { region: 'HCM', size: 1 })).data;
    const violations = await visit(page, product?.slug ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product?.name ?? '');
    expect(await violations()).toEqual([]);
  });

  test('sign-in, a landing page, a legal document (framed) and the not-found pages', async ({ page }) => {
    for (const path of [
      '/signin',
      '/he-thong-phan-phoi',
      '/lien-he-hop-tac?lang=en',
      '/docs/privacy-policy',
      '/not-found',
      '/khong-co-trang-nay',
      '/khong-co.json',
    ]) {
      const violations = await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });
});

test.describe('signed-in pages', () => {
  test.beforeEach(async ({ page }) => {
    await skipHomePopup(page);
    await signInQuickly(page, ACCOUNTS.owner, { storeId: ACCOUNTS.owner.stores[0].id });
  });

  test('home, the account menu, favourites and the store choice', async ({ page }) => {
    let violations = await visit(page, '/');
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await violations(), '/').toEqual([]);
    for (const path of ['/favorite', '/change-store?redirect=%2Fmarket']) {
      violations = await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });
});

test('the watch sees a violation: an inline script without the nonce is refused and reported', async ({ page }) => {
  await setRegion(page.context(), 'HCM');
  const violations = await visit(page, '/signin');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src/);
});
