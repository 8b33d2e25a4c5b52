import { expect, type Page, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { here, settle } from '../../support/page';
import {
  cardNames,
  cardPrices,
  cards,
  closeFilters,
  listingTotal,
  openFilters,
  plain,
  pricedCard,
  searchBar,
  searchProducts,
} from './catalog';

/**
 * Search → filter → sort → page on /market (issue 3 point 6; spec/trading.md §2 search bar and
 * list parameters). The API answers what the page must show; the page must show exactly that.
 */

test.beforeEach(async ({ context }) => {
  // A stored region: no region popup in the way (the popup has its own tests).
  await setRegion(context, 'HCM');
});

/** Types into the header's search bar and presses Enter; resolves once /market shows the results. */
async function searchFor(page: Page, text: string): Promise<void> {
  const bar = searchBar(page);
  await bar.input.fill(text);
  await bar.input.press('Enter');
  await expect.poll(() => here(page).searchParams.get('q')).toBe(text);
  await expect(page.getByTestId('listing-title')).toContainText(text);
}

/** Every card's name contains the words, accents ignored (what accent-insensitive search promises). */
async function expectNamesMatch(page: Page, words: string): Promise<void> {
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(plain(name), `“${name}” matches “${words}”`).toContain(plain(words));
}

test('a query finds products by their own words, not their supplier\'s name: "ca phe" lists coffee, no soft drinks', async ({
  page,
  isMobile,
}) => {
  // "Công ty TNHH Cà Phê & Trà Cao Nguyên" sells soft drinks and water: they are not coffee (issue 12).
  const api = await searchProducts(page.request, { query: 'ca phe' }, { size: 100 });
  expect(api.total).toBeGreaterThan(0);
  await page.goto('/market?q=ca%20phe');
  await expect(page.getByTestId('listing-title')).toHaveText('Kết quả tìm kiếm “ca phe”');
  await expect(page.getByTestId('listing-total')).toHaveText(`${api.total} sản phẩm`);
  await expect(cards(page).first()).toBeVisible();
  const names = await cardNames(page);
  expect(plain(names[0] ?? '')).toMatch(/^ca phe/);
  expect(names.filter((name) => /aquafina|pepsi|red bull|coca-cola|lipton|monin|7up/i.test(name))).toEqual([]);
  await expectNamesMatch(page, 'cà phê');
  // The facets count the same products: coffee's category and brands, no soft drinks.
  const panel = await openFilters(page, isMobile);
  await expect(panel.getByTestId('facet-categories')).toContainText('Cà phê');
  await expect(panel.getByTestId('facet-categories')).not.toContainText('Nước giải khát có ga');
  await expect(panel.getByTestId('facet-brands')).toContainText('Highlands Coffee');
  await expect(panel.getByTestId('facet-brands')).not.toContainText('Coca-Cola');
});

test('search without accents, a supplier facet, a brand facet, sort by price and paging', async ({
  page,
  isMobile,
}) => {
  const api = await searchProducts(page.request, { query: 'ca chua' }, { boost: true });
  expect(api.total, 'the demo data has more than one page of tomatoes').toBeGreaterThan(20);

  await page.goto('/market');
  await expect(searchBar(page).filterDot).toHaveCount(0);
  await searchFor(page, 'ca chua');
  expect(here(page).pathname).toBe('/market');
  expect(here(page).search).toBe('?q=ca+chua');
  await expect(page.getByTestId('listing-title')).toHaveText('Kết quả tìm kiếm “ca chua”');
  await expect(page.getByTestId('listing-total')).toHaveText(`${api.total} sản phẩm`);
  await expect(cards(page)).toHaveCount(20);
  await expectNamesMatch(page, 'cà chua');
  expect((await cardNames(page)).some((name) => name.includes('Cà chua'))).toBe(true);
  await expect(searchBar(page).input).toHaveValue('ca chua');
  await expect(searchBar(page).filterDot).toHaveCount(0);

  // Filter by a supplier: the facet value the API counts, chosen from the panel.
  const supplier = api.aggregation?.suppliers.find((s) => s.count < api.total && s.count > 1);
  expect(supplier?.supplier).toBeTruthy();
  const supplierName = supplier?.supplier?.name as string;
  let panel = await openFilters(page, isMobile);
  await panel.getByTestId('facet-suppliers').getByTestId('facet-value').filter({ hasText: supplierName }).click();
  await expect.poll(() => here(page).searchParams.getAll('suppliers')).toEqual([supplierName]);
  await expect.poll(() => listingTotal(page)).toBe(supplier?.count);
  expect(await listingTotal(page)).toBeLessThan(api.total);
  await expect(cards(page)).toHaveCount(supplier?.count as number);
  await expect(searchBar(page).filterDot).toBeVisible();
  await expect(page.getByTestId('clear-filters')).toHaveText('Xoá 1 bộ lọc');

  // Then a brand among what is left: both parameters in the URL, the list narrower still.
  const narrowed = await searchProducts(page.request, { query: 'ca chua', suppliers: [supplierName] }, { boost: true });
  const brand = narrowed.aggregation?.brands.find((b) => b.brand !== null);
  expect(brand?.brand, `a brand among the products of ${supplierName}`).toBeTruthy();
  panel = await openFilters(page, isMobile);
  const supplierValues = panel.getByTestId('facet-suppliers').getByTestId('facet-value');
  const supplierValue = supplierValues.filter({ hasText: supplierName });
  await expect(supplierValue).toHaveAttribute('data-selected', 'true');
  // Ticking one supplier hides none of the others: each is still offered with the count it would add.
  const other = api.aggregation?.suppliers.find((s) => s.supplier && s.supplier.name !== supplierName);
  const otherValue = supplierValues.filter({ hasText: other?.supplier?.name as string });
  await expect(otherValue).toHaveAttribute('data-selected', 'false');
  await expect(otherValue).toContainText(String(other?.count));
  await panel
    .getByTestId('facet-brands')
    .getByTestId('facet-value')
    .filter({ hasText: brand?.brand?.name as string })
    .click();
  await expect.poll(() => here(page).searchParams.getAll('brandIds')).toEqual([String(brand?.brand?.id)]);
  expect(here(page).searchParams.getAll('suppliers')).toEqual([supplierName]);
  expect(here(page).searchParams.get('q')).toBe('ca chua');
  await expect.poll(() => listingTotal(page)).toBe(brand?.count);
  await expect(page.getByTestId('clear-filters')).toHaveText('Xoá 2 bộ lọc');

  // Clearing the filters keeps the query and removes the red dot.
  await closeFilters(page, isMobile);
  await page.getByTestId('clear-filters').click();
  await expect.poll(() => here(page).search).toBe('?q=ca+chua');
  await expect.poll(() => listingTotal(page)).toBe(api.total);
  await expect(searchBar(page).filterDot).toHaveCount(0);

  // Sort by price, low to high: the URL says so and the prices never go down.
  await page.getByTestId('sort-select').selectOption('priceAsc');
  await expect.poll(() => here(page).searchParams.get('sort')).toBe('priceAsc');
  await expect(page.getByTestId('sort-select')).toHaveValue('priceAsc');
  const sorted = await searchProducts(
    page.request,
    { query: 'ca chua' },
    { sort: [{ field: 'price', order: 'ASC' }], boost: true, size: 50 },
  );
  await expect.poll(() => cards(page).first().getAttribute('data-product-id')).toBe(sorted.data[0]?.id);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(10);
  // Soft: a wrong order is reported while the rest of the journey still runs.
  expect.soft(prices, 'prices as shown (VAT included) in ascending order').toEqual([...prices].sort((a, b) => a - b));

  // Show more appends the last page to the same list, still in order, then disappears.
  await expect(cards(page)).toHaveCount(20);
  await page.getByTestId('load-more').click();
  await expect(cards(page)).toHaveCount(api.total);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  const all = await cardPrices(page);
  expect.soft(all, 'appended prices continue the order').toEqual([...all].sort((a, b) => a - b));
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
  expect(new Set(ids).size, 'no card twice').toBe(ids.length);

  // page=2 in the URL is the second page (1-based), with a link back to the first.
  await page.goto('/market?q=ca+chua&sort=priceAsc&page=2');
  await expect(cards(page)).toHaveCount(api.total - 20);
  await expect(cards(page).first()).toHaveAttribute('data-product-id', sorted.data[20]?.id as string);
  await expect(page.getByRole('link', { name: '← Trang 1' })).toHaveAttribute(
    'href',
    '/market?q=ca+chua&sort=priceAsc',
  );
});

test('show more keeps appending on a broad list', async ({ page }) => {
  const api = await searchProducts(page.request, {}, { size: 20 });
  expect(api.totalPage).toBeGreaterThan(3);
  await page.goto('/market');
  await expect(page.getByTestId('listing-title')).toHaveText('Chợ – tất cả sản phẩm');
  await expect(page.getByTestId('listing-total')).toHaveText(`${api.total.toLocaleString('vi-VN')} sản phẩm`);
  await expect(cards(page)).toHaveCount(20);
  const loadMore = page.getByTestId('load-more');
  // Without JavaScript the button is a link to the next page.
  await expect(loadMore).toHaveAttribute('href', '/market?page=2');
  await loadMore.click();
  await expect(cards(page)).toHaveCount(40);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(60);
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
  expect(new Set(ids).size, 'no card twice').toBe(60);
  const third = await searchProducts(page.request, {}, { page: 2, size: 20 });
  expect(ids.slice(40), 'the third page as the API gives it').toEqual(third.data.map((p) => p.id));
  expect(here(page).pathname).toBe('/market');
});

test('the accented query finds the same products; no-result and bad-word searches', async ({ page }) => {
  const plainResult = await searchProducts(page.request, { query: 'ca chua' });
  await page.goto('/market');
  await searchFor(page, 'cà chua');
  await expect(page.getByTestId('listing-total')).toHaveText(`${plainResult.total} sản phẩm`);
  await expectNamesMatch(page, 'ca chua');

  // đ typed as d finds "Đà Lạt".
  await searchFor(page, 'ca chua bi da lat');
  await expectNamesMatch(page, 'đà lạt');

  // A bad word: an error under the bar, no navigation, and the typed text stays.
  const before = page.url();
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  const bar = searchBar(page);
  await bar.input.fill('vcl');
  await bar.submit.click();
  await expect(bar.error).toHaveText('Từ khoá không phù hợp. Vui lòng nhập từ khoá khác.');
  await expect(bar.input).toHaveAttribute('aria-invalid', 'true');
  await expect(bar.input).toHaveValue('vcl');
  await settle(page);
  expect(page.url()).toBe(before);
  expect(navigated, 'a bad word does not search').toBe(false);
  // Typing again clears the message.
  await bar.input.fill('xyzzyqwv');
  await expect(bar.error).toHaveCount(0);

  // A query with no result: the not-found state with a way out.
  await bar.input.press('Enter');
  await expect.poll(() => here(page).searchParams.get('q')).toBe('xyzzyqwv');
  const empty = page.getByTestId('listing-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('Không tìm thấy sản phẩm cho “xyzzyqwv”');
  await expect(page.getByTestId('listing-total')).toHaveText('Không có sản phẩm');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await empty.getByRole('link', { name: 'Xem tất cả sản phẩm' }).click();
  await expect.poll(() => here(page).search).toBe('');
  await expect(cards(page)).toHaveCount(20);
});

test('an empty search does nothing', async ({ page }) => {
  await page.goto('/market?q=ca+chua');
  const bar = searchBar(page);
  await expect(bar.input).toHaveValue('ca chua');
  await bar.input.fill('   ');
  await bar.input.press('Enter');
  await settle(page);
  expect(here(page).search).toBe('?q=ca+chua');
  await expect(bar.error).toHaveCount(0);
});

test('repeated array parameters: two brands in the URL select both facet values; one click removes one', async ({
  page,
  isMobile,
}) => {
  const base = await searchProducts(page.request, { query: 'ca chua' });
  const [a, b] = (base.aggregation?.brands ?? []).filter((x) => x.brand !== null);
  expect(a && b, 'two brands among the tomatoes').toBeTruthy();
  const both = await searchProducts(page.request, {
    query: 'ca chua',
    brandIds: [a?.brand?.id, b?.brand?.id],
  });
  expect(both.total).toBe((a?.count ?? 0) + (b?.count ?? 0));

  await page.goto(`/market?q=ca+chua&brandIds=${a?.brand?.id}&brandIds=${b?.brand?.id}`);
  await expect.poll(() => listingTotal(page)).toBe(both.total);
  await expect(cards(page)).toHaveCount(both.total);
  await expect(searchBar(page).filterDot).toBeVisible();
  await expect(page.getByTestId('clear-filters')).toHaveText('Xoá 2 bộ lọc');
  const panel = await openFilters(page, isMobile);
  const brandValues = panel.getByTestId('facet-brands').getByTestId('facet-value');
  const valueA = brandValues.filter({ hasText: a?.brand?.name as string });
  await expect(valueA).toHaveAttribute('data-selected', 'true');
  await expect(brandValues.filter({ hasText: b?.brand?.name as string })).toHaveAttribute('data-selected', 'true');
  // The facet link of a selected value removes it, and only it.
  await valueA.click();
  await expect.poll(() => here(page).searchParams.getAll('brandIds')).toEqual([String(b?.brand?.id)]);
  await expect.poll(() => listingTotal(page)).toBe(b?.count);
});

test('the filter drawer opens from the list and from the search bar on phones; the sidebar is always there on desktop', async ({
  page,
  isMobile,
}) => {
  await page.goto('/market?q=ca+chua');
  const panel = page.getByTestId('listing-filters');
  if (!isMobile) {
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('filters-open')).toBeHidden();
    await expect(panel.getByTestId('facet-suppliers')).toBeVisible();
    return;
  }
  await expect(panel).toBeHidden();
  await searchBar(page).filterButton.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('facet-suppliers')).toBeVisible();
  await page.getByTestId('filters-close').click();
  await expect(panel).toBeHidden();
  await page.getByTestId('filters-open').click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test.describe('in English', () => {
  test('“tomato” on /market?lang=en: English names, English texts, lang kept in the URL', async ({ page }) => {
    const api = await searchProducts(page.request, { query: 'tomato' }, { lang: 'en', boost: true });
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/market?lang=en');
    await expect(page.getByTestId('listing-title')).toHaveText('Market – all products');
    await expect(searchBar(page).input).toHaveAttribute('placeholder', 'Search the market');

    await searchBar(page).input.fill('tomato');
    await searchBar(page).input.press('Enter');
    await expect.poll(() => here(page).search).toBe('?q=tomato&lang=en');
    await expect(page.getByTestId('listing-title')).toHaveText('Search results for “tomato”');
    await expect(page.getByTestId('listing-total')).toHaveText(`${api.total} products`);
    await expectNamesMatch(page, 'tomato');
    await expect(pricedCard(page)).toContainText('Price includes VAT');
    await expect(page.getByTestId('sort-select').locator('option[value="priceAsc"]')).toHaveText('Price: low to high');

    // Sorting keeps the language.
    await page.getByTestId('sort-select').selectOption('priceDesc');
    await expect.poll(() => here(page).searchParams.get('sort')).toBe('priceDesc');
    expect(here(page).searchParams.get('lang')).toBe('en');
    const prices = await cardPrices(page);
    expect.soft(prices, 'prices as shown in descending order').toEqual([...prices].sort((x, y) => y - x));

    // A bad word is refused in English too.
    await searchBar(page).input.fill('fuck');
    await searchBar(page).input.press('Enter');
    await expect(searchBar(page).error).toHaveText('This keyword is not allowed. Please try another one.');
    expect(here(page).searchParams.get('q')).toBe('tomato');

    await searchBar(page).input.fill('xyzzyqwv');
    await searchBar(page).input.press('Enter');
    await expect(page.getByTestId('listing-empty')).toContainText('No products found for “xyzzyqwv”');
  });
});
