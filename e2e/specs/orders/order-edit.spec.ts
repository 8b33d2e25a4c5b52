import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, STORES, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { setLanguage, setStore } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { openLive } from '../../support/live';
import { placeOrder } from '../../support/orders';
import { expectPath } from '../../support/page';
import { type Sessions, test } from '../../support/sessions';

/**
 * The order page beyond its status actions (issue 14 points 3, 4, 7, 8): an approver edits a waiting order's
 * quantities and the totals follow; the page follows a change made elsewhere without a reload; the invoice opens as
 * a PDF. Orders are placed for Quận 1 through the API; the phone project reads Vietnamese, the desktop one English.
 */
const STORE = STORES.bepVietQuan1;
const TEXT = {
  vi: { accepted: 'Đã xác nhận', saved: 'Đã cập nhật đơn hàng.' },
  en: { accepted: 'Accepted', saved: 'The order was updated.' },
};

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

test('an approver changes a waiting order’s quantity and every total follows', async ({ page, sessions, isMobile }) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.purchaser), STORE.id, isMobile ? 21 : 22);
  expect(order.status).toBe('PENDING_APPROVAL');
  await as(page, sessions, ACCOUNTS.approver, lang);
  await page.goto(`/orders/${order.id}`);
  await expectPath(page, `/orders/${order.id}`);
  const total = page.getByTestId('order-gross-total');
  const before = await total.textContent();
  await page.getByTestId('order-edit-pending').click();
  const editor = page.getByTestId('order-items-editor');
  await expect(editor).toBeVisible();
  const field = editor.getByTestId('order-edit-quantity').first();
  const ordered = Number((await field.inputValue()).replace(',', '.'));
  await field.fill(String(ordered + 1));
  await editor.getByTestId('order-edit-save').click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('order-action-done')).toHaveText(TEXT[lang].saved);
  await expect(total).not.toHaveText(before ?? '');
  // The server's figures: they stay after a reload.
  await page.reload();
  await expect(total).not.toHaveText(before ?? '');
});

test('the order page follows a change made elsewhere, and opens its invoice as a PDF', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 23 : 24);
  expect(order.status).toBe('PENDING_ACCEPTANCE');
  await as(page, sessions, ACCOUNTS.owner, lang);
  await openLive(page, `/orders/${order.id}`);
  const status = page.getByTestId('order-detail-status');
  await expect(status).toHaveAttribute('data-status', 'PENDING_ACCEPTANCE');

  // The marketplace's operator accepts it for the supplier: the open page shows it without a reload.
  const operator = await sessions.client(SUPPLY_ACCOUNTS.operator);
  await expect
    .poll(async () => {
      const res = await graphql<{ supplyOrderAccept: { success: boolean } }>(
        operator,
        'mutation E2eAccept($id: ID!) { supplyOrderAccept(id: $id) { success } }',
        { id: order.id },
      );
      return res.data?.supplyOrderAccept.success;
    })
    .toBe(true);
  await expect(status).toHaveAttribute('data-status', 'ACCEPTED', { timeout: 15_000 });
  await expect(status).toHaveText(TEXT[lang].accepted);

  // The list follows too: the supplier starts preparing it while the list is open.
  await openLive(page, `/orders?q=${order.code}`);
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'ACCEPTED');
  const started = await graphql<{ supplyOrderAdvance: { success: boolean } }>(
    operator,
    'mutation E2eStart($id: ID!) { supplyOrderAdvance(id: $id, action: START) { success } }',
    { id: order.id },
  );
  expect(started.data?.supplyOrderAdvance.success).toBe(true);
  await expect(row).toHaveAttribute('data-status', 'IN_PROGRESS', { timeout: 15_000 });

  // The invoice link opens the PDF the API draws.
  await page.goto(`/orders/${order.id}`);
  const link = page.getByTestId('order-invoice');
  await expect(link).toHaveAttribute('href', `/invoices/${order.id}.pdf?lang=${lang}`);
  const pdf = await page.request.get(`/invoices/${order.id}.pdf?lang=${lang}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
