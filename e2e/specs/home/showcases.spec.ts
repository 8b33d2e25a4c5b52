import { expect, test } from '@playwright/test';
import { COOKIES, cookieValue } from '../../support/cookies';
import { expectPath, regionPopup, settle } from '../../support/page';
import { openHomeAsVisitor, showcase, skipHomePopup } from './home-page';

test.describe('showcases', () => {
  test('show their products and a see-all link to the right page (vi)', async ({ page }) => {
    await openHomeAsVisitor(page);
    const deals = showcase(page, 'BEST_DEALS');
    await expect(deals.getByRole('heading', { level: 2 })).toHaveText('Ưu đãi tốt nhất');
    expect(await deals.getByTestId('product-card').count()).toBeGreaterThan(0);
    await expect(deals.getByTestId('home-showcase-see-all')).toHaveAttribute('href', '/SUPER_SAVING_TAG');
    // A category showcase links to the category page; a brand showcase to the brand page.
    await expect(showcase(page, 'BEST_PRICES').getByTestId('home-showcase-see-all')).toHaveAttribute(
      'href',
      '/gao-do-kho-c60',
    );
    await expect(showcase(page, 'OWN_BRAND').getByTestId('home-showcase-see-all')).toHaveAttribute(
      'href',
      /^\/thuong-hieu\/cho-bep-fresh-b\d+$/,
    );
    // Visitors get no personal rows.
    await expect(showcase(page, 'RECOMMENDED_FOR_YOU')).toHaveCount(0);
    await expect(showcase(page, 'MIGHT_FAVORITE_PRODUCTS')).toHaveCount(0);
    await expect(page.getByTestId('home-previously-bought')).toHaveCount(0);

    const newProducts = showcase(page, 'NEW_PRODUCTS');
    await newProducts.getByTestId('home-showcase-see-all').click();
    await expectPath(page, '/NEW_PRODUCTS');
  });

  test('in English: titles and see-all links in English', async ({ page }) => {
    await openHomeAsVisitor(page, { lang: 'en' });
    await expect(showcase(page, 'BEST_DEALS').getByRole('heading', { level: 2 })).toHaveText('Best deals');
    await expect(showcase(page, 'BEST_DEALS').getByTestId('home-showcase-see-all')).toHaveText('See all');
    await expect(showcase(page, 'BEST_PRICES').getByTestId('home-showcase-see-all')).toHaveAttribute(
      'href',
      '/rice-dry-goods-c60?lang=en',
    );
  });

  test('the trusted brands link to their pages and to shop by brand', async ({ page }) => {
    await openHomeAsVisitor(page);
    const brands = page.getByTestId('home-trusted-brands');
    await expect(brands.getByRole('heading', { level: 2 })).toHaveText('Thương hiệu uy tín');
    const tiles = brands.getByTestId('home-trusted-brand');
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await tiles.count()).toBeLessThanOrEqual(20);
    await expect(tiles.first()).toHaveAttribute('href', /^\/thuong-hieu\/[a-z0-9-]+-b\d+$/);
    const logo = tiles.first().locator('span').first();
    const box = await logo.boundingBox();
    expect(box?.width).toBeCloseTo(80, 0);
    expect(box?.height).toBeCloseTo(80, 0);
    await expect(brands.getByTestId('home-shop-by-brand')).toHaveAttribute('href', '/thuong-hieu');
  });
});

test.describe('the partner super showcase is only for region HCM', () => {
  for (const [label, code, shown] of [
    ['Miền Bắc', 'HN', false],
    ['Miền Nam', 'HCM', true],
  ] as const) {
    test(`a visitor choosing ${label}`, async ({ page, context }) => {
      await skipHomePopup(page);
      await page.goto('/');
      const popup = regionPopup(page);
      await popup.getByRole('radio', { name: new RegExp(label) }).check();
      const reloaded = page.waitForEvent('load');
      await popup.getByRole('button', { name: 'Tiếp tục' }).click();
      await reloaded;
      await settle(page);
      expect(await cookieValue(context, COOKIES.region)).toBe(code);
      await expect(showcase(page, 'BEST_DEALS')).toBeVisible();
      if (shown) {
        const partner = showcase(page, 'PARTNER_SUPER');
        await expect(partner.getByRole('heading', { level: 2 })).toHaveText('Tuần lễ vàng Vissan – chỉ tại TP.HCM');
        expect(await partner.getByTestId('product-card').count()).toBeGreaterThan(0);
        // It comes before the other showcases (index 3 of the home order).
        const order = await page
          .getByTestId('home-showcase')
          .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-widget-id')));
        expect(order.indexOf('PARTNER_SUPER')).toBeLessThan(order.indexOf('BEST_DEALS'));
      } else {
        await expect(showcase(page, 'PARTNER_SUPER')).toHaveCount(0);
      }
    });
  }
});
