import { expect, test } from '@playwright/test';
import { expectPath } from '../../support/page';
import { openHomeAsVisitor } from './home-page';

test.describe('wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1025, 'the tag bar and the floating menu show above 1024 px');

  test('the tag bar has three tiles: farm to business, own brand, super saving', async ({ page }) => {
    await openHomeAsVisitor(page);
    const bar = page.getByRole('navigation', { name: 'Khám phá nhanh' });
    const tiles = bar.getByRole('link');
    await expect(tiles).toHaveCount(3);
    await expect(bar.getByRole('link', { name: /Từ nông trại đến doanh nghiệp/ })).toHaveAttribute(
      'href',
      '/tu-nong-trai-den-doanh-nghiep',
    );
    await expect(bar.getByRole('link', { name: /Thương hiệu Chợ Bếp/ })).toHaveAttribute(
      'href',
      '/thuong-hieu-cho-bep',
    );
    const superSaving = bar.getByRole('link', { name: /Siêu tiết kiệm/ });
    await expect(superSaving).toHaveAttribute('href', '/SUPER_SAVING_TAG');
    await superSaving.click();
    await expectPath(page, '/SUPER_SAVING_TAG');
  });

  test('the tag bar in English carries the language to the landing pages', async ({ page }) => {
    await openHomeAsVisitor(page, { lang: 'en' });
    const bar = page.getByRole('navigation', { name: 'Quick picks' });
    await expect(bar.getByRole('link', { name: /Farm to Business/ })).toHaveAttribute(
      'href',
      '/tu-nong-trai-den-doanh-nghiep?lang=en',
    );
    await expect(bar.getByRole('link', { name: /Super saving/ })).toHaveAttribute('href', '/SUPER_SAVING_TAG');
  });

  test('the floating section menu appears after 300 px and scrolls to a section 100 px from the top', async ({
    page,
  }) => {
    await openHomeAsVisitor(page);
    const menu = page.getByRole('navigation', { name: 'Đi nhanh tới mục' });
    await expect(menu).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(300);
    await expect(menu).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(menu).toBeVisible();
    // One button per showcase with data, and the trusted brands; no personal rows for a visitor.
    await expect(menu.getByRole('button', { name: 'Ưu đãi tốt nhất' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sản phẩm mới' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Thương hiệu uy tín' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Gợi ý cho bạn' })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Sản phẩm mới' }).click();
    const section = page.locator('[data-widget-id="NEW_PRODUCTS"]');
    await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 10_000 }).toBe(100);
    await expect(menu.getByRole('button', { name: 'Sản phẩm mới' })).toHaveAttribute('aria-current', 'location');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(menu).toHaveCount(0);
  });
});
