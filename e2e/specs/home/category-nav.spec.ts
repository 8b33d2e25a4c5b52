import { expect, test } from '@playwright/test';
import { openHomeAsVisitor } from './home-page';

test.describe('category navigation, wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1025, 'the vertical menu is for 1025 px and wider');

  test('hovering a category shows its children and its brands over a dimmed page', async ({ page }) => {
    await openHomeAsVisitor(page);
    const menu = page.getByTestId('category-nav-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('category-nav-grid')).toBeHidden();
    const items = menu.getByTestId('category-nav-item');
    expect(await items.count()).toBeGreaterThan(10);
    // 38 px per entry in a 381 px column.
    expect((await items.first().boundingBox())?.height).toBeCloseTo(38, 0);
    expect((await menu.locator('ul').first().boundingBox())?.height).toBeCloseTo(381, 0);

    const vegetables = menu.getByRole('link', { name: 'Rau củ tươi', exact: true });
    await vegetables.hover();
    const panel = menu.getByTestId('category-nav-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('category-nav-child').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Nấm' })).toHaveAttribute('href', '/nam-c13');
    const brands = panel.getByTestId('category-nav-brand');
    await expect(brands.first()).toBeVisible();
    const tile = await panel.getByTestId('category-nav-brand-tile').first().boundingBox();
    expect(tile?.width).toBeCloseTo(80, 0);
    expect(tile?.height).toBeCloseTo(80, 0);
    await expect(brands.first()).toHaveAttribute('href', /^\/thuong-hieu\/[a-z0-9-]+-b\d+$/);
    await expect(panel.getByTestId('category-nav-all-brands')).toHaveAttribute('href', '/thuong-hieu?categoryIds=10');

    // Another parent: its own panel and brands.
    await menu.getByRole('link', { name: 'Hải sản', exact: true }).hover();
    await expect(panel.getByRole('link', { name: 'Tôm' })).toBeVisible();
    await expect(panel.getByTestId('category-nav-all-brands')).toHaveAttribute('href', '/thuong-hieu?categoryIds=40');

    // The dimmed overlay closes the menu.
    const overlay = page.getByTestId('category-nav-overlay');
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 1200, y: 700 } });
    await expect(panel).toBeHidden();
    await expect(overlay).toBeHidden();
  });

  test('works by keyboard: focus opens the panel, Tab walks into it, Escape closes it', async ({ page }) => {
    await openHomeAsVisitor(page);
    const menu = page.getByTestId('category-nav-menu');
    const first = menu.getByTestId('category-nav-item').first();
    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = menu.getByTestId('category-nav-panel');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the fixed extra entries follow the categories', async ({ page }) => {
    await openHomeAsVisitor(page);
    const menu = page.getByTestId('category-nav-menu');
    await expect(menu.getByTestId('category-nav-extra-farmToBusiness')).toHaveAttribute(
      'href',
      '/tu-nong-trai-den-doanh-nghiep',
    );
    await expect(menu.getByTestId('category-nav-extra-ownBrand')).toHaveAttribute('href', '/thuong-hieu-cho-bep');
    await expect(menu.getByTestId('category-nav-extra-superSaving')).toHaveAttribute('href', '/SUPER_SAVING_TAG');
    await expect(menu.getByTestId('category-nav-extra-shopByBrand')).toHaveAttribute('href', '/thuong-hieu');
  });

  for (const [region, shown] of [
    ['HCM', false],
    ['HN', true],
  ] as const) {
    test(`category 81 (wine) is ${shown ? 'listed' : 'hidden by the API'} in region ${region}`, async ({ page }) => {
      await openHomeAsVisitor(page, { region });
      const menu = page.getByTestId('category-nav-menu');
      await menu.getByRole('link', { name: 'Đồ uống có cồn', exact: true }).hover();
      const panel = menu.getByTestId('category-nav-panel');
      await expect(panel.getByRole('link', { name: 'Bia', exact: true })).toBeVisible();
      await expect(panel.locator('a[href$="-c81"]')).toHaveCount(shown ? 1 : 0);
    });
  }

  test('in English', async ({ page }) => {
    await openHomeAsVisitor(page, { lang: 'en' });
    const menu = page.getByRole('navigation', { name: 'Product categories' }).first();
    const vegetables = menu.getByRole('link', { name: 'Fresh vegetables', exact: true });
    await expect(vegetables).toHaveAttribute('href', '/fresh-vegetables-c10?lang=en');
    await vegetables.hover();
    await expect(menu.getByTestId('category-nav-all-brands')).toHaveText('See all brands');
    await expect(menu.getByTestId('category-nav-extra-farmToBusiness')).toHaveAttribute(
      'href',
      '/tu-nong-trai-den-doanh-nghiep?lang=en',
    );
  });
});

test.describe('category navigation, narrow screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1025, 'the icon grid is for screens under 1025 px');

  test('an icon grid of 6 columns (more than 10 categories) that scrolls under 576 px', async ({ page }) => {
    await openHomeAsVisitor(page);
    await expect(page.getByTestId('category-nav-menu')).toBeHidden();
    const grid = page.getByTestId('category-nav-grid');
    await expect(grid).toBeVisible();
    const items = grid.getByTestId('category-nav-grid-item');
    const count = await items.count();
    expect(count).toBeGreaterThan(10);
    await expect(grid).toHaveAttribute('data-columns', '6');
    const list = grid.locator('ul');
    const listBox = await list.boundingBox();
    const itemBox = await items.first().boundingBox();
    if (!listBox || !itemBox) throw new Error('the grid is not laid out');
    // Six columns per screen width, two rows, the rest scrolled to.
    expect(itemBox.width).toBeGreaterThan(listBox.width / 6 - 8);
    expect(itemBox.width).toBeLessThanOrEqual(listBox.width / 6 + 1);
    const tops = new Set(
      await items.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top))),
    );
    expect(tops.size).toBe(2);
    const indicator = grid.getByRole('progressbar', { name: 'Vuốt ngang để xem thêm danh mục' });
    await expect(indicator).toBeVisible();
    await expect(indicator).toHaveAttribute('aria-valuenow', '0');
    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(indicator).toHaveAttribute('aria-valuenow', '100');
    await expect(items.first()).toHaveAttribute('href', '/rau-cu-tuoi-c10');
  });

  test('the tag bar and the floating menu are for wide screens only', async ({ page }) => {
    await openHomeAsVisitor(page);
    await expect(page.getByTestId('home-tag-bar')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(300);
    await expect(page.getByTestId('home-section-menu')).toHaveCount(0);
  });
});
