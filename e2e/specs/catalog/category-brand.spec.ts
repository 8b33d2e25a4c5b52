import { expect, type Locator, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { here } from '../../support/page';
import { brandGroups, cards, categoryTree, listingTotal, pricedCard, searchProducts } from './catalog';

/**
 * The narrow category bar (spec/foundations.md §2.3, trading.md §2 "Category navigation"), category
 * and tag pages, the brand list with ?categoryIds= and a brand's page.
 */

/** Category 81 (wine) is hidden in region HCM; its parent lists it in HN. */
const HIDDEN_IN_HCM = 81;

/** The selected entry is drawn filled (brand background, white text); the others are outlined. */
async function isHighlighted(item: Locator): Promise<boolean> {
  return item.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.backgroundColor !== 'rgb(255, 255, 255)' && style.color === 'rgb(255, 255, 255)';
  });
}

test.describe('category bar', () => {
  test('on a phone: “Tất cả” and the parent categories on /market; a child page highlights its own entry', async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the category bar is for narrow screens (< 1025 px); desktop is tested below');
    await setRegion(context, 'HCM');
    const tree = await categoryTree(page.request, 'HCM');

    await page.goto('/market');
    const bar = page.getByTestId('category-bar');
    await expect(bar).toBeVisible();
    const all = bar.getByRole('link', { name: 'Tất cả' });
    await expect(all).toHaveAttribute('aria-current', 'page');
    expect(await isHighlighted(all), '“Tất cả” is highlighted on /market').toBe(true);
    await expect(bar.getByTestId('category-bar-item')).toHaveText(tree.map((c) => c.name));

    // A parent with children: its page lists the children, “Tất cả” selected.
    const parent = tree.find((c) => c.children.length > 1);
    expect(parent).toBeTruthy();
    await bar
      .getByTestId('category-bar-item')
      .filter({ hasText: parent?.name as string })
      .click();
    await expect.poll(() => here(page).pathname).toBe(`/${parent?.slug}`);
    await expect(page.getByTestId('listing-title')).toHaveText(parent?.name as string);
    const items = bar.getByTestId('category-bar-item');
    await expect(items).toHaveText(parent?.children.map((c) => c.name) ?? []);
    await expect(bar.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');

    // A child: highlighted, the others not, and “Tất cả” leads back to the parent.
    const child = parent?.children[1];
    await items.filter({ hasText: child?.name as string }).click();
    await expect.poll(() => here(page).pathname).toBe(`/${child?.slug}`);
    const selected = bar.getByTestId('category-bar-item').filter({ hasText: child?.name as string });
    await expect(selected).toHaveAttribute('aria-current', 'page');
    expect(await isHighlighted(selected)).toBe(true);
    const other = bar.getByTestId('category-bar-item').filter({ hasText: parent?.children[0]?.name as string });
    await expect(other).not.toHaveAttribute('aria-current', 'page');
    expect(await isHighlighted(other)).toBe(false);
    const back = bar.getByRole('link', { name: 'Tất cả' });
    await expect(back).not.toHaveAttribute('aria-current', 'page');
    expect(await isHighlighted(back)).toBe(false);
    await back.click();
    await expect.poll(() => here(page).pathname).toBe(`/${parent?.slug}`);

    // The child's products: the total the API gives for that category.
    const api = await searchProducts(page.request, { categoryIds: [child?.id] });
    await page.goto(`/${child?.slug}`);
    await expect.poll(() => listingTotal(page)).toBe(api.total);
  });

  test('on a phone: category 81 is listed in HN and not in HCM', async ({ page, context, isMobile }) => {
    test.skip(!isMobile, 'the category bar is for narrow screens (< 1025 px)');
    const hn = await categoryTree(page.request, 'HN');
    const parent = hn.find((c) => c.children.some((child) => child.id === HIDDEN_IN_HCM));
    expect(parent, 'a parent of category 81 in HN').toBeTruthy();
    const wine = parent?.children.find((c) => c.id === HIDDEN_IN_HCM);

    await setRegion(context, 'HN');
    await page.goto(`/${parent?.slug}`);
    const items = page.getByTestId('category-bar').getByTestId('category-bar-item');
    await expect(items.filter({ hasText: wine?.name as string })).toHaveCount(1);
    await expect(items.filter({ hasText: wine?.name as string })).toHaveAttribute('href', `/${wine?.slug}`);

    await setRegion(context, 'HCM');
    await page.reload();
    await expect(items.first()).toBeVisible();
    await expect(items.filter({ hasText: wine?.name as string })).toHaveCount(0);
    // And its page is not found in HCM.
    const response = await page.goto(`/${wine?.slug}`);
    expect(response?.status()).toBe(404);
  });

  test('in English on a phone: “All” and the English names, links keep lang=en', async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the category bar is for narrow screens (< 1025 px)');
    await setRegion(context, 'HCM');
    const tree = await categoryTree(page.request, 'HCM', 'en');
    await page.goto('/market?lang=en');
    const bar = page.getByTestId('category-bar');
    await expect(bar.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByTestId('category-bar-item')).toHaveText(tree.map((c) => c.name));
    await expect(bar.getByTestId('category-bar-item').first()).toHaveAttribute('href', `/${tree[0]?.slug}?lang=en`);
  });

  test('on desktop the bar is hidden; subcategory chips and the facet sidebar take its place', async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop layout (≥ 1025 px); the phone bar is tested above');
    await setRegion(context, 'HCM');
    const tree = await categoryTree(page.request, 'HCM');
    const parent = tree.find((c) => c.children.length > 1);

    await page.goto('/market');
    await expect(page.getByTestId('listing-total')).toBeVisible();
    await expect(page.getByTestId('category-bar')).toBeHidden();
    await expect(page.getByTestId('listing-filters')).toBeVisible();

    await page.goto(`/${parent?.slug}`);
    await expect(page.getByTestId('category-bar')).toBeHidden();
    const chips = page.getByTestId('subcategory-chip');
    await expect(chips).toHaveText(parent?.children.map((c) => c.name) ?? []);
    const child = parent?.children[0];
    await chips.filter({ hasText: child?.name as string }).click();
    await expect.poll(() => here(page).pathname).toBe(`/${child?.slug}`);
    await expect(page.getByTestId('subcategory-chip').filter({ hasText: child?.name as string })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('listing-title')).toHaveText(child?.name as string);
    // The breadcrumbs lead back to the parent.
    await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: parent?.name }).click();
    await expect.poll(() => here(page).pathname).toBe(`/${parent?.slug}`);
  });
});

