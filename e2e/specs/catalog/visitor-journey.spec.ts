import { expect, type Page, test } from '@playwright/test';
import { COOKIES, cookieValue, setRegion } from '../../support/cookies';
import { here, htmlLang, regionPopup, settle } from '../../support/page';
import {
  type ApiProduct,
  card,
  cards,
  categoryTree,
  jsonLd,
  money,
  parseMoney,
  pricedCard,
  productInRegion,
  type Region,
} from './catalog';

/**
 * A visitor's way from the home page to a product (issue 3 point 6): the region popup, a category
 * page, a product page, and at every step the price of the chosen region, as the API gives it.
 */

const CATEGORY_PATH = /^\/(?:[^/]*-)?c\d{1,5}$/;

/** The first few cards of the page with their prices in both regions, from the API. */
async function cardsWithRegionalPrices(page: Page, count = 8) {
  const ids = (await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')))).filter(
    (id): id is string => id !== null,
  );
  expect(ids.length, 'the category page lists products').toBeGreaterThan(0);
  const out: { hn: ApiProduct; hcm: ApiProduct }[] = [];
  for (const id of ids.slice(0, count)) {
    const [hn, hcm] = await Promise.all([
      productInRegion(page.request, id, 'HN'),
      productInRegion(page.request, id, 'HCM'),
    ]);
    out.push({ hn, hcm });
  }
  return out;
}

/** The product page's own price (the related products' cards further down have theirs). */
function pagePrice(page: Page, lang: 'vi' | 'en' = 'vi') {
  return page.getByRole('region', { name: lang === 'vi' ? 'Giá' : 'Price', exact: true }).getByTestId('price');
}

/** The product's JSON-LD (there is exactly one Product object on a product page). */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const products = (await jsonLd(page)).filter((data) => data['@type'] === 'Product');
  expect(products, 'one Product JSON-LD').toHaveLength(1);
  return products[0] as Record<string, unknown>;
}

test('a visitor chooses Miền Bắc in the popup, opens a category from the home page and a product: HN prices throughout', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const popup = regionPopup(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('radio', { name: /Miền Bắc/ }).check();
  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', { name: 'Tiếp tục' }).click();
  await reloaded;
  expect(await cookieValue(context, COOKIES.region)).toBe('HN');
  await settle(page);
  await expect(regionPopup(page)).toHaveCount(0);
  // The home page's own promotion popup may follow (once per browser session): close it as a visitor would.
  const promotion = page.getByTestId('home-popup');
  if (await promotion.isVisible()) {
    await page.getByTestId('home-popup-close').click();
    await expect(promotion).toBeHidden();
  }

  // The home page's category navigation: the wide menu on desktop, the icon grid on phones.
  const categoryLink = page
    .locator('[data-testid="category-nav-item"]:visible, [data-testid="category-nav-grid-item"]:visible')
    .first();
  await expect(categoryLink).toBeVisible();
  const categoryName = (await categoryLink.innerText()).trim();
  await categoryLink.click();
  await expect.poll(() => here(page).pathname).toMatch(CATEGORY_PATH);
  await expect(page.getByTestId('listing-title')).toHaveText(categoryName);
  await expect(regionPopup(page)).toHaveCount(0);

  // Cards show prices in đồng with the VAT line, and they are the HN prices.
  await expect(cards(page).first()).toBeVisible();
  const priced = pricedCard(page);
  await expect(priced.getByTestId('price')).toHaveText(/^[\d.]+ đ\/\S/);
  await expect(priced).toContainText('Giá đã bao gồm VAT');

  const listed = await cardsWithRegionalPrices(page);
  for (const { hn } of listed) {
    if (hn.isExclusive || hn.price === null) continue;
    const shown = parseMoney(await card(page, hn.id).getByTestId('price').innerText());
    expect(shown, `card price of ${hn.name}`).toBe(hn.price);
  }
  // A product whose price differs between the regions proves the page follows the region.
  const chosen = listed.find(({ hn, hcm }) => !hn.isExclusive && hn.price !== null && hn.price !== hcm.price);
  expect(chosen, 'a product priced differently in HN and HCM among the first cards').toBeTruthy();
  const { hn: product, hcm } = chosen as { hn: ApiProduct; hcm: ApiProduct };

  await card(page, product.id).getByRole('heading').getByRole('link').click();
  await expect.poll(() => here(page).pathname).toBe(product.slug.split('?')[0]);

  await expect(page.getByTestId('product-name')).toHaveText(product.name);
  const price = parseMoney(await pagePrice(page).innerText());
  expect(price, 'the product page shows the HN price').toBe(product.price);
  expect(price, 'not the HCM price').not.toBe(hcm.price);
  await expect(pagePrice(page)).toContainText(money(product.price as number));
  await expect(page.getByRole('main')).toContainText('Giá đã bao gồm VAT');
  await expect(page.getByTestId('delivery-policy')).toBeVisible();
  await expect(page.getByTestId('delivery-policy')).toContainText('Chính sách giao hàng');
  await expect(page.getByTestId('product-details')).toContainText(product.supplierInternalCode);
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  const ld = await productJsonLd(page);
  expect(ld.name).toBe(product.name);
  expect(ld.sku).toBe(product.supplierInternalCode);
  const offers = ld.offers as Record<string, unknown>;
  expect(offers.priceCurrency).toBe('VND');
  expect(offers.price).toBe(product.price);
  expect(String(offers.url)).toContain(product.slug.split('?')[0]);
});

