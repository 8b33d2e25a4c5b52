import { expect } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { setRegion } from '../../support/cookies';
import { expectPath, here } from '../../support/page';
import { signInWithForm } from '../../support/session';
import { test } from '../../support/sessions';
import { orderableProducts, readCart, resetCart, signIn } from './checkout';

/**
 * Who may put what into a cart, from a product card (issue 13 §11): a buyer with the keyboard only, a visitor sent
 * to sign in and back, a user without ORDER_PLACE who gets neither the control nor the checkout. None of this
 * depends on the width: the desktop project runs them. The keyboard case orders for Quán Cơm Nhà – Hoàn Kiếm, a
 * store no other browser test puts anything in.
 */
test.skip(({ isMobile }) => isMobile, 'width-independent');

const SEARCH = '/market?q=n%C6%B0%E1%BB%9Bc+m%E1%BA%AFm';

test('keyboard only: Tab to the card’s control, Enter, type a quantity, Enter; the header count follows', async ({
  page,
  context,
  sessions,
}) => {
  const store = STORES.quanComHoanKiem;
  await signIn(context, sessions, ACCOUNTS.otherOwner, store.id, 'vi');
  await resetCart(page.request, store.id);
  const product = (await orderableProducts(page.request, 'nước mắm')).find(
    (p) => p.minQuantity <= 1 && !p.allowDecimal,
  );
  if (!product) throw new Error('no orderable fish sauce');

  await page.goto(`/market?q=${encodeURIComponent(product.name)}`);
  const card = page.locator(`[data-testid=product-card][data-product-id="${product.id}"]`).first();
  await expect(card.getByTestId('add-to-cart')).toBeEnabled();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // From the card's name, Tab until the add-to-cart button has focus.
  await card.getByRole('heading').getByRole('link').focus();
  const add = card.getByTestId('add-to-cart');
  for (let i = 0; i < 8 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moved to plus; the field is one step back.
  await expect(card.getByTestId('quantity-increase')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const input = card.getByTestId('quantity-input');
  await expect(input).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(async () => (await readCart(page.request, store.id)).cartSet[0]?.items[0]?.quantity).toBe(3);
});

test('a visitor changing a quantity is sent to sign in, and comes back to the page', async ({ page, context }) => {
  await setRegion(context, 'HCM');
  await page.goto(SEARCH);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('add-to-cart') })
    .first();
  await card.getByTestId('add-to-cart').click();
  await expectPath(page, '/signin');
  expect(new URL(here(page).searchParams.get('redirect') ?? '', 'http://x').searchParams.get('q')).toBe('nước mắm');

  await signInWithForm(page, ACCOUNTS.purchaser.email);
  await expectPath(page, '/market', { q: 'nước mắm' });
  // Signed in now: the cart is in the header, and nothing was added on the way.
  await expect(page.getByTestId('cart-link')).toBeVisible();
  await expect(page.getByTestId('add-to-cart').first()).toBeVisible();
});

test('without ORDER_PLACE: no quantity control on the cards, no cart, and /checkout goes to the home page', async ({
  page,
  context,
  sessions,
}) => {
  await context.addCookies((await sessions.state(ACCOUNTS.staff)).cookies);
  await page.goto(SEARCH);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveCount(0);
  await expect(page.getByTestId('cart-link')).toHaveCount(0);

  for (const path of ['/checkout', '/checkout/2', '/checkout/3']) {
    await page.goto(path);
    await expectPath(page, '/');
  }
});