test('the bar shows below 1025 px and hides from 1025 px (spec breakpoint)', async ({ page, context, isMobile }) => {
  test.skip(isMobile, 'resizes a desktop window across the breakpoint');
  await setRegion(context, 'HCM');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/market');
  await expect(page.getByTestId('category-bar')).toBeVisible();
  await expect(page.getByTestId('filters-open')).toBeVisible();
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(page.getByTestId('category-bar')).toBeHidden();
  await expect(page.getByTestId('filters-open')).toBeHidden();
  await expect(page.getByTestId('listing-filters')).toBeVisible();
});

test.describe('category and tag pages', () => {
  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  test('an old slug redirects to the category’s own address; an unknown id is not found', async ({ page }) => {
    const tree = await categoryTree(page.request, 'HCM');
    const category = tree[0];
    const id = /-c(\d+)$/.exec(category?.slug ?? '')?.[1];
    await page.goto(`/ten-cu-c${id}?sort=priceAsc`);
    await expect.poll(() => `${here(page).pathname}${here(page).search}`).toBe(`/${category?.slug}?sort=priceAsc`);
    await expect(page.getByTestId('listing-title')).toHaveText(category?.name as string);
    const response = await page.goto('/khong-co-c99999');
    expect(response?.status()).toBe(404);
  });

  test('a tag page lists the products with that tag; tag slugs are case sensitive', async ({ page }) => {
    const api = await searchProducts(page.request, { tags: ['SUPER_SAVING_TAG'] });
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/SUPER_SAVING_TAG');
    await expect(page.getByTestId('listing-title')).toBeVisible();
    await expect.poll(() => listingTotal(page)).toBe(api.total);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
    const tagged = new Set(
      (await searchProducts(page.request, { tags: ['SUPER_SAVING_TAG'] }, { size: 100 })).data.map((p) => p.id),
    );
    for (const id of ids) expect(tagged.has(id as string), `${id} carries the tag`).toBe(true);
    const response = await page.goto('/super_saving_tag');
    expect(response?.status()).toBe(404);
  });
});

