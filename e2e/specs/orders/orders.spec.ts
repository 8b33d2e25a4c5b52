import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage, setStore } from '../../support/cookies';
import { placeOrder } from '../../support/orders';
import { expectPath, here } from '../../support/page';
import { type Sessions, test } from '../../support/sessions';

/**
 * The buyer's order pages (issue 14 §2–§4): an order placed by the purchaser waits for approval, the approver sees
 * the header's count and approves it, the owner finds it on /orders by the status filter (in the URL), opens it and
 * cancels it; a second order is disapproved with a reason and shows on /pending-orders-history; reorder; the guards;
 * the CSV export. Orders are placed through the API (the checkout's own calls) for Bếp Việt – Quận 1, the
 * purchaser's only store; each test places its own, so the two projects (phone, desktop) never act on the same order.
 * The phone project reads the pages in Vietnamese, the desktop one in English.
 */
const TEXT = {
  vi: {
    canceled: 'Đã huỷ',
    sent: 'Chờ nhà cung cấp xác nhận',
    approveDone: 'Đã duyệt 1 đơn hàng.',
    disapproveDone: 'Từ chối 1 đơn hàng thành công.',
    reasonRequired: 'Vui lòng nhập lý do.',
    approvedBy: 'Lê Minh Châu',
  },
  en: {
    canceled: 'Canceled',
    sent: 'Awaiting supplier acceptance',
    approveDone: '1 order approved.',
    disapproveDone: 'Decline successfully: 1 order.',
    reasonRequired: 'Please give a reason.',
    approvedBy: 'Lê Minh Châu',
  },
} as const;

const STORE = STORES.bepVietQuan1;

function langOf(isMobile: boolean): 'vi' | 'en' {
  return isMobile ? 'vi' : 'en';
}

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

/** The purchaser's order, waiting for approval. */
async function pendingOrder(sessions: Sessions, pick: number) {
  const client = await sessions.client(ACCOUNTS.purchaser);
  const order = await placeOrder(client, STORE.id, pick);
  expect(order.status).toBe('PENDING_APPROVAL');
  return order;
}

test('placed by the purchaser, approved by the approver, found and canceled by the owner', async ({
  page,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  const order = await pendingOrder(sessions, isMobile ? 11 : 12);

  // The approver: the header's notice, then the approvals page.
  await as(page, sessions, ACCOUNTS.approver, lang);
  await page.goto('/market');
  const notice = page.getByTestId('pending-approvals-link');
  await expect(notice).toBeVisible();
  expect(Number(await notice.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
  await notice.click();
  await expectPath(page, '/orders-pending-approval');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(row).toBeVisible();
  await expectNoBlockingViolations(page, testInfo, 'approvals');
  await row.locator('xpath=following-sibling::tr[1]').getByTestId('approval-approve').click();
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(order.code);
  await dialog.getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('approval-done')).toHaveText(text.approveDone);
  await expect(row).toHaveCount(0);

  // The owner: the status filter, written to the URL.
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto('/orders');
  if (isMobile) await page.getByTestId('order-filters-toggle').click();
  await page.getByTestId('filter-status').selectOption('PENDING_ACCEPTANCE');
  await page.getByTestId('filter-q').fill(order.code);
  await page.getByTestId('filter-apply').click();
  await expect.poll(() => here(page).searchParams.get('status')).toBe('PENDING_ACCEPTANCE');
  expect(here(page).searchParams.get('q')).toBe(order.code);
  const found = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(found).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expectNoBlockingViolations(page, testInfo, 'orders, filtered');

  // The order page: the approval in the history, then cancel after the question.
  await found.getByTestId('order-link').click();
  await expectPath(page, `/orders/${order.id}`);
  await expect(page.getByTestId('order-detail-status')).toHaveText(text.sent);
  await expect(page.getByTestId('order-history-entry').filter({ hasText: text.approvedBy })).toBeVisible();
  await expect(page.getByTestId('order-gross-total')).toBeVisible();
  await page.getByTestId('order-cancel').click();
  const cancel = page.getByTestId('order-dialog');
  await expect(cancel).toBeVisible();
  await expectNoBlockingViolations(page, testInfo, 'cancel question');
  // The question first: going back changes nothing.
  await cancel.getByTestId('order-dialog-cancel').click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('order-detail-status')).toHaveText(text.sent);
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('order-dialog-reason').fill('Đặt nhầm ngày giao');
  await page.getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('order-detail-status')).toHaveText(text.canceled);
  await expect(page.getByTestId('order-cancellation')).toContainText(ACCOUNTS.owner.name);
  await expect(page.getByTestId('order-reason')).toContainText('Đặt nhầm ngày giao');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  // The audit is the server's: it is there after a reload too.
  await page.reload();
  await expect(page.getByTestId('order-cancellation')).toContainText(ACCOUNTS.owner.name);
  await expectNoBlockingViolations(page, testInfo, 'canceled order');
});

