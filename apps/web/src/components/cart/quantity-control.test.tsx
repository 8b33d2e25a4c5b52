// @vitest-environment happy-dom
import {
  QUANTITY_COMMIT_DEBOUNCE_MS,
  QUANTITY_MESSAGE_MS,
  QUANTITY_OPTIMISTIC_MS,
  type QuantityRules,
} from '@chobep/domain/cart/commit-quantity';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, vi as viMessages } from '../../../messages';
import { QuantityControl, type QuantityControlProps } from './quantity-control';

/** Whole units, no minimum. */
const UNITS: QuantityRules = { allowDecimal: false, min: 0, max: 9999 };
/** Whole units, minimum order 5. */
const MOQ5: QuantityRules = { allowDecimal: false, min: 5, max: 9999 };
/** Weight-sold on a recommendation card: 0.5 kg minimum, 100 at most. */
const KG: QuantityRules = { allowDecimal: true, min: 0.5, max: 100 };

const NAME = 'Cà chua bi';

let onCommit: ReturnType<typeof vi.fn<(quantity: number) => void>>;
let onRequireSignIn: ReturnType<typeof vi.fn<() => void>>;

function setup(props: Partial<QuantityControlProps> = {}, locale: 'vi' | 'en' = 'vi') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'vi' ? viMessages : en} timeZone="Asia/Ho_Chi_Minh">
      {children}
    </NextIntlClientProvider>
  );
  const all: QuantityControlProps = {
    productId: 'p1',
    productName: NAME,
    value: 2,
    rules: UNITS,
    onCommit,
    signedIn: true,
    onRequireSignIn,
    size: 'card',
    ...props,
  };
  const view = render(<QuantityControl {...all} />, { wrapper });
  return {
    ...view,
    update: (next: Partial<QuantityControlProps>) => view.rerender(<QuantityControl {...all} {...next} />),
  };
}

const input = () => screen.getByTestId('quantity-input') as HTMLInputElement;
const plus = () => screen.getByTestId('quantity-increase');
const minus = () => screen.getByTestId('quantity-decrease');
const message = () => screen.getByTestId('quantity-message');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function typeAndPress(text: string, key: 'Enter' | 'Tab') {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key });
}

