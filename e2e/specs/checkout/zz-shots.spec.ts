import { expect } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { test } from '../../support/sessions';
import { orderableProducts, productsOfSuppliers, putItems, quantityFor, resetCart, signIn } from './checkout';

test.describe.configure({ mode: 'serial' });
async function shot(page: import('@playwright/test').Page, path: string, isMobile: boolean) {
  await page.screenshot({ path, fullPage: true });
  if (!isMobile) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height - 700; y += 800, i++) {
    await page.screenshot({
      path: path.replace('.png', `-part${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width: 375, height: Math.min(800, height - y) },
    });
  }
}
for (const lang of ['vi', 'en'] as const) {
  test(`shots ${lang}`, async ({ page, context, sessions, isMobile }) => {
    const w = isMobile ? 375 : 1280;
    const store = isMobile ? STORES.bepVietThaoDien : STORES.bepVietQuan1;
    await signIn(context, sessions, ACCOUNTS.owner, store.id, lang);
    await resetCart(page.request, store.id);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    await page.screenshot({ path: `/tmp/checkout-shots/${w}-${lang}-1-empty.png`, fullPage: true });
    const products = await orderableProducts(page.request);
    const three = productsOfSuppliers(products, 3);
    const short = products.find(
      (p) =>
        p.supplier.moq >= 200_000 &&
        p.price * 2 < p.supplier.moq &&
        !three.some((t) => t.supplier.id === p.supplier.id),
    );
    await putItems(page.request, store.id, [
      ...three.map((p) => ({ product: p, quantity: quantityFor(p, 400_000) })),
      ...(short ? [{ product: short, quantity: Math.max(1, Math.ceil(short.minQuantity)) }] : []),
    ]);
    await page.goto('/checkout');
    await expect(page.getByTestId('cart-group').first()).toBeVisible();
    await shot(page, `/tmp/checkout-shots/${w}-${lang}-1-cart.png`, isMobile);
    if (short) {
      await page
        .locator(`[data-testid=cart-group][data-supplier-id="${short.supplier.id}"]`)
        .getByTestId('cart-group-clear')
        .click();
      await page.getByTestId('confirm-yes').click();
      await expect(page.getByTestId('cart-group')).toHaveCount(3);
    }
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('delivery-group').first()).toBeVisible();
    const first = page.getByTestId('delivery-group').first();
    await first.getByTestId('voucher-code').fill('CHOBEP10');
    await first.getByTestId('voucher-apply').click();
    await expect(first.getByTestId('voucher-applied').or(first.getByTestId('voucher-error'))).toBeVisible();
    await page.getByTestId('payment-BANK_TRANSFER').check();
    await page.waitForTimeout(1500);
    await shot(page, `/tmp/checkout-shots/${w}-${lang}-2-delivery.png`, isMobile);
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('confirm-group').first()).toBeVisible();
    await shot(page, `/tmp/checkout-shots/${w}-${lang}-3-confirm.png`, isMobile);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('placed-order').first()).toBeVisible();
    await expect(page.getByTestId('transfer-qr')).toBeVisible();
    await shot(page, `/tmp/checkout-shots/${w}-${lang}-4-done.png`, isMobile);
    await page.goto('/checkout/4');
    await page.screenshot({ path: `/tmp/checkout-shots/${w}-${lang}-4-none.png`, fullPage: true });
  });
}
