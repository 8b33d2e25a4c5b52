import { describe, expect, it } from 'vitest';
import { type PendingEditInput, planPendingEdit } from './plan-pending-edit';

// Two lines as checkout priced them: 10 × 40,000 (8 %) = 432,000 and 3 × 50,000 (10 %) = 165,000 → 597,000.
const base: PendingEditInput = {
  lines: [
    { id: 'a', productId: 'p1', priceBeforeVat: 40_000, vatRate: 8, quantity: 10, allowDecimal: false, minQuantity: 1 },
    {
      id: 'b',
      productId: 'p2',
      priceBeforeVat: 50_000,
      vatRate: 10,
      quantity: 3,
      allowDecimal: true,
      minQuantity: 0.5,
    },
  ],
  changes: [],
  minimum: 0,
  fee: {
    othersTotal: 0,
    alreadyCharged: false,
    store: { freeShipping: false },
    buyer: { isFreeshipOffer: false },
    areaGroup: null,
  },
  maxQuantity: 9999,
};
const edit = (changes: PendingEditInput['changes'], more: Partial<PendingEditInput> = {}) =>
  planPendingEdit({ ...base, ...more, changes });
describe('planPendingEdit', () => {
  it('re-prices the lines at their ordered prices and keeps the free delivery above 400,000', () => {
    const result = edit([{ itemId: 'a', quantity: 8 }]);
    if (!result.ok) throw new Error(result.code);
    expect(result.plan).toMatchObject({
      subtotalBeforeVat: 470_000,
      vat: 40_600,
      itemsTotal: 510_600,
      deliveryFee: 0,
      grossTotal: 510_600,
      removed: [],
    });
    expect(result.plan.lines[0]).toMatchObject({ id: 'a', quantity: 8, amountBeforeVat: 320_000, vat: 25_600 });
  });

  it('deletes a line with 0, and charges the fee when the order falls under 400,000', () => {
    const result = edit([{ itemId: 'a', quantity: 0 }]);
    if (!result.ok) throw new Error(result.code);
    expect(result.plan.removed).toEqual(['a']);
    expect(result.plan).toMatchObject({
      itemsTotal: 165_000,
      deliveryFee: 25_000,
      deliveryFeeVat: 1_852,
      grossTotal: 190_000,
    });
  });

  it('no fee when another order of the same delivery already carries it, or together they pass the threshold', () => {
    const charged = edit([{ itemId: 'a', quantity: 0 }], { fee: { ...base.fee, alreadyCharged: true } });
    expect(charged.ok && charged.plan.deliveryFee).toBe(0);
    const together = edit([{ itemId: 'a', quantity: 0 }], { fee: { ...base.fee, othersTotal: 300_000 } });
    expect(together.ok && together.plan.deliveryFee).toBe(0);
  });

  it.each([
    [[{ itemId: 'a', quantity: 2.5 }], 'QUANTITY_NO_DECIMALS', 'quantity'],
    [[{ itemId: 'b', quantity: 0.25 }], 'QUANTITY_ONE_DECIMAL', 'quantity'],
    [[{ itemId: 'b', quantity: 0.4 }], 'QUANTITY_BELOW_MINIMUM', 'quantity'],
    [[{ itemId: 'a', quantity: 10_000 }], 'QUANTITY_ABOVE_MAXIMUM', 'quantity'],
    [[{ itemId: 'zz', quantity: 1 }], 'ORDER_ITEM_NOT_FOUND', 'items'],
    [
      [
        { itemId: 'a', quantity: 0 },
        { itemId: 'b', quantity: 0 },
      ],
      'ORDER_EMPTY',
      'items',
    ],
  ] as const)('%j is refused: %s', (changes, code, field) => {
    expect(edit(changes)).toMatchObject({ ok: false, code, field });
  });

  it('refuses going under the minimum order value, saying how much is missing', () => {
    expect(edit([{ itemId: 'a', quantity: 1 }], { minimum: 300_000 })).toEqual({
      ok: false,
      code: 'MOQ_NOT_REACHED',
      field: 'items',
      params: { missing: 91_800 },
    });
  });
});