beforeEach(() => {
  vi.useFakeTimers();
  onCommit = vi.fn<(quantity: number) => void>();
  onRequireSignIn = vi.fn<() => void>();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('typing a quantity', () => {
  it('"1,5" then Enter commits 1.5 at once for a weight-sold product', () => {
    setup({ rules: KG, value: 1 });
    typeAndPress('1,5', 'Enter');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(1.5);
    // A Vietnamese page writes the comma, as step 3 and every order page do.
    expect(input().value).toBe('1,5');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('Tab commits at once too', () => {
    setup({ value: 2 });
    typeAndPress('12', 'Tab');
    expect(onCommit).toHaveBeenCalledWith(12);
  });

  it('a typed quantity commits by itself after the debounce, and leaving the field does not send it again', () => {
    setup({ value: 2 });
    fireEvent.change(input(), { target: { value: '7' } });
    wait(QUANTITY_COMMIT_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit).toHaveBeenCalledWith(7);
    fireEvent.blur(input());
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('"1.5" in a whole-unit product says it takes no decimals at once, and its commit keeps the previous quantity', () => {
    setup({ value: 2 });
    fireEvent.change(input(), { target: { value: '1.5' } });
    expect(input().value).toBe('1.5');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(message().textContent).toBe(viMessages.cart.quantityNoDecimals);
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
    expect(input().value).toBe('2');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(message().textContent).toBe(viMessages.cart.quantityNoDecimals);
    wait(QUANTITY_MESSAGE_MS);
    expect(message().textContent).toBe('');
  });

  it.each([
    ['vi', viMessages.cart.quantityNoDecimals, 'Enter'],
    ['en', en.cart.quantityNoDecimals, 'Enter'],
    ['vi', viMessages.cart.quantityNoDecimals, 'Tab'],
    ['vi', viMessages.cart.quantityNoDecimals, 'debounce'],
  ] as const)(
    '"2", ",", "5" typed key by key on a pack product (%s, %s) is refused, never 25',
    (locale, refusal, end) => {
      setup({ value: 3 }, locale);
      fireEvent.focus(input());
      for (const text of ['2', '2,', '2,5']) fireEvent.change(input(), { target: { value: text } });
      expect(input().value).toBe('2,5');
      expect(message().textContent).toBe(refusal);
      if (end === 'debounce') wait(QUANTITY_COMMIT_DEBOUNCE_MS);
      else fireEvent.keyDown(input(), { key: end });
      fireEvent.blur(input());
      wait(QUANTITY_COMMIT_DEBOUNCE_MS);
      expect(onCommit).not.toHaveBeenCalled();
      expect(input().value).toBe('3');
      expect(message().textContent).toBe(refusal);
    },
  );

  it('a Vietnamese "1.000" is not read as a thousand: refused, the previous quantity stays', () => {
    setup({ value: 3 });
    typeAndPress('1.000', 'Enter');
    expect(onCommit).not.toHaveBeenCalled();
    expect(input().value).toBe('3');
    expect(message().textContent).toBe(viMessages.cart.quantityNoDecimals);
  });

  it('three decimals say so while typing and are not committed', () => {
    setup({ rules: KG, value: 1 });
    fireEvent.change(input(), { target: { value: '1.234' } });
    expect(message().textContent).toBe(viMessages.cart.quantityFormat);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    expect(input().value).toBe('1');
  });

  it('en writes the point: "2,5" kg commits 2.5 and shows 2.5', () => {
    setup({ rules: KG, value: 1 }, 'en');
    typeAndPress('2,5', 'Enter');
    expect(onCommit).toHaveBeenCalledWith(2.5);
    expect(input().value).toBe('2.5');
  });

  it('two decimals commit rounded to one, and say so', () => {
    setup({ rules: KG, value: 1 });
    typeAndPress('2.25', 'Enter');
    expect(onCommit).toHaveBeenCalledWith(2.3);
    expect(input().value).toBe('2,3');
    expect(message().textContent).toBe('Chỉ được nhập một chữ số thập phân, đã làm tròn thành 2,3');
  });

  it('above the maximum reverts to the previous quantity and says why', () => {
    setup({ rules: KG, value: 3 });
    typeAndPress('150', 'Enter');
    expect(input().value).toBe('3');
    expect(message().textContent).toBe('Số lượng tối đa là 100');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('under the minimum reverts too (0.4 kg of a 0.5 kg minimum)', () => {
    setup({ rules: KG, value: 3 });
    typeAndPress('0,4', 'Enter');
    expect(input().value).toBe('3');
    expect(message().textContent).toBe('Số lượng tối thiểu là 0,5');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('an emptied field comes back on leaving it, silently', () => {
    setup({ value: 4 });
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('4');
    expect(message().textContent).toBe('');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('Escape drops the entry', () => {
    setup({ value: 4 });
    fireEvent.change(input(), { target: { value: '9' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('4');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('minus and plus', () => {
  it('two quick plus presses make ONE commit of value + 2, after 1000 ms', () => {
    setup({ value: 3 });
    fireEvent.click(plus());
    wait(300);
    fireEvent.click(plus());
    expect(input().value).toBe('5');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(5);
  });

  it('plus then minus within the debounce commits nothing', () => {
    setup({ value: 3 });
    fireEvent.click(plus());
    fireEvent.click(minus());
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('plus is disabled at the maximum (value + 1 > max), and enabled where value + 1 = max', () => {
    setup({ rules: KG, value: 99 });
    expect(plus().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(plus());
    expect(input().value).toBe('100');
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus());
    expect(input().value).toBe('100');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('plus is disabled at 99.5 of 100: 100 can still be typed', () => {
    setup({ rules: KG, value: 99.5 });
    expect(plus().getAttribute('aria-disabled')).toBe('true');
  });

  it('minus at the minimum removes the line; the card then offers Add to cart, with focus on it', () => {
    setup({ rules: MOQ5, value: 6 });
    minus().focus();
    fireEvent.click(minus());
    expect(input().value).toBe('5');
    expect(minus().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(minus());
    const add = screen.getByTestId('add-to-cart');
    expect(document.activeElement).toBe(add);
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('minus lands on the 0.5 kg minimum before removing', () => {
    setup({ rules: KG, value: 1.3, size: 'line' });
    fireEvent.click(minus());
    expect(input().value).toBe('0,5');
    fireEvent.click(minus());
    expect(input().value).toBe('0');
    expect(minus().getAttribute('aria-disabled')).toBe('true');
  });

  it('minus is disabled at 0 on a cart line', () => {
    setup({ value: 0, size: 'line' });
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus());
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('more than five rapid presses show the "type the quantity" hint', () => {
    setup({ value: 0, size: 'line' });
    for (let i = 0; i < 5; i++) {
      fireEvent.click(plus());
      wait(200);
    }
    expect(message().textContent).toBe('');
    fireEvent.click(plus());
    expect(message().textContent).toBe(viMessages.cart.quantityHint);
    expect(input().value).toBe('6');
    wait(QUANTITY_MESSAGE_MS);
    expect(message().textContent).toBe('');
  });

  it('six presses with pauses are not rapid', () => {
    setup({ value: 0, size: 'line' });
    for (let i = 0; i < 6; i++) {
      fireEvent.click(plus());
      wait(QUANTITY_COMMIT_DEBOUNCE_MS + 100);
    }
    expect(message().textContent).toBe('');
    expect(onCommit).toHaveBeenCalledTimes(6);
  });

  it('ArrowUp and ArrowDown step in the field', () => {
    setup({ value: 3 });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('5');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('4');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('ArrowUp steps from what is being typed', () => {
    setup({ rules: KG, value: 1 });
    fireEvent.change(input(), { target: { value: '7,5' } });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('8,5');
  });
});

describe('Add to cart at 0', () => {
  it('the card shows one Add to cart button; a press adds 1 and moves focus to plus', () => {
    setup({ value: 0 });
    const add = screen.getByRole('button', { name: `Thêm vào giỏ: ${NAME}` });
    expect(add.textContent).toBe('Thêm vào giỏ');
    add.focus();
    fireEvent.click(add);
    expect(input().value).toBe('1');
    expect(document.activeElement).toBe(plus());
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('adds the minimum order quantity when it is above 1', () => {
    setup({ value: 0, rules: MOQ5 });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(input().value).toBe('5');
  });

  it('is disabled with the control', () => {
    setup({ value: 0, disabled: true });
    expect((screen.getByTestId('add-to-cart') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('visitors', () => {
  it('see 0 whatever the cart holds, and Add to cart asks them to sign in', () => {
    setup({ value: 3, signedIn: false });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('quantity-input')).toBeNull();
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('every change asks them to sign in and nothing is committed', () => {
    setup({ value: 3, signedIn: false, size: 'line' });
    expect(input().value).toBe('0');
    fireEvent.click(plus());
    fireEvent.change(input(), { target: { value: '4' } });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(onRequireSignIn).toHaveBeenCalledTimes(3);
    expect(input().value).toBe('0');
    fireEvent.blur(input());
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('the cart’s quantity and the optimistic window', () => {
  it('a change from the server wins 200 ms after the buyer’s own commit', () => {
    const view = setup({ value: 2 });
    typeAndPress('5', 'Enter');
    wait(50);
    view.update({ value: 4 });
    expect(input().value).toBe('5');
    wait(QUANTITY_OPTIMISTIC_MS - 51);
    expect(input().value).toBe('5');
    wait(1);
    expect(input().value).toBe('4');
  });

  it('a change from the server shows at once when the buyer did nothing lately', () => {
    const view = setup({ value: 2 });
    view.update({ value: 9 });
    expect(input().value).toBe('9');
  });

  it('does not overwrite presses not yet committed, which then commit against the new quantity', () => {
    const view = setup({ value: 2 });
    fireEvent.click(plus());
    wait(QUANTITY_OPTIMISTIC_MS + 100);
    view.update({ value: 7 });
    wait(QUANTITY_OPTIMISTIC_MS);
    expect(input().value).toBe('3');
    wait(QUANTITY_COMMIT_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('a press just before the control goes away is still committed', () => {
    const view = setup({ value: 2 });
    fireEvent.click(plus());
    view.unmount();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(3);
  });
});

describe('accessible names and the live region', () => {
  it.each([
    ['vi', 'Số lượng Cà chua bi', 'Giảm số lượng Cà chua bi', 'Tăng số lượng Cà chua bi'],
    ['en', 'Quantity of Cà chua bi', 'Decrease the quantity of Cà chua bi', 'Increase the quantity of Cà chua bi'],
  ] as const)('%s: the field and the buttons are named after the product', (locale, field, less, more) => {
    setup({ value: 2 }, locale);
    expect(screen.getByRole('spinbutton', { name: field })).toBe(input());
    expect(screen.getByRole('button', { name: less })).toBe(minus());
    expect(screen.getByRole('button', { name: more })).toBe(plus());
  });

  it('messages are announced in a polite live region that is there before they are', () => {
    setup({ value: 2 }, 'en');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(region.textContent).toBe(en.cart.quantityFormat);
    expect(input().getAttribute('aria-describedby')).toBe(region.id);
  });
});
