import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage, setStore } from '../../support/cookies';
import { orderableProducts, placeOrder } from '../../support/orders';
import { expectPath } from '../../support/page';
import { type Sessions, test } from '../../support/sessions';

/**
 * The delivery note /phieu-giao/{orderId} (docs/decisions.md, "Delivery notes"): the owner opens the note of an order
 * and reads its short code, the store, the lines and the total; two orders of the same supplier, store and date make
 * one merged note listing both codes; printed, the site's header is gone; another company's order goes to
 * /not-authorized. Orders are placed through the API for Bếp Việt – Quận 1; the phone project reads the page in
 * Vietnamese, the desktop one in English.
 */
const TEXT = {
  vi: { title: 'Phiếu giao hàng', print: 'In phiếu', received: 'Người nhận hàng' },
  en: { title: 'Delivery note', print: 'Print', received: 'Received by' },
} as const;

const STORE = STORES.bepVietQuan1;

function langOf(isMobile: boolean): 'vi' | 'en' {
  return isMobile ? 'vi' : 'en';
}

async function asOwner(page: Page, sessions: Sessions, lang: 'vi' | 'en') {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies((await sessions.state(ACCOUNTS.owner)).cookies);
  await setStore(context, STORE.id);
  await setLanguage(context, lang);
}

test('the owner reads the note of an order: code, store, lines, total; printed without the site header', async ({
  page,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const client = await sessions.client(ACCOUNTS.owner);
  const order = await placeOrder(client, STORE.id, isMobile ? 21 : 22);

  await asOwner(page, sessions, lang);
  await page.goto(`/orders/${order.id}`);
  await page.getByTestId('order-delivery-note').click();
  await expectPath(page, `/phieu-giao/${order.id}`);

  const note = page.getByTestId('delivery-note');
  await expect(note.getByRole('heading', { level: 1 })).toContainText(TEXT[lang].title);
  await expect(page.getByTestId('delivery-note-code')).toHaveText(/^PG-\d{6}$/);
  await expect(page.getByTestId('delivery-note-store')).toContainText(STORE.name);
  await expect(page.getByTestId('delivery-note-order').filter({ hasText: order.code })).toHaveAttribute(
    'href',
    `/orders/${order.id}`,
  );
  await expect(page.getByTestId('delivery-note-line').first()).toBeVisible();
  await expect(page.getByTestId('delivery-note-total')).toHaveText(/\d.*đ/);
  // The totals add up line by line: goods before VAT + their VAT = goods with VAT; + the fee − the discount = total.
  const amount = async (testId: string) => {
    const shown = page.getByTestId(testId);
    if ((await shown.count()) === 0) return 0;
    return Number(((await shown.textContent()) ?? '').replace(/\D/g, '')) || 0;
  };
  const total = Number(((await page.getByTestId('delivery-note-total').textContent()) ?? '').replace(/\D/g, ''));
  const goods = await amount('delivery-note-items-total');
  expect((await amount('delivery-note-subtotal')) + (await amount('delivery-note-vat'))).toBe(goods);
  expect(goods + (await amount('delivery-note-fee')) - (await amount('delivery-note-discount'))).toBe(total);
  await expect(page.getByTestId('delivery-note-signatures')).toContainText(TEXT[lang].received);
  await expect(page.getByTestId('delivery-note-print')).toHaveText(TEXT[lang].print);
  await expectNoBlockingViolations(page, testInfo, 'delivery note');

  // On paper: the note, not the site around it nor the print button.
  const header = page.locator('header').filter({ has: page.getByTestId('logo-link') });
  await expect(header).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByTestId('delivery-note-print')).toBeHidden();
  await expect(page.getByTestId('delivery-note-total')).toBeVisible();
  await expect(page.getByTestId('delivery-note-lines').locator('thead')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('two orders of the same supplier, store and date make one merged note with both codes', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = langOf(isMobile);
  const client = await sessions.client(ACCOUNTS.owner);
  // Two products of one supplier, as `placeOrder` indexes them (each project its own pair where it can).
  const products = await orderableProducts(client, STORE.id);
  const pairs: [number, number][] = [];
  for (let i = 0; i < products.length; i++)
    for (let j = i + 1; j < products.length; j++)
      if (products[i]?.supplier?.id === products[j]?.supplier?.id) pairs.push([i, j]);
  expect(pairs.length, 'two orderable products of one supplier').toBeGreaterThan(0);
  const [a, b] = pairs[(isMobile ? 1 : 0) % pairs.length] as [number, number];
  const first = await placeOrder(client, STORE.id, a);
  const second = await placeOrder(client, STORE.id, b);

  await asOwner(page, sessions, lang);
  await page.goto(`/phieu-giao/${second.id}`);
  const codes = page.getByTestId('delivery-note-order');
  await expect(codes.filter({ hasText: first.code })).toHaveAttribute('href', `/orders/${first.id}`);
  await expect(codes.filter({ hasText: second.code })).toHaveAttribute('href', `/orders/${second.id}`);
  await expect(page.getByTestId('delivery-note-merged')).toBeVisible();
  // The same note from either order.
  const code = await page.getByTestId('delivery-note-code').textContent();
  await page.goto(`/phieu-giao/${first.id}`);
  await expect(page.getByTestId('delivery-note-code')).toHaveText(code ?? '');
  await expect(page.getByTestId('delivery-note-line').first()).toBeVisible();
});

test("another company's order, or no order, goes to /not-authorized", async ({ page, sessions, isMobile }) => {
  const lang = langOf(isMobile);
  const client = await sessions.client(ACCOUNTS.owner);
  const order = await placeOrder(client, STORE.id, isMobile ? 23 : 24);
  const context = page.context();
  await context.clearCookies();
  await context.addCookies((await sessions.state(ACCOUNTS.otherOwner)).cookies);
  await setStore(context, STORES.quanComHoanKiem.id);
  await setLanguage(context, lang);
  await page.goto(`/phieu-giao/${order.id}`);
  await expectPath(page, '/not-authorized');
  await page.goto('/phieu-giao/not-an-order');
  await expectPath(page, '/not-authorized');
});

test('an order waiting for approval has no delivery note: the supplier has not seen it', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = langOf(isMobile);
  const order = await placeOrder(await sessions.client(ACCOUNTS.purchaser), STORE.id, isMobile ? 25 : 26);
  expect(order.status).toBe('PENDING_APPROVAL');
  await asOwner(page, sessions, lang);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', 'PENDING_APPROVAL');
  await expect(page.getByTestId('order-delivery-note')).toHaveCount(0);
  await page.goto(`/phieu-giao/${order.id}`);
  await expectPath(page, '/not-authorized');
});
