// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en, vi } from '../../../messages';
import { PriceBlock } from './price-block';
import { UnitLine } from './unit-line';

afterEach(cleanup);

const product = {
  price: 2_400_840,
  originalPrice: 2_463_840,
  baseUomPrice: 100_035,
  baseUom: { code: 'can', name: 'Lon' },
  uomLocal: { code: 'carton', name: 'Thùng' },
  uom: 'carton',
  baseUnit: 1500,
};

function inLanguage(locale: 'vi' | 'en', children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : vi} timeZone="Asia/Ho_Chi_Minh">
      {children}
    </NextIntlClientProvider>,
  );
}

describe('prices and quantities in the reader’s language', () => {
  it.each([
    ['vi', '2.400.840 đ', '2.463.840 đ', '100.035 đ', '1.500'],
    ['en', '2,400,840 đ', '2,463,840 đ', '100,035 đ', '1,500'],
  ] as const)('%s: price %s, was %s, per unit %s, pack of %s', (locale, price, original, perUnit, count) => {
    inLanguage(
      locale,
      <>
        <PriceBlock product={product} />
        <UnitLine product={product} />
      </>,
    );
    expect(screen.getByTestId('price').textContent).toContain(price);
    expect(screen.getByTestId('original-price').textContent).toContain(original);
    expect(screen.getByTestId('unit-price').textContent).toContain(perUnit);
    expect(screen.getByTestId('unit-line').textContent).toContain(count);
  });
});
