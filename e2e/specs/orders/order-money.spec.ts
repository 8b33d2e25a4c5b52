import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, STORES, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { setLanguage, setStore } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { placeOrder } from '../../support/orders';
import { expectPath } from '../../support/page';
import { type Sessions, test } from '../../support/sessions';

/**
 * Money and trust on the order pages: a price the supplier changes needs a reason, shows in both sides' history with
 * the totals before and after, and gives the deposit back; a price the buyer enters is a proposal the supplier
 * accepts on its own page; an order that ended without delivery reads "nothing to pay". Orders are placed for Quận 1
 * through the API (paid from the deposit); the phone project reads Vietnamese, the desktop one English.
 */
const STORE = STORES.bepVietQuan1;
const TEXT = {
  vi: {
    reasonRequired: 'Vui lòng nhập lý do',
    finalPrice: 'Đơn giá cuối chưa VAT',
    refund: 'Hoàn vào ký quỹ',
    proposal: 'chờ nhà cung cấp đồng ý',
    ended: 'Đơn đã kết thúc mà không giao hàng: không phải thanh toán.',
    missingTitle: 'Nhà cung cấp báo thiếu 1 sản phẩm',
    notBilled: 'không giao, không tính tiền',
    missingNote: 'Ghi chú của nhà cung cấp: Hết hàng tại kho',
  },
  en: {
    reasonRequired: 'Please enter a reason',
    finalPrice: 'Final unit price before VAT',
    refund: 'Given back to the deposit',
    proposal: 'waiting for the supplier',
    ended: 'The order ended without delivery: nothing to pay.',
    missingTitle: 'The supplier reported 1 item missing',
    notBilled: 'not delivered, not billed',
    missingNote: "The supplier's note: Hết hàng tại kho",
  },
};

async function as(page: Page, sessions: Sessions, account: Parameters<Sessions['state']>[0], lang: 'vi' | 'en') {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies((await sessions.state(account)).cookies);
  await setStore(context, STORE.id);
  await setLanguage(context, lang);
}

/** An order the operator has accepted and sent on its way, so its delivered figures can be entered. */
async function dispatchedOrder(sessions: Sessions, pick: number) {
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, pick, 'DEPOSIT');
  const operator = await sessions.client(SUPPLY_ACCOUNTS.operator);
  for (const step of [
    'mutation E2eMoneyAccept($id: ID!) { supplyOrderAccept(id: $id) { success userErrors { message } } }',
    'mutation E2eMoneyDispatch($id: ID!) { supplyOrderAdvance(id: $id, action: DISPATCH) { success userErrors { message } } }',
  ]) {
    const res = await graphql<Record<string, { success: boolean }>>(operator, step, { id: order.id });
    expect(Object.values(res.data ?? {})[0]?.success, JSON.stringify(res)).toBe(true);
  }
  return order;
}

test('the supplier lowers a price with a reason: both sides read the change, the total follows, the deposit gives back', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await dispatchedOrder(sessions, isMobile ? 31 : 32);

  await as(page, sessions, SUPPLY_ACCOUNTS.operator, lang);
  await page.goto(`/supplier/orders/${order.id}`);
  await expectPath(page, `/supplier/orders/${order.id}`);
  const price = page.getByTestId('supply-delivered-price').first();
  const before = Number((await price.getAttribute('placeholder'))?.replace(/\D/g, ''));
  await price.fill(String(Math.floor(before / 2)));
  await page.getByTestId('supply-save-delivered').click();
  // No reason, no price change.
  await expect(page.getByTestId('supply-message')).toHaveText(TEXT[lang].reasonRequired);
  await page.getByTestId('supply-delivered-note').fill('Khuyến mãi cuối tuần');
  await page.getByTestId('supply-save-delivered').click();
  const change = page.getByTestId('order-line-change').first();
  await expect(change).toContainText(TEXT[lang].finalPrice);
  await expect(change).toContainText('Khuyến mãi cuối tuần');

  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-line-change').first()).toContainText('Khuyến mãi cuối tuần');
  await expect(page.getByTestId('order-deposit')).toContainText(TEXT[lang].refund);
  // What the deposit holds is what is to be paid now.
  const toPay = await page.getByTestId('order-to-pay').textContent();
  await expect(page.getByTestId('order-deposit-holds')).toHaveText(toPay ?? '');
});

