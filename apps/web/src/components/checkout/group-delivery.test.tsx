// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en, vi } from '../../../messages';
import { GroupDelivery } from './cart-step';

afterEach(cleanup);

const base = { deliveryFeeThreshold: 400_000, additionalVat: 0 };

function show(locale: 'vi' | 'en', fee: Parameters<typeof GroupDelivery>[0]['fee']) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : vi} timeZone="Asia/Ho_Chi_Minh">
      <GroupDelivery fee={fee} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('cart-group-delivery').textContent;
}

describe("a supplier group's delivery line", () => {
  it.each([
    ['vi', 'Được miễn phí giao hàng'],
    ['en', 'Free delivery'],
  ] as const)('%s: free', (locale, text) => {
    expect(show(locale, { ...base, isFreeDelivery: true, fee: 0, remainingToFree: 0 })).toBe(text);
  });

  it.each([
    ['vi', 'Mua thêm 10.120 đ để được miễn phí giao hàng (phí hiện tại 25.000 đ)'],
    ['en', /10,120 đ.*25,000 đ/],
  ] as const)('%s: the fee, and how much more makes it free', (locale, text) => {
    expect(show(locale, { ...base, isFreeDelivery: false, fee: 25_000, remainingToFree: 10_120 })).toMatch(text);
  });

  it.each([
    ['vi', 'Phí giao hàng đã được tính ở đơn trước của nhà cung cấp này cho cùng ngày giao'],
    ['en', 'The delivery fee was already charged on your earlier order from this supplier for the same day'],
  ] as const)('%s: nothing to pay because an earlier order of the same delivery paid it', (locale, text) => {
    // Never "add 10,120 đ more for free delivery (current fee 0 đ)".
    expect(show(locale, { ...base, isFreeDelivery: false, fee: 0, remainingToFree: 10_120 })).toBe(text);
  });
});