test.describe('brands', () => {
  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  test('/thuong-hieu?categoryIds= narrows the brand list to that category', async ({ page }) => {
    const all = await brandGroups(page.request, null);
    expect(all.length).toBeGreaterThan(1);
    const group = all.find((g) => g.data.length > 0) ?? all[0];
    const categoryId = group?.categoryId as number;
    const narrowed = await brandGroups(page.request, [categoryId]);

    await page.goto('/thuong-hieu');
    await expect(page.getByTestId('brands-title')).toHaveText('Thương hiệu');
    await expect(page.getByTestId('brand-group')).toHaveCount(all.length);
    const allTiles = await page.getByTestId('brand-tile').count();

    const chip = page
      .getByTestId('brand-category-chip')
      .and(page.locator(`[href="/thuong-hieu?categoryIds=${categoryId}"]`));
    await chip.click();
    await expect.poll(() => here(page).searchParams.getAll('categoryIds')).toEqual([String(categoryId)]);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('brand-group')).toHaveCount(narrowed.length);
    const expected = narrowed.flatMap((g) => g.data.map((b) => b.name));
    await expect(page.getByTestId('brand-tile')).toHaveText(expected);
    expect(expected.length).toBeLessThan(allTiles);
    await expect(page.getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('a brand page lists that brand’s products, in English too', async ({ page }) => {
    const groups = await brandGroups(page.request, null);
    const brands = groups.flatMap((g) => g.data);
    // A brand with more than one product, to make the list meaningful.
    let brand: (typeof brands)[number] | undefined;
    let total = 0;
    for (const candidate of brands) {
      total = (await searchProducts(page.request, { brandIds: [candidate.id] })).total;
      if (total > 1) {
        brand = candidate;
        break;
      }
    }
    expect(brand, 'a brand with products').toBeTruthy();
    const api = await searchProducts(page.request, { brandIds: [brand?.id] }, { size: 100 });

    await page.goto('/thuong-hieu');
    await page
      .getByTestId('brand-tile')
      .and(page.locator(`[href="/${brand?.slug}"]`))
      .first()
      .click();
    await expect.poll(() => here(page).pathname).toBe(`/${brand?.slug}`);
    await expect(page.getByTestId('brand-name')).toHaveText(brand?.name as string);
    await expect.poll(() => listingTotal(page)).toBe(total);
    const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
    expect(ids.length).toBe(Math.min(total, 20));
    const ofBrand = new Set(api.data.map((p) => p.id));
    for (const id of ids) expect(ofBrand.has(id as string), `${id} is a ${brand?.name} product`).toBe(true);
    await expect(pricedCard(page)).toContainText('Giá đã bao gồm VAT');

    await page.getByTestId('lang-en').click();
    await expect.poll(() => here(page).searchParams.get('lang')).toBe('en');
    await expect(page.getByTestId('brand-name')).toHaveText(brand?.name as string);
    await expect(page.getByTestId('listing-total')).toHaveText(`${total} products`);
    await expect(pricedCard(page)).toContainText('Price includes VAT');
    await expect(page.getByRole('link', { name: 'Brands', exact: true })).toHaveAttribute(
      'href',
      '/thuong-hieu?lang=en',
    );
  });

  test('an unknown brand id is not found', async ({ page }) => {
    const response = await page.goto('/thuong-hieu/khong-co-b999999');
    expect(response?.status()).toBe(404);
  });
});
