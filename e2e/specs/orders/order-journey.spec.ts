import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, STORES, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { setLanguage, setStore } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { openLive } from '../../support/live';
import { placeOrder } from '../../support/orders';
import { type Sessions, test } from '../../support/sessions';

/**
 * An order's whole life across its actors (issue 14 point 10): the purchaser places it, the approver approves it, the
 * supplier's side (the marketplace's operator, who may act for any supplier) accepts it and delivers a lighter weight,
 * the buyer watches the order page change without a reload, confirms receipt, downloads the invoice and reorders;
 * then a decline with its reason, and a cancel the supplier overtook ("processed", Confirm reloads). Quận 1's orders;
 * the phone project reads Vietnamese, the desktop one English.
 */
const STORE = STORES.bepVietQuan1;

async function as(
  page: Page,
  sessions: Sessions,
  account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS],
  lang: 'vi' | 'en',
) {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies((await sessions.state(account)).cookies);
  await setStore(context, STORE.id);
  await setLanguage(context, lang);
}

async function supply<T>(sessions: Sessions, query: string, variables: Record<string, unknown>): Promise<T> {
  const operator = await sessions.client(SUPPLY_ACCOUNTS.operator);
  const res = await graphql<T>(operator, query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

const ok = (payload: { success: boolean; userErrors: unknown[] }) =>
  expect(payload.success, JSON.stringify(payload.userErrors)).toBe(true);

test('placed, approved, accepted, delivered lighter, followed live, received, invoiced and reordered', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.purchaser), STORE.id, isMobile ? 31 : 32);
  expect(order.status).toBe('PENDING_APPROVAL');

  // The approver approves it on its page.
  await as(page, sessions, ACCOUNTS.approver, lang);
  await page.goto(`/orders/${order.id}`);
  await page.getByTestId('order-approve').click();
  await page.getByTestId('order-dialog-confirm').click();
  const status = page.getByTestId('order-detail-status');
  await expect(status).toHaveAttribute('data-status', 'PENDING_ACCEPTANCE');

  // The owner keeps the order open while the supplier's side works on it.
  await as(page, sessions, ACCOUNTS.owner, lang);
  await openLive(page, `/orders/${order.id}`);
  await expect(status).toHaveAttribute('data-status', 'PENDING_ACCEPTANCE');
  const total = page.getByTestId('order-gross-total');
  const placedTotal = await total.textContent();

  type Payload = { success: boolean; userErrors: unknown[] };
  const accepted = await supply<{ supplyOrderAccept: Payload }>(
    sessions,
    'mutation E2eJourneyAccept($id: ID!) { supplyOrderAccept(id: $id) { success userErrors { message } } }',
    { id: order.id },
  );
  ok(accepted.supplyOrderAccept);
  await expect(status).toHaveAttribute('data-status', 'ACCEPTED', { timeout: 15_000 });
  const dispatched = await supply<{ supplyOrderAdvance: Payload }>(
    sessions,
    'mutation E2eJourneyDispatch($id: ID!) { supplyOrderAdvance(id: $id, action: DISPATCH) { success userErrors { message } } }',
    { id: order.id },
  );
  ok(dispatched.supplyOrderAdvance);
  await expect(status).toHaveAttribute('data-status', 'DELIVERING', { timeout: 15_000 });

  // At the door the goods weigh a quarter unit less than ordered: the line and every total follow, live.
  const read = await supply<{ supplyOrder: { items: { id: string; orderedQuantity: number }[] } }>(
    sessions,
    'query E2eJourneyItems($id: ID!) { supplyOrder(id: $id) { items { id orderedQuantity } } }',
    { id: order.id },
  );
  const line = read.supplyOrder.items[0] as { id: string; orderedQuantity: number };
  const weighed = line.orderedQuantity - 0.25;
  const delivered = await supply<{ supplyOrderSetDelivered: Payload }>(
    sessions,
    `mutation E2eJourneyWeigh($id: ID!, $items: [OrderItemChangeInput!]!) {
      supplyOrderSetDelivered(id: $id, items: $items) { success userErrors { message } } }`,
    { id: order.id, items: [{ itemId: line.id, deliveredQuantity: weighed }] },
  );
  ok(delivered.supplyOrderSetDelivered);
  const shown = lang === 'vi' ? String(weighed).replace('.', ',') : String(weighed);
  await expect(page.getByTestId('order-item-delivered').first()).toContainText(shown, { timeout: 15_000 });
  await expect(total).not.toHaveText(placedTotal ?? '', { timeout: 15_000 });

  // The buyer confirms receipt (a question first).
  await page.getByTestId('order-receive').click();
  await page.getByTestId('order-dialog-confirm').click();
  await expect(status).toHaveAttribute('data-status', 'DELIVERED');

  // The invoice is the delivered order's PDF.
  const pdf = await page.request.get(`/invoices/${order.id}.pdf?lang=${lang}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Reorder puts it back into the cart and says so.
  await page.getByTestId('order-reorder').click();
  await expect(page.getByTestId('reorder-result')).toBeVisible();
  await expect(page.getByTestId('reorder-added').first()).toBeVisible();
});

test('a supplier’s decline shows with its reason', async ({ page, sessions, isMobile }) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 33 : 34);
  await as(page, sessions, ACCOUNTS.owner, lang);
  await openLive(page, `/orders/${order.id}`);
  const declined = await supply<{ supplyOrderDecline: { success: boolean; userErrors: unknown[] } }>(
    sessions,
    'mutation E2eJourneyDecline($id: ID!) { supplyOrderDecline(id: $id, reason: "Hết hàng tại kho") { success userErrors { message } } }',
    { id: order.id },
  );
  ok(declined.supplyOrderDecline);
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', 'DECLINED', { timeout: 15_000 });
  await expect(page.getByTestId('order-reason')).toContainText('Hết hàng tại kho');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
});

test('a cancel the supplier overtook says "processed", and Confirm shows the order as it is', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 35 : 36);
  await as(page, sessions, ACCOUNTS.owner, lang);
  // A page opened before the supplier moved, whose live stream is down: it still offers Cancel.
  await page.route('**/events**', (route) => route.abort());
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-cancel')).toBeVisible();
  const accepted = await supply<{ supplyOrderAccept: { success: boolean; userErrors: unknown[] } }>(
    sessions,
    'mutation E2eJourneyOvertake($id: ID!) { supplyOrderAccept(id: $id) { success userErrors { message } } }',
    { id: order.id },
  );
  ok(accepted.supplyOrderAccept);
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('order-dialog-confirm').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog).toContainText(
    lang === 'vi'
      ? 'Đơn hàng đã được xử lý và không thể huỷ. Bấm Xác nhận để tải lại trạng thái mới nhất.'
      : 'The order has been processed and cannot be canceled. Press Confirm to reload the latest status.',
  );
  await page.getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
});
