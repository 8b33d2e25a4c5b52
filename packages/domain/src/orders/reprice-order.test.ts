import { describe, expect, it } from 'vitest';
import {
  checkAcceptedQuantity,
  checkDeliveredQuantity,
  checkFinalPrice,
  type RepriceLineInput,
  repriceOrder,
} from './reprice-order';

const line = (over: Partial<RepriceLineInput> & Pick<RepriceLineInput, 'priceBeforeVat' | 'vatRate' | 'quantity'>) => ({
  productId: 'p',
  acceptedQuantity: null,
  deliveredQuantity: null,
  finalPriceBeforeVat: null,
  discount: 0,
  ...over,
});

// Real lines of a restaurant's order, every amount worked out by hand (half up, VAT per line).
const CASES: {
  name: string;
  lines: RepriceLineInput[];
  fee: number;
  expected: {
    lines: { billedQuantity: number; amountBeforeVat: number; vat: number; amount: number; discount: number }[];
    subtotalBeforeVat: number;
    vat: number;
    itemsTotal: number;
    discount: number;
    deliveryFee: number;
    gross: number;
  };
}[] = [
  {
    name: 'nothing changed: the checkout totals',
    lines: [line({ priceBeforeVat: 45_455, vatRate: 10, quantity: 3 })],
    fee: 0,
    expected: {
      // 136,365 before VAT; VAT 13,636.5 → 13,637.
      lines: [{ billedQuantity: 3, amountBeforeVat: 136_365, vat: 13_637, amount: 150_002, discount: 0 }],
      subtotalBeforeVat: 136_365,
      vat: 13_637,
      itemsTotal: 150_002,
      discount: 0,
      deliveryFee: 0,
      gross: 150_002,
    },
  },
  {
    name: 'a weighed line follows the delivered weight, an accepted one the accepted quantity; the fee stays',
    lines: [
      // Thăn bò 1 kg at 250,000 before VAT (8 %), 0.85 kg delivered.
      line({ priceBeforeVat: 250_000, vatRate: 8, quantity: 1, acceptedQuantity: 1, deliveredQuantity: 0.85 }),
      // Nước mắm, 3 bottles, delivered as ordered.
      line({ priceBeforeVat: 45_455, vatRate: 10, quantity: 3 }),
      // Rau muống 2 kg, only 1.5 kg accepted: 27,778.5 → 27,779; VAT 1,388.95 → 1,389.
      line({ priceBeforeVat: 18_519, vatRate: 5, quantity: 2, acceptedQuantity: 1.5 }),
    ],
    fee: 30_000,
    expected: {
      lines: [
        { billedQuantity: 0.85, amountBeforeVat: 212_500, vat: 17_000, amount: 229_500, discount: 0 },
        { billedQuantity: 3, amountBeforeVat: 136_365, vat: 13_637, amount: 150_002, discount: 0 },
        { billedQuantity: 1.5, amountBeforeVat: 27_779, vat: 1_389, amount: 29_168, discount: 0 },
      ],
      subtotalBeforeVat: 376_644,
      vat: 32_026,
      itemsTotal: 408_670,
      discount: 0,
      deliveryFee: 30_000,
      gross: 438_670,
    },
  },
  {
    name: 'a final unit price replaces the ordered one (0 % VAT pork, 2.1 kg at 115,000)',
    lines: [
      line({ priceBeforeVat: 120_000, vatRate: 0, quantity: 2, deliveredQuantity: 2.1, finalPriceBeforeVat: 115_000 }),
    ],
    fee: 0,
    expected: {
      lines: [{ billedQuantity: 2.1, amountBeforeVat: 241_500, vat: 0, amount: 241_500, discount: 0 }],
      subtotalBeforeVat: 241_500,
      vat: 0,
      itemsTotal: 241_500,
      discount: 0,
      deliveryFee: 0,
      gross: 241_500,
    },
  },
  {
    name: 'a discount is kept but never more than its line: a line accepted at 0 loses its share',
    lines: [
      line({ priceBeforeVat: 10_000, vatRate: 10, quantity: 10, acceptedQuantity: 0, discount: 5_000 }),
      line({ priceBeforeVat: 50_000, vatRate: 8, quantity: 1, acceptedQuantity: 1, discount: 3_000 }),
    ],
    fee: 20_000,
    expected: {
      lines: [
        { billedQuantity: 0, amountBeforeVat: 0, vat: 0, amount: 0, discount: 0 },
        { billedQuantity: 1, amountBeforeVat: 50_000, vat: 4_000, amount: 54_000, discount: 3_000 },
      ],
      subtotalBeforeVat: 50_000,
      vat: 4_000,
      itemsTotal: 54_000,
      discount: 3_000,
      deliveryFee: 20_000,
      gross: 71_000,
    },
  },
  {
    name: 'decimal weights are exact (0.1 kg × 35,000 is 3,500, not 3,500.0000000000005)',
    lines: [line({ priceBeforeVat: 35_000, vatRate: 5, quantity: 0.5, deliveredQuantity: 0.1 })],
    fee: 15_000,
    expected: {
      lines: [{ billedQuantity: 0.1, amountBeforeVat: 3_500, vat: 175, amount: 3_675, discount: 0 }],
      subtotalBeforeVat: 3_500,
      vat: 175,
      itemsTotal: 3_675,
      discount: 0,
      deliveryFee: 15_000,
      gross: 18_675,
    },
  },
];

