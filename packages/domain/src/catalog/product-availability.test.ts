import { describe, expect, it } from 'vitest';
import { productAvailability } from './product-availability';

describe('productAvailability', () => {
  it.each([
    {
      isPrivate: false,
      allowPurchase: true,
      stock: 10,
      want: { isExclusive: false, inStock: true, allowAddToCart: true, showPrice: true },
    },
    {
      isPrivate: false,
      allowPurchase: true,
      stock: 0,
      want: { isExclusive: false, inStock: false, allowAddToCart: false, showPrice: true },
    },
    {
      isPrivate: true,
      allowPurchase: false,
      stock: 10,
      want: { isExclusive: true, inStock: true, allowAddToCart: false, showPrice: false },
    },
    // Private but purchasable: an ordinary product for whoever sees it.
    {
      isPrivate: true,
      allowPurchase: true,
      stock: 3,
      want: { isExclusive: false, inStock: true, allowAddToCart: true, showPrice: true },
    },
    {
      isPrivate: false,
      allowPurchase: false,
      stock: 3,
      want: { isExclusive: false, inStock: true, allowAddToCart: false, showPrice: true },
    },
    {
      isPrivate: false,
      allowPurchase: true,
      stock: 0.5,
      want: { isExclusive: false, inStock: true, allowAddToCart: true, showPrice: true },
    },
  ])('private $isPrivate, purchasable $allowPurchase, stock $stock', ({ want, ...input }) => {
    expect(productAvailability(input)).toEqual(want);
  });
});