test('a price the buyer enters is a proposal, billed once the supplier accepts it on its page', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await dispatchedOrder(sessions, isMobile ? 33 : 34);

  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders/${order.id}`);
  const total = await page.getByTestId('order-gross-total').textContent();
  await page.getByTestId('order-edit-delivered').click();
  const editor = page.getByTestId('order-items-editor');
  const price = editor.getByTestId('order-edit-price').first();
  const ordered = Number((await price.inputValue()).replace(/\D/g, ''));
  await price.fill(String(ordered - 1000));
  await editor.getByTestId('order-edit-note').fill('Giá đã thoả thuận với sale');
  await editor.getByTestId('order-edit-save').click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('order-item-proposal').first()).toContainText(TEXT[lang].proposal);
  // Nothing billed differently yet.
  await expect(page.getByTestId('order-gross-total')).toHaveText(total ?? '');

  await as(page, sessions, SUPPLY_ACCOUNTS.operator, lang);
  await page.goto(`/supplier/orders/${order.id}`);
  await expect(page.getByTestId('supply-item-proposal').first()).toContainText('Giá đã thoả thuận với sale');
  await page.getByTestId('supply-proposal-accept').first().click();
  await expect(page.getByTestId('supply-item-proposal')).toHaveCount(0);

  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-item-proposal')).toHaveCount(0);
  await expect(page.getByTestId('order-gross-total')).not.toHaveText(total ?? '');
});

test('an order canceled before the supplier took it reads "nothing to pay" and gives its deposit back', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 35 : 36, 'DEPOSIT');
  const canceled = await graphql<{ orderCancel: { success: boolean } }>(
    await sessions.client(ACCOUNTS.owner),
    'mutation E2eMoneyCancel($id: ID!) { orderCancel(id: $id) { success } }',
    { id: order.id },
  );
  expect(canceled.data?.orderCancel.success).toBe(true);
  await as(page, sessions, ACCOUNTS.owner, lang);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-ended-note')).toHaveText(TEXT[lang].ended);
  await expect(page.getByTestId('order-deposit-movement')).toHaveCount(2);
  await expect(page.getByTestId('order-deposit-holds')).toHaveText('0 đ');
});

test('a missing-item report reads on both order pages, not only in the notification', async ({
  page,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const text = TEXT[lang];
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 37 : 38, 'DEPOSIT');
  const operator = await sessions.client(SUPPLY_ACCOUNTS.operator);
  const accepted = await graphql<{ supplyOrderAccept: { success: boolean } }>(
    operator,
    'mutation E2eMissingAccept($id: ID!) { supplyOrderAccept(id: $id) { success } }',
    { id: order.id },
  );
  expect(accepted.data?.supplyOrderAccept.success).toBe(true);
  const read = await graphql<{ supplyOrder: { items: { id: string; name: string }[] } }>(
    operator,
    'query E2eMissingItems($id: ID!) { supplyOrder(id: $id) { items { id name } } }',
    { id: order.id },
  );
  const item = read.data?.supplyOrder.items[0];
  expect(item).toBeTruthy();
  const reported = await graphql<{ supplyOrderReportMissing: { success: boolean } }>(
    operator,
    'mutation E2eMissingReport($id: ID!, $items: [ID!]!) { supplyOrderReportMissing(id: $id, itemIds: $items, note: "Hết hàng tại kho") { success } }',
    { id: order.id, items: [item?.id] },
  );
  expect(reported.data?.supplyOrderReportMissing.success, JSON.stringify(reported)).toBe(true);

  for (const [account, path] of [
    [ACCOUNTS.owner, `/orders/${order.id}`],
    [SUPPLY_ACCOUNTS.operator, `/supplier/orders/${order.id}`],
  ] as const) {
    await as(page, sessions, account, lang);
    await page.goto(path);
    const report = page.getByTestId('order-missing-report');
    await expect(report).toBeVisible();
    await expect(report.getByRole('heading')).toHaveText(text.missingTitle);
    // The line by its name in the page's language, then what it means for the bill.
    await expect(report.getByTestId('order-missing-line')).toHaveText(new RegExp(`^.+ — ${text.notBilled}$`));
    await expect(report.getByTestId('order-missing-note')).toHaveText(text.missingNote);
  }
});
