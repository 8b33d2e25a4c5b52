import { expect } from '@playwright/test';
import { DEMO_PASSWORD, STORES, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage } from '../../support/cookies';
import { SignInForm } from '../../support/session';
import { test } from '../../support/sessions';
import { placeSupplyOrder } from '../../support/supply';

/**
 * The supply side in a browser (issue 14 point 5): the supplier's user signs in with the same form as buyers and
 * lands on its orders; opens one; declining needs a reason in a confirmation dialog; accepting, the progress steps
 * and the delivered weight move the order on, and the totals follow. Vietnamese on the phone, English on desktop.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  vi: {
    title: 'Đơn hàng theo ngày giao',
    accept: 'Nhận đơn',
    decline: 'Từ chối đơn',
    reasonRequired: 'Vui lòng nhập lý do',
    start: 'Bắt đầu chuẩn bị',
    dispatch: 'Đang giao',
    arrive: 'Đã đến cửa hàng',
    save: 'Lưu số liệu giao',
    delivered: 'Đã giao xong',
  },
  en: {
    title: 'Orders by delivery date',
    accept: 'Accept order',
    decline: 'Decline order',
    reasonRequired: 'Please enter a reason',
    start: 'Start preparing',
    dispatch: 'Out for delivery',
    arrive: 'Arrived at the store',
    save: 'Save delivery figures',
    delivered: 'Delivered',
  },
} as const;

test('the supplier signs in, handles an order to delivered, and a buyer page sends it back', async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const lang = isMobile ? 'vi' : 'en';
  const text = TEXT[lang];
  await setLanguage(context, lang);
  // An order of its own per project (each orders for another store of Quán Cơm Nhà: a cart is a store's).
  const orderId = await placeSupplyOrder(isMobile ? STORES.quanComCauGiay.id : STORES.quanComHoanKiem.id);

  const form = new SignInForm(page);
  await form.goto();
  await form.fill(SUPPLY_ACCOUNTS.supplier.email, DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(/\/supplier\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByTestId('supply-who')).toContainText(SUPPLY_ACCOUNTS.supplier.name);
  await expectNoBlockingViolations(page, testInfo, 'supply list');

  // A buyer page is not theirs.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/supplier\/orders$/);

  await page.goto(`/supplier/orders/${orderId}`);
  const order = page.getByTestId('supply-order');
  await expect(order).toBeVisible();
  if ((await order.getAttribute('data-status')) === 'PENDING_ACCEPTANCE') {
    // Decline asks for a reason in a dialog; closing it changes nothing.
    await page.getByRole('button', { name: text.decline }).click();
    const dialog = page.getByTestId('supply-decline-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('supply-decline-confirm').click();
    await expect(dialog).toContainText(text.reasonRequired);
    await expectNoBlockingViolations(page, testInfo, 'decline dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(order).toHaveAttribute('data-status', 'PENDING_ACCEPTANCE');

    await page.getByRole('button', { name: text.accept }).click();
    await expect(order).toHaveAttribute('data-status', 'ACCEPTED');
  }
  for (const [button, status] of [
    [text.start, 'IN_PROGRESS'],
    [text.dispatch, 'DELIVERING'],
    [text.arrive, 'DELIVERY_IN_PROGRESS'],
  ] as const) {
    if ((await order.getAttribute('data-status')) === status) continue;
    const step = page.getByRole('button', { name: button, exact: true });
    if (await step.isVisible()) {
      await step.click();
      await expect(order).toHaveAttribute('data-status', status);
    }
  }

  // One unit fewer delivered on the first line (at least two were ordered): its amount and the gross total follow.
  const before = await page.getByTestId('supply-gross').textContent();
  const quantity = page.getByTestId('supply-delivered-quantity').first();
  const ordered = Number((await quantity.getAttribute('placeholder'))?.replace(/[.,]/g, ''));
  await quantity.fill(String(ordered - 1));
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByTestId('supply-message')).not.toBeEmpty();
  await expect(page.getByTestId('supply-gross')).not.toHaveText(before ?? '');
  await expectNoBlockingViolations(page, testInfo, 'supply order');

  await page.getByRole('button', { name: text.delivered, exact: true }).click();
  await expect(order).toHaveAttribute('data-status', 'DELIVERED');
});
