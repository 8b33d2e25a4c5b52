import { expect, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { here } from '../../support/page';
import { ask, card, cards, findOnCategoryPage, jsonLd, money, parseMoney, productInRegion } from './catalog';

/**
 * The product card and the product page as spec/trading.md §2 and §5 describe them: sale and
 * original price with the saving badge, per-unit price with its tooltip, unit display, the
 * exclusive and out-of-stock states, weight-priced help and the related products. Each case looks
 * up a product of that kind through the API and checks the page shows it so.
 */

test.beforeEach(async ({ context }) => {
  await setRegion(context, 'HCM');
});

test('a product on sale: sale price, struck original price and the saving badge, on the card and the page', async ({
  page,
}) => {
  const { path, product } = await findOnCategoryPage(
    page.request,
    (p) => !p.isExclusive && p.originalPrice !== null && p.savingPercent > 0,
  );
  await page.goto(path);
  const target = card(page, product.id);
  await expect(target.getByTestId('saving-badge')).toHaveText(`−${product.savingPercent}%`);
  expect(parseMoney(await target.getByTestId('price').innerText())).toBe(product.price);
  const original = target.getByTestId('original-price');
  await expect(original).toContainText(money(product.originalPrice as number));
  expect(await original.evaluate((el) => el.tagName)).toBe('S');
  expect(parseMoney(await original.innerText())).toBeGreaterThan(product.price as number);
  await expect(target).toContainText('Giá đã bao gồm VAT');

  await target.getByRole('heading').getByRole('link').click();
  await expect.poll(() => here(page).pathname).toBe(product.slug);
  await expect(page.getByRole('region', { name: 'Giá', exact: true }).getByTestId('original-price')).toContainText(
    money(product.originalPrice as number),
  );
  await expect(page.getByTestId('saving')).toHaveText(
    `Tiết kiệm ${money(product.savingAmount)} (${product.savingPercent}%)`,
  );
});

test('a product without a sale shows neither a badge nor an original price', async ({ page }) => {
  const { path, product } = await findOnCategoryPage(
    page.request,
    (p) => !p.isExclusive && p.price !== null && p.originalPrice === null,
  );
  await page.goto(path);
  const target = card(page, product.id);
  expect(parseMoney(await target.getByTestId('price').innerText())).toBe(product.price);
  await expect(target.getByTestId('saving-badge')).toHaveCount(0);
  await expect(target.getByTestId('original-price')).toHaveCount(0);
});

test('an exclusive product: the Exclusive tag, the special-businesses text and talk to sales, never a price', async ({
  page,
}) => {
  const { path, product } = await findOnCategoryPage(page.request, (p) => p.isExclusive);
  expect(product.price, 'the API sends no price for it').toBeNull();
  await page.goto(path);
  const target = card(page, product.id);
  const exclusive = target.getByTestId('exclusive');
  await expect(exclusive).toContainText('Độc quyền');
  await expect(exclusive).toContainText('Sản phẩm chỉ dành cho doanh nghiệp đặc biệt.');
  await expect(target.getByTestId('talk-to-sales')).toHaveText('Liên hệ bộ phận kinh doanh');
  // Talk to sales opens the call-back form (its journey: specs/platform/contact.spec.ts).
  await expect(target.getByTestId('talk-to-sales')).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(target.getByTestId('price')).toHaveCount(0);
  await expect(target.getByTestId('saving-badge')).toHaveCount(0);
  await expect(target).not.toContainText(/\d đ/);

  // The product page: no price, no offer in the structured data.
  await page.goto(product.slug);
  await expect(page.getByTestId('product-name')).toHaveText(product.name);
  // The page's own price section (the related products' cards below have theirs).
  const priceSection = page.getByRole('region', { name: 'Giá', exact: true });
  await expect(priceSection.getByTestId('exclusive')).toBeVisible();
  await expect(priceSection.getByTestId('talk-to-sales')).toBeVisible();
  await expect(priceSection.getByTestId('price')).toHaveCount(0);
  await expect(priceSection).not.toContainText(/\d đ/);
  const ld = (await jsonLd(page)).find((data) => data['@type'] === 'Product');
  expect(ld, 'Product JSON-LD').toBeTruthy();
  expect(ld?.offers, 'no offer (price) for an exclusive product').toBeUndefined();

  // In English.
  await page.goto(`${path}?lang=en`);
  await expect(card(page, product.id).getByTestId('exclusive')).toContainText('Exclusive');
  await expect(card(page, product.id).getByTestId('exclusive')).toContainText('Only for special businesses.');
  await expect(card(page, product.id).getByTestId('talk-to-sales')).toHaveText('Talk to our sales team');
});

test('an out-of-stock product says so on its card and its page', async ({ page }) => {
  const { path, product } = await findOnCategoryPage(page.request, (p) => !p.isExclusive && !p.inStock);
  await page.goto(path);
  await expect(card(page, product.id).getByTestId('out-of-stock')).toHaveText('Tạm hết hàng');
  const inStock = await cards(page).evaluateAll(
    (nodes) => nodes.filter((n) => !n.querySelector('[data-testid="out-of-stock"]')).length,
  );
  expect(inStock, 'other cards are not marked').toBeGreaterThan(0);
  await page.goto(product.slug);
  await expect(page.getByRole('region', { name: 'Giá', exact: true }).getByTestId('out-of-stock')).toHaveText(
    'Tạm hết hàng',
  );
  const offers = (await jsonLd(page)).find((data) => data['@type'] === 'Product')?.offers as Record<string, unknown>;
  expect(offers.availability).toBe('https://schema.org/OutOfStock');
});

test('a pack shows “unit · count base unit” and the per-unit price with its tooltip', async ({ page, isMobile }) => {
  const { path, product } = await findOnCategoryPage(
    page.request,
    (p) =>
      !p.isExclusive &&
      p.baseUomPrice !== null &&
      p.baseUom !== null &&
      p.baseUnit !== null &&
      p.baseUnit > 1 &&
      p.baseUom.code !== p.uomLocal?.code,
  );
  await page.goto(path);
  const target = card(page, product.id);
  const count = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }).format(product.baseUnit as number);
  await expect(target.getByTestId('unit-line')).toHaveText(
    `${product.uomLocal?.name} · ${count} ${product.baseUom?.name}`,
  );
  const unitPrice = target.getByTestId('unit-price');
  await expect(unitPrice).toHaveText(`${money(product.baseUomPrice as number)}/${product.baseUom?.name}`);
  const tooltip = target.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  // Reachable by keyboard (focus) and by pointer (hover) alike.
  if (isMobile) await unitPrice.focus();
  else await unitPrice.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(`Giá quy đổi cho một ${product.baseUom?.name}`);
  await expect(unitPrice).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) as string);
});

