import { expect } from '@playwright/test';
import { DEMO_PASSWORD, STORES, SUPPLY_ACCOUNTS, SUPPLY_SUPPLIER_ID } from '../../support/accounts';
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
    orderedKg: '2,5 kg',
    deliveredKg: '3,62 kg',
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
    orderedKg: '2.5 kg',
    deliveredKg: '3.62 kg',
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
  // An order of its own per project (each orders for another store of Quán Cơm Nhà: a cart is a store's), with
  // 2.5 kg of a product sold by weight beside the whole units.
  const orderId = await placeSupplyOrder(isMobile ? STORES.quanComCauGiay.id : STORES.quanComHoanKiem.id, 2.5);

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

  // The weight keeps its decimals and its unit, in the page's language (issue 22): 2.5 kg is not 3, on the line and
  // in the delivered field's placeholder.
  const weighed = page
    .getByTestId('supply-item')
    .filter({ has: page.getByTestId('supply-item-ordered').filter({ hasText: text.orderedKg }) });
  await expect(weighed).toHaveCount(1);
  const weighedId = (await weighed.getAttribute('data-item-id')) ?? '';
  const kg = page.locator(`[data-testid=supply-delivered-quantity][data-item-id="${weighedId}"]`);
  await expect(kg).toHaveAttribute('placeholder', text.orderedKg.replace(' kg', ''));

  // One unit fewer delivered on a line of whole units (at least two were ordered), 3.62 kg weighed on the other,
  // typed as the page writes decimals: the amounts and the gross total follow.
  const before = await page.getByTestId('supply-totals').getByTestId('order-gross-total').textContent();
  const quantity = page.locator(`[data-testid=supply-delivered-quantity]:not([data-item-id="${weighedId}"])`).first();
  const ordered = Number(await quantity.getAttribute('placeholder'));
  await quantity.fill(String(ordered - 1));
  await kg.fill(text.deliveredKg.replace(' kg', ''));
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByTestId('supply-message')).not.toBeEmpty();
  await expect(page.getByTestId('supply-totals').getByTestId('order-gross-total')).not.toHaveText(before ?? '');
  await expect(weighed.getByTestId('supply-item-delivered')).toHaveText(text.deliveredKg);
  await expect(kg).toHaveAttribute('placeholder', text.deliveredKg.replace(' kg', ''));
  await expectNoBlockingViolations(page, testInfo, 'supply order');

  await page.getByRole('button', { name: text.delivered, exact: true }).click();
  await expect(order).toHaveAttribute('data-status', 'DELIVERED');
});

test("the operator's list says whose each order is and filters by supplier; a supplier's user has no such filter", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const lang = isMobile ? 'vi' : 'en';
  await setLanguage(context, lang);
  await placeSupplyOrder(isMobile ? STORES.quanComCauGiay.id : STORES.quanComHoanKiem.id);
  const signIn = async (email: string) => {
    await context.clearCookies();
    await setLanguage(context, lang);
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(email, DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(/\/supplier\/orders$/);
  };
  const suppliersShown = () =>
    page
      .locator('[data-testid=supply-order-supplier]:visible')
      .allTextContents()
      .then((texts) => texts.map((t) => t.trim()));

  await signIn(SUPPLY_ACCOUNTS.operator.email);
  await page.goto('/supplier/orders?status=ALL');
  const filter = page.getByTestId('supply-filter-supplier');
  await expect(filter).toBeVisible();
  // Every order of the page says whose it is.
  const rows = page.locator(isMobile ? '[data-testid=supply-order-card]' : '[data-testid=supply-order-row]');
  await expect(rows.first()).toBeVisible();
  expect((await suppliersShown()).length).toBe(await rows.count());
  const allTotal = await page.getByTestId('supply-total').textContent();

  // One supplier: the server narrows the list (the URL holds it), every order is that supplier's.
  await filter.selectOption(String(SUPPLY_SUPPLIER_ID));
  await page.getByRole('button', { name: lang === 'vi' ? 'Lọc' : 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`supplier=${SUPPLY_SUPPLIER_ID}`));
  await expect(filter).toHaveValue(String(SUPPLY_SUPPLIER_ID));
  await expect(rows.first()).toBeVisible();
  const shown = await suppliersShown();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(name).toContain(SUPPLY_ACCOUNTS.supplier.company);
  await expect(page.getByTestId('supply-total')).not.toHaveText(allTotal ?? '');
  await expectNoBlockingViolations(page, testInfo, "operator's list by supplier");

  // A supplier's user sees its own orders, without a supplier filter or column.
  await signIn(SUPPLY_ACCOUNTS.supplier.email);
  await page.goto('/supplier/orders?status=ALL&supplier=1');
  await expect(page.getByTestId('supply-orders')).toBeVisible();
  await expect(page.getByTestId('supply-filter-supplier')).toHaveCount(0);
  await expect(page.getByTestId('supply-order-supplier')).toHaveCount(0);
});