test('disapproved with a reason (asked for, then given) shows on the approval history', async ({
  page,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  const order = await pendingOrder(sessions, isMobile ? 13 : 14);
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto('/orders-pending-approval');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await row.getByTestId('order-select').check();
  await page.getByTestId('approval-bulk-disapprove').click();
  const dialog = page.getByTestId('approval-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('order-dialog-confirm').click();
  await expect(dialog.getByTestId('order-dialog-error')).toHaveText(text.reasonRequired);
  await expectNoBlockingViolations(page, testInfo, 'disapprove question with its error');
  await dialog.getByTestId('order-dialog-reason').fill('Vượt ngân sách tuần này');
  await dialog.getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('approval-done')).toHaveText(text.disapproveDone);
  await expect(row).toHaveCount(0);

  await page.goto('/pending-orders-history?statuses=APPROVAL_DISAPPROVED');
  const decided = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(decided).toBeVisible();
  const decision = decided.locator('xpath=following-sibling::tr[1]').getByTestId('approval-decision');
  await expect(decision).toHaveAttribute('data-decision', 'disapproved');
  await expect(decision).toContainText(ACCOUNTS.owner.name);
  await expect(decision).toContainText('Vượt ngân sách tuần này');
  await expectNoBlockingViolations(page, testInfo, 'approval history');
});

test('a decided order leaves the approvals list at once, and Back after deciding on its page does not bring it back', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  const first = await pendingOrder(sessions, isMobile ? 43 : 44);
  const second = await pendingOrder(sessions, isMobile ? 45 : 46);
  await as(page, sessions, ACCOUNTS.approver, lang);
  await page.goto('/orders-pending-approval');
  const rowOf = (id: string) => page.locator(`[data-testid="order-row"][data-order-id="${id}"]`);
  await expect(rowOf(first.id)).toBeVisible();
  await expect(rowOf(second.id)).toBeVisible();

  // The page's own refresh (and the live one) are held back: the row must leave with the API's answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/orders-pending-approval**', async (route) => {
    if (route.request().headers().rsc) await held;
    await route.fallback();
  });
  await rowOf(first.id).locator('xpath=following-sibling::tr[1]').getByTestId('approval-approve').click();
  await page.getByTestId('approval-dialog').getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('approval-done')).toHaveText(text.approveDone);
  await expect(rowOf(first.id)).toHaveCount(0, { timeout: 3000 });
  await expect(rowOf(second.id)).toBeVisible();
  release();
  await page.unroute('**/orders-pending-approval**');

  // Approved on the order's own page, then Back to the list: it is not offered again.
  await rowOf(second.id).getByTestId('order-link').click();
  await expectPath(page, `/orders/${second.id}`);
  await page.getByTestId('order-approve').click();
  await page.getByTestId('order-dialog').getByTestId('order-dialog-confirm').click();
  await expect(page.getByTestId('order-detail-status')).toHaveText(text.sent);
  await page.goBack();
  await expectPath(page, '/orders-pending-approval');
  await expect(page.getByTestId('orders-page-pendingApproval')).toBeVisible();
  await expect(rowOf(second.id)).toHaveCount(0);
});