describe('repriceOrder', () => {
  it.each(CASES)('$name', ({ lines, fee, expected }) => {
    const result = repriceOrder(lines, { deliveryFee: fee, voucher: null });
    expect(result).toMatchObject({ ...expected, lines: expected.lines.map((l) => expect.objectContaining(l)) });
    // The totals are the sums of the lines.
    expect(result.subtotalBeforeVat).toBe(result.lines.reduce((s, l) => s + l.amountBeforeVat, 0));
    expect(result.gross).toBe(result.itemsTotal - result.discount + result.deliveryFee);
  });

  it('bills at the final price with VAT as the unit price', () => {
    const [l] = repriceOrder(
      [line({ priceBeforeVat: 120_000, vatRate: 8, quantity: 1, finalPriceBeforeVat: 110_000 })],
      { deliveryFee: 0, voucher: null },
    ).lines;
    expect(l).toMatchObject({ unitPriceBeforeVat: 110_000, unitPrice: 118_800 });
  });
});

describe('repriceOrder with a voucher', () => {
  // CHOBEP10: 10 % off at most 50,000 đ, from 300,000 đ. Thịt ba chỉ 2 kg at 150,000 before VAT (5 %): 315,000.
  const chobep10 = { percent: 10, maxDiscount: 50_000, productIds: null };
  const pork = (over: Partial<RepriceLineInput> = {}) =>
    line({ productId: 'pork', priceBeforeVat: 150_000, vatRate: 5, quantity: 2, discount: 31_500, ...over });

  it.each([
    ['as ordered: 10 % of 315,000', pork(), 315_000, 31_500],
    // 1.8 kg delivered: 283,500 — under the voucher's minimum, but the minimum was met when ordered.
    ['a lighter delivery lowers the discount with it', pork({ deliveredQuantity: 1.8 }), 283_500, 28_350],
    ['a heavier one raises it, up to the cap', pork({ deliveredQuantity: 4 }), 630_000, 50_000],
    ['a missing line pays nothing and gets nothing', pork({ missing: true }), 0, 0],
    [
      'a delivered quantity after a missing report counts again',
      pork({ missing: true, deliveredQuantity: 1 }),
      157_500,
      15_750,
    ],
    ['a lower final price lowers the discount', pork({ finalPriceBeforeVat: 100_000 }), 210_000, 21_000],
  ])('%s', (_name, l, itemsTotal, discount) => {
    const result = repriceOrder([l], { deliveryFee: 0, voucher: chobep10 });
    expect(result).toMatchObject({ itemsTotal, discount, gross: itemsTotal - discount });
  });

  it('a product voucher discounts only its product, spread to the đồng', () => {
    const result = repriceOrder(
      [
        pork({ productId: 'melon', priceBeforeVat: 20_000, quantity: 3, deliveredQuantity: 2 }),
        pork({ productId: 'rice', priceBeforeVat: 30_000, quantity: 1 }),
      ],
      { deliveryFee: 25_000, voucher: { percent: 15, maxDiscount: 30_000, productIds: ['melon'] } },
    );
    // Melon 2 × 21,000 = 42,000 → 15 % = 6,300; rice not covered.
    expect(result.lines.map((l) => l.discount)).toEqual([6_300, 0]);
    expect(result.gross).toBe(42_000 + 31_500 - 6_300 + 25_000);
  });
});

describe('line checks', () => {
  it.each([
    [3, 3, null],
    [0, 3, null],
    [2.5, 3, null],
    [3.001, 3, 'QUANTITY_INVALID'],
    [-1, 3, 'QUANTITY_INVALID'],
    [1.0005, 3, 'QUANTITY_INVALID'],
    [Number.NaN, 3, 'QUANTITY_INVALID'],
  ])('accepted %s of %s → %s', (accepted, ordered, problem) => {
    expect(checkAcceptedQuantity(accepted, ordered)).toBe(problem);
  });

  it.each([
    [0.85, 1, null],
    [1.2, 1, null],
    [2, 1, null],
    [2.001, 1, 'QUANTITY_INVALID'],
    [0, 1, null],
    [-0.1, 1, 'QUANTITY_INVALID'],
    [Number.POSITIVE_INFINITY, 1, 'QUANTITY_INVALID'],
  ])('delivered %s of %s → %s', (delivered, ordered, problem) => {
    expect(checkDeliveredQuantity(delivered, ordered)).toBe(problem);
  });

  it.each([
    [115_000, null],
    [0, null],
    [10_000_000, null],
    [10_000_001, 'PRICE_INVALID'],
    [1.5, 'PRICE_INVALID'],
    [-1, 'PRICE_INVALID'],
  ])('final price %s → %s', (price, problem) => {
    expect(checkFinalPrice(price)).toBe(problem);
  });
});
