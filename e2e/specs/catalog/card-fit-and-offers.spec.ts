import { expect, type Page, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { here } from '../../support/page';
import { ask, parseMoney } from './catalog';

/**
 * Issue 12, points 2 and 4: cards a buyer can tell apart (the supplier on every card, the other suppliers'
 * offers on the product page) and cards whose text is never cut (a long price with its unit on a 375 px phone).
 */

test.beforeEach(async ({ context }) => {
  await setRegion(context, 'HCM');
});

interface CardReport {
  cards: number;
  /** Text outside its card's box: "card id: text (how far)". */
  outside: string[];
  /** Price and unit lines wider than their box (scrollWidth > clientWidth). */
  overflowing: string[];
  /** Cards without a visible supplier line. */
  withoutSupplier: string[];
}

/**
 * Every product card of the page: each piece of text must lie inside the card's box. A text clipped on purpose
 * (an ellipsis or a line clamp: the name, the supplier) counts by the box of the element that clips it; a screen
 * reader's text (sr-only) and hidden tooltips do not count. The card clips its overflow, so text outside its box is
 * text a buyer cannot read ("2.400.840 đ/Thùng gi").
 */
async function inspectCards(page: Page): Promise<CardReport> {
  return page.evaluate(() => {
    const report: CardReport = { cards: 0, outside: [], overflowing: [], withoutSupplier: [] };
    const TOLERANCE = 0.5;
    const clipsOnPurpose = (style: CSSStyleDeclaration) =>
      style.overflow !== 'visible' &&
      (style.textOverflow === 'ellipsis' || (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''));
    const srOnly = (el: Element) => {
      const style = getComputedStyle(el);
      return style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || el.clientWidth <= 1);
    };
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid="product-card"]')) {
      report.cards++;
      const box = card.getBoundingClientRect();
      const id = card.dataset.productId ?? '?';
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        let hidden = false;
        let clipper: Element | null = null;
        for (let el: Element | null = parent; el && el !== card; el = el.parentElement) {
          if (srOnly(el)) hidden = true;
          if (!clipper && clipsOnPurpose(getComputedStyle(el))) clipper = el;
        }
        if (hidden) continue;
        const rects = clipper
          ? [clipper.getBoundingClientRect()]
          : (() => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return [...range.getClientRects()];
            })();
        for (const r of rects) {
          if (r.width === 0 && r.height === 0) continue;
          const beyond = Math.max(box.left - r.left, r.right - box.right, box.top - r.top, r.bottom - box.bottom);
          if (beyond > TOLERANCE) report.outside.push(`${id}: “${text}” (${beyond.toFixed(1)} px)`);
        }
      }
      for (const el of card.querySelectorAll<HTMLElement>(
        '[data-testid="price-block"], [data-testid="price-block"] *, [data-testid="unit-line"]',
      )) {
        // Inline boxes have no client width of their own; screen-reader text is 1 px wide on purpose.
        if (el.clientWidth === 0 || srOnly(el)) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          report.overflowing.push(`${id}: “${el.innerText}” ${el.scrollWidth} > ${el.clientWidth} px`);
      }
      const supplier = card.querySelector<HTMLElement>('[data-testid="product-supplier"]');
      if (!supplier?.checkVisibility() || !supplier.innerText.trim()) report.withoutSupplier.push(id);
    }
    return report;
  });
}

for (const { name, path, min } of [
  { name: '/market page 1', path: '/market', min: 20 },
  { name: 'the home page', path: '/', min: 10 },
]) {
  test(`${name}: every card shows its supplier and no text of a card ends outside it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The web font changes every width: measure with it.
    await page.evaluate(() => document.fonts.ready);
    const report = await inspectCards(page);
    expect(report.cards).toBeGreaterThanOrEqual(min);
    expect(report.outside, 'text outside its card').toEqual([]);
    expect(report.overflowing, 'price or unit lines wider than their box').toEqual([]);
    expect(report.withoutSupplier, 'cards without a supplier line').toEqual([]);
  });
}

test('the supplier line of a card is the trading name, with the full name as its title and accessible name', async ({
  page,
}) => {
  await page.goto('/market');
  const line = page.getByTestId('product-card').first().getByTestId('product-supplier');
  const full = (await line.getAttribute('title')) ?? '';
  expect(full.length).toBeGreaterThan(0);
  const shown = (await line.locator('[aria-hidden="true"]').last().innerText()).trim();
  expect(full.endsWith(shown), `“${shown}” is the end of “${full}”`).toBe(true);
  await expect(line).toContainText(`Nhà cung cấp: ${full}`);
});

interface Offer {
  id: string;
  slug: string;
  price: number | null;
  supplier: { name: string };
}
interface WithOffers extends Offer {
  name: string;
  otherOffers: Offer[];
}

test('the product page lists the other suppliers of the same product with their prices, and the links work', async ({
  page,
}) => {
  // The demo's "Bia 333 lon 330ml" comes from three suppliers.
  const found = await ask<{ productSearch: { data: WithOffers[] } }>(
    page.request,
    `query E2eOffers($q: String) { productSearch(filter: { query: $q }, pagination: { size: 50 }) {
      data { id name slug price supplier { name } otherOffers { id slug price supplier { name } } } } }`,
    { q: 'Bia 333 lon 330ml' },
    { 'x-region': 'HCM' },
  );
  const beers = (found.data?.productSearch.data ?? []).filter((p) => p.name === 'Bia 333 lon 330ml');
  expect(beers.length).toBe(3);
  const product = beers[0] as WithOffers;
  expect(product.otherOffers).toHaveLength(2);

  // A beer's page asks the visitor's age first (age-check.spec.ts): answered yes for this session.
  await page.addInitScript(() => sessionStorage.setItem('cb_alcohol_popup_hidden', '1'));
  await page.goto(product.slug);
  const section = page.getByRole('region', { name: 'Nhà cung cấp khác' });
  await expect(section).toBeVisible();
  const rows = section.getByTestId('other-offer');
  await expect(rows).toHaveCount(2);
  for (const [at, offer] of product.otherOffers.entries()) {
    const row = rows.nth(at);
    await expect(row.getByTestId('other-offer-supplier')).toHaveText(offer.supplier.name);
    if (offer.price === null) {
      // An exclusive offer (no price for anyone) says so, after the priced ones.
      await expect(row.getByTestId('other-offer-price')).toHaveText('Độc quyền – liên hệ');
    } else {
      expect(parseMoney(await row.getByTestId('other-offer-price').innerText())).toBe(offer.price);
      await expect(row.getByTestId('other-offer-price')).toContainText('/Lon');
    }
    await expect(row).toHaveAttribute('href', offer.slug);
  }
  const prices = product.otherOffers.map((o) => o.price ?? Number.POSITIVE_INFINITY);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The page's own supplier is named under the title, and is not among the others.
  await expect(page.getByTestId('product-supplier').first()).toHaveAttribute('title', product.supplier.name);
  await expect(section).not.toContainText(product.supplier.name);

  const first = product.otherOffers[0] as Offer;
  await rows.first().click();
  await expect.poll(() => here(page).pathname).toBe(first.slug);
  await expect(page.getByTestId('product-name')).toHaveText('Bia 333 lon 330ml');
  // From there, the first product is one of the other offers.
  await expect(
    page.getByRole('region', { name: 'Nhà cung cấp khác' }).locator(`a[href="${product.slug}"]`),
  ).toContainText(product.supplier.name);
});