test('reorder puts the items into the cart and names what it left out', async ({ page, sessions, isMobile }) => {
  const lang = langOf(isMobile);
  // The owner's own order (no approval) of Bếp Việt – Quận 1.
  const client = await sessions.client(ACCOUNTS.owner);
  const order = await placeOrder(client, STORE.id, isMobile ? 15 : 16);
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders/${order.id}`);
  const name =
    (await page.getByTestId('order-item').first().locator('td').first().locator('span').first().textContent()) ?? '';
  await page.getByTestId('order-reorder').click();
  const result = page.getByTestId('reorder-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('reorder-added').filter({ hasText: name.trim() })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await result.getByTestId('reorder-close').click();
  await expect(result).toBeHidden();

  // What the API leaves out (a product no longer sold…) is named with its reason: the answer is the API's, with one
  // product left out as the API writes it (no demo product can be made unavailable from a browser test).
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'OrderBulkReorder') return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    json.data.orderBulkReorder.leftOut.push({
      productId: '0',
      storeId: STORE.id,
      name: 'Sản phẩm ngừng bán',
      quantity: 2,
      code: 'PRODUCT_NOT_AVAILABLE',
      reason: 'Sản phẩm hiện không có sẵn',
    });
    return route.fulfill({ response, json });
  });
  await page.goto('/orders');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await row.getByTestId('order-select').check();
  await page.getByTestId('orders-bulk-reorder').click();
  await expect(result).toBeVisible();
  await expect(result.getByTestId('reorder-added').first()).toBeVisible();
  await expect(result.getByTestId('reorder-left-out')).toContainText('Sản phẩm hiện không có sẵn');
  await result.getByTestId('reorder-to-checkout').click();
  await expectPath(page, '/checkout');
});

test('staff without ORDER_LIST is sent away from /orders; another company never sees an order', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = langOf(isMobile);
  await as(page, sessions, ACCOUNTS.staff, lang);
  await page.goto('/orders');
  await expectPath(page, '/');

  const client = await sessions.client(ACCOUNTS.owner);
  const order = await placeOrder(client, STORE.id, isMobile ? 17 : 18);
  const context = page.context();
  await context.clearCookies();
  await context.addCookies((await sessions.state(ACCOUNTS.otherOwner)).cookies);
  await setStore(context, STORES.quanComHoanKiem.id);
  await page.goto(`/orders/${order.id}`);
  await expectPath(page, '/not-authorized');
  await page.goto('/orders/not-an-order');
  await expectPath(page, '/not-authorized');
});

test('the CSV export downloads the filtered orders, starting with the BOM', async ({ page, sessions, isMobile }) => {
  const lang = langOf(isMobile);
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto('/orders?status=ALL');
  const link = page.getByTestId('orders-export');
  await expect(link).toHaveAttribute('href', /^\/exports\/orders\.csv\?/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('CB-');

  // Beside it, the same orders separated by semicolons, for Excel with Vietnamese regional settings.
  const excel = page.getByTestId('orders-export-excel');
  await expect(excel).toHaveText(lang === 'vi' ? 'CSV cho Excel (dấu ;)' : 'CSV for Excel (semicolons)');
  const [semicolons] = await Promise.all([page.waitForEvent('download'), excel.click()]);
  expect(semicolons.suggestedFilename()).toMatch(/-excel\.csv$/);
  const text = (await readFile(await semicolons.path())).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\r\n')[0]).toMatch(
    lang === 'vi' ? /^\uFEFF"Mã đơn";"Ngày đặt";/ : /^\uFEFF"Order code";"Order date";/,
  );
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(bytes.toString('utf8').split('\r\n').filter(Boolean).length);
});

test('a bank-transfer order on the list offers the transfer instructions', async ({ page, sessions, isMobile }) => {
  const lang = langOf(isMobile);
  const client = await sessions.client(ACCOUNTS.owner);
  const order = await placeOrder(client, STORE.id, isMobile ? 19 : 20, 'BANK_TRANSFER');
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders?q=${order.code}`);
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  const total = (await row.getByTestId('order-total').textContent())?.trim();
  const toggle = row.locator('xpath=following-sibling::tr[1]').getByTestId('order-transfer-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const block = page.getByTestId('bank-transfer');
  await expect(block).toBeVisible();
  await expect(block.getByTestId('transfer-amount')).toHaveText(total ?? '');
  await expect(block.getByTestId('transfer-purpose')).toContainText(order.code.replace('-', ''));
});
