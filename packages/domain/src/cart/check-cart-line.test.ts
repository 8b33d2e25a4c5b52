import { describe, expect, it } from 'vitest';
import { type CartLineFacts, cartLineErrorCode, checkCartLine } from './check-cart-line';

const ok: CartLineFacts = { listed: true, soldInRegion: true, isPrivate: false, allowPurchase: true, stock: 10 };

describe('checkCartLine', () => {
  it.each([
    ['purchasable, in stock', {}, null],
    ['private but purchasable (a business it sells to)', { isPrivate: true }, null],
    ['exclusive: private and not purchasable', { isPrivate: true, allowPurchase: false }, 'EXCLUSIVE'],
    ['exclusive wins over out of stock', { isPrivate: true, allowPurchase: false, stock: 0 }, 'EXCLUSIVE'],
    ['not purchasable', { allowPurchase: false }, 'NOT_AVAILABLE'],
    ['delisted or supplier off the market', { listed: false }, 'NOT_AVAILABLE'],
    ['no price in the region, or hidden there', { soldInRegion: false }, 'NOT_AVAILABLE'],
    ['out of stock', { stock: 0 }, 'OUT_OF_STOCK'],
    ['negative stock counts as out', { stock: -1 }, 'OUT_OF_STOCK'],
    ['a fraction in stock is in stock', { stock: 0.5 }, null],
  ] as const)('%s', (_name, change, expected) => {
    expect(checkCartLine({ ...ok, ...change })).toBe(expected);
  });

  it('maps problems to the messages of spec §8', () => {
    expect(cartLineErrorCode('EXCLUSIVE')).toBe('PRODUCT_EXCLUSIVE');
    expect(cartLineErrorCode('OUT_OF_STOCK')).toBe('PRODUCTS_NOT_AVAILABLE');
    expect(cartLineErrorCode('NOT_AVAILABLE')).toBe('PRODUCTS_NOT_AVAILABLE');
  });
});