test('a product sold by the kg: “Đơn vị: Kilôgam” on the card and the weight-priced help on its page', async ({
  page,
}) => {
  const { path, product } = await findOnCategoryPage(
    page.request,
    (p) => !p.isExclusive && p.uomLocal?.code === 'kg' && p.baseUom === null,
  );
  await page.goto(path);
  await expect(card(page, product.id).getByTestId('unit-line')).toHaveText(`Đơn vị: ${product.uomLocal?.name}`);
  await page.goto(product.slug);
  await expect(page.getByTestId('weight-help')).toContainText('Sản phẩm tính tiền theo cân nặng');

  await page.goto(`${product.slug}${product.slug.includes('?') ? '&' : '?'}lang=en`);
  await expect(page.getByTestId('weight-help')).toContainText('Priced by weight');
});

test('a product sold by the piece has no weight help; a single unit shows only the unit', async ({ page }) => {
  const { path, product } = await findOnCategoryPage(
    page.request,
    (p) => !p.isExclusive && !p.allowDecimal && p.uomLocal !== null && p.uomLocal.code !== 'kg' && p.baseUom === null,
  );
  await page.goto(path);
  await expect(card(page, product.id).getByTestId('unit-line')).toHaveText(product.uomLocal?.name as string);
  await page.goto(product.slug);
  await expect(page.getByTestId('product-name')).toHaveText(product.name);
  await expect(page.getByTestId('weight-help')).toHaveCount(0);
});

test('the product page: details, description, similar products as the API lists them', async ({ page }) => {
  const { product } = await findOnCategoryPage(page.request, (p) => !p.isExclusive && p.description !== null);
  const related = await ask<{
    getItemsInSameProductGroups: { id: string }[];
    getItemsInSameProductFamily: { id: string }[];
  }>(
    page.request,
    `query E2eRelated($id: ID!) {
      getItemsInSameProductGroups(productId: $id, size: 10) { id }
      getItemsInSameProductFamily(productId: $id, size: 10) { id }
    }`,
    { id: product.id },
    { 'x-region': 'HCM' },
  );
  expect(related.errors, JSON.stringify(related.errors)).toBeUndefined();
  const data = related.data as NonNullable<typeof related.data>;

  await page.goto(product.slug);
  await expect(page.getByTestId('product-description')).toContainText(product.description as string);
  const details = page.getByTestId('product-details');
  await expect(details).toContainText(product.supplierInternalCode);
  await expect(details).toContainText(product.supplier?.name as string);

  for (const [id, list] of [
    ['similar', data.getItemsInSameProductGroups],
    ['family', data.getItemsInSameProductFamily],
  ] as const) {
    const section = page.getByTestId(`related-${id}`);
    if (list.length === 0) {
      await expect(section, `no ${id} section without products`).toHaveCount(0);
      continue;
    }
    const shown = await section
      .getByTestId('product-card')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
    expect(shown, `${id} products`).toEqual(list.map((p) => p.id));
  }
  await expect(page.getByTestId('related-similar').or(page.getByTestId('related-family')).first()).toBeVisible();
});

test('a long description is clamped with Read more / Collapse', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the demo descriptions (≤ 250 characters) overflow five lines only on a phone');
  const { product } = await findOnCategoryPage(
    page.request,
    (p) => !p.isExclusive && (p.description?.length ?? 0) > 220,
  );
  await page.goto(product.slug);
  const description = page.getByTestId('product-description');
  const toggle = page.getByTestId('description-toggle');
  await expect(toggle).toHaveText('Xem thêm');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const clamped = await description.evaluate((el) => el.clientHeight);
  await toggle.click();
  await expect(toggle).toHaveText('Thu gọn');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await description.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await toggle.click();
  await expect(toggle).toHaveText('Xem thêm');
  expect(await description.evaluate((el) => el.clientHeight)).toBe(clamped);
});

test('the tag picture follows the language', async ({ page }) => {
  const { path, product } = await findOnCategoryPage(page.request, (p) => p.tagImageVn !== null);
  const english = await productInRegion(page.request, product.id, 'HCM', 'en');
  await page.goto(path);
  await expect(card(page, product.id).getByTestId('tag-image')).toHaveAttribute('src', product.tagImageVn as string);
  await page.goto(`${path}?lang=en`);
  await expect(card(page, product.id).getByTestId('tag-image')).toHaveAttribute(
    'src',
    (english.tagImageEn ?? english.tagImageVn) as string,
  );
});