test('a visitor with Miền Nam sees the HCM price of the same product page', async ({ page, context }) => {
  await setRegion(context, 'HCM');
  const tree = await categoryTree(page.request, 'HCM');
  // Any product priced differently in the two regions: look it up through the category page the visitor sees.
  await page.goto(`/${tree[0]?.slug}`);
  const listed = await cardsWithRegionalPrices(page);
  const chosen = listed.find(({ hn, hcm }) => !hcm.isExclusive && hcm.price !== null && hn.price !== hcm.price);
  expect(chosen).toBeTruthy();
  const { hcm } = chosen as { hn: ApiProduct; hcm: ApiProduct };
  expect(parseMoney(await card(page, hcm.id).getByTestId('price').innerText())).toBe(hcm.price);

  await page.goto(hcm.slug);
  await settle(page);
  await expect(regionPopup(page)).toHaveCount(0);
  expect(parseMoney(await pagePrice(page).innerText())).toBe(hcm.price);
  const offers = (await productJsonLd(page)).offers as Record<string, unknown>;
  expect(offers.price).toBe(hcm.price);
});

test('in English: the language switch on a category page, then a product page in English', async ({
  page,
  context,
}) => {
  const region: Region = 'HN';
  await setRegion(context, region);
  const [treeVi, treeEn] = await Promise.all([
    categoryTree(page.request, region, 'vi'),
    categoryTree(page.request, region, 'en'),
  ]);
  const parentVi = treeVi[0];
  const parentEn = treeEn.find((c) => c.id === parentVi?.id);
  expect(parentVi && parentEn).toBeTruthy();
  expect(parentEn?.name).not.toBe(parentVi?.name);

  await page.goto(`/${parentVi?.slug}`);
  await expect(page.getByTestId('listing-title')).toHaveText(parentVi?.name as string);
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('lang-en').click();
  await reloaded;
  await expect.poll(() => htmlLang(page)).toBe('en');
  expect(here(page).searchParams.get('lang'), 'category pages carry ?lang=en').toBe('en');
  await expect(page.getByTestId('listing-title')).toHaveText(parentEn?.name as string);
  await expect(page.getByTestId('listing-total')).toContainText(/\d+ products?/);
  await expect(pricedCard(page)).toContainText('Price includes VAT');
  await expect(page.getByRole('main')).not.toContainText('Giá đã bao gồm VAT');

  // The first priced card, opened in English: name, price, delivery policy and JSON-LD in English.
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id') ?? ''));
  let product: ApiProduct | null = null;
  for (const id of ids) {
    const candidate = await productInRegion(page.request, id, region);
    if (!candidate.isExclusive && candidate.price !== null) {
      product = candidate;
      break;
    }
  }
  expect(product).toBeTruthy();
  const target = card(page, product?.id as string);
  const englishName = (await target.getByRole('heading').innerText()).trim();
  await target.getByRole('heading').getByRole('link').click();
  await expect.poll(() => here(page).searchParams.get('lang')).toBe('en');
  await expect(page.getByTestId('product-name')).toHaveText(englishName);
  expect(englishName, 'the English name differs from the Vietnamese one').not.toBe(product?.name);
  expect(parseMoney(await pagePrice(page, 'en').innerText())).toBe(product?.price);
  await expect(page.getByTestId('delivery-policy')).toContainText('Delivery policy');
  await expect(page.getByRole('main')).toContainText('Price includes VAT');
  await expect(page).toHaveTitle(new RegExp(englishName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const ld = await productJsonLd(page);
  expect(ld.name).toBe(englishName);
  expect((ld.offers as Record<string, unknown>).priceCurrency).toBe('VND');
});

test('a visitor landing on a category page without a region gets the popup there, in English too', async ({ page }) => {
  const tree = await categoryTree(page.request, 'HCM', 'en');
  await page.goto(`/${tree[0]?.slug}?lang=en`);
  const popup = regionPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Continue' })).toBeVisible();
  await popup.getByRole('radio', { name: /North/ }).check();
  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await reloaded;
  await settle(page);
  await expect(regionPopup(page)).toHaveCount(0);
  await expect(page.getByTestId('listing-title')).toHaveText(tree[0]?.name as string);
  expect(await cookieValue(page.context(), COOKIES.region)).toBe('HN');
});
