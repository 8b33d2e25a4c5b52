import { describe, expect, it } from 'vitest';
import { composeFulfillmentNote, type NoteItem, type NoteOrder } from './compose-fulfillment-note';

const order = (id: string, number: number, fields: Partial<NoteOrder> = {}): NoteOrder => ({
  id,
  number,
  status: 'ACCEPTED',
  paymentMethod: 'COD',
  slotStart: '08:00',
  slotEnd: '12:00',
  subtotalBeforeVat: 370_370,
  vat: 29_630,
  deliveryFee: 0,
  deliveryFeeVat: 0,
  discount: 0,
  grossTotal: 400_000,
  ...fields,
});
const item = (orderId: string, productId: string, fields: Partial<NoteItem> = {}): NoteItem => ({
  orderId,
  productId,
  name: productId,
  unit: 'Kg',
  quantity: 2,
  acceptedQuantity: null,
  deliveredQuantity: null,
  price: 100_000,
  amount: 200_000,
  ...fields,
});

describe('composeFulfillmentNote', () => {
  it('one order: its lines, slot, payment and totals', () => {
    const note = composeFulfillmentNote(
      [order('a', 123)],
      [item('a', 'Thịt ba chỉ'), item('a', 'Cà chua', { quantity: 5, price: 40_000, amount: 200_000 })],
    );
    expect(note).toMatchObject({
      shortCode: 'PG-000123',
      orderCodes: ['CB-000123'],
      status: 'ACCEPTED',
      deliveryStart: '08:00',
      deliveryEnd: '12:00',
      paymentMethods: ['COD'],
      itemCount: 2,
      grossTotal: 400_000,
    });
    expect(note?.lines.map((l) => l.name)).toEqual(['Cà chua', 'Thịt ba chỉ']);
  });

  it('merges the orders of one delivery: a product once, quantities and amounts summed, totals added', () => {
    const note = composeFulfillmentNote(
      [
        order('b', 130, {
          slotStart: '13:00',
          slotEnd: '17:00',
          paymentMethod: 'BANK_TRANSFER',
          deliveryFee: 25_000,
          deliveryFeeVat: 1_852,
          grossTotal: 425_000,
        }),
        order('a', 124, { status: 'DELIVERING' }),
      ],
      [item('a', 'Gạo'), item('b', 'Gạo', { quantity: 1.5, amount: 150_000 }), item('b', 'Muối')],
    );
    expect(note).toMatchObject({
      shortCode: 'PG-000124',
      orderIds: ['a', 'b'],
      orderCodes: ['CB-000124', 'CB-000130'],
      status: 'ACCEPTED',
      deliveryStart: '08:00',
      deliveryEnd: '17:00',
      paymentMethods: ['COD', 'BANK_TRANSFER'],
      subtotalBeforeVat: 740_740,
      itemsVat: 59_260,
      totalItemPrice: 800_000,
      deliveryFee: 25_000,
      deliveryFeeVat: 1_852,
      grossTotal: 825_000,
      itemCount: 2,
    });
    expect(note?.lines[0]).toMatchObject({
      name: 'Gạo',
      quantity: 3.5,
      amount: 350_000,
      orderCodes: ['CB-000124', 'CB-000130'],
    });
  });

  it('carries what was delivered, else accepted, else ordered', () => {
    const note = composeFulfillmentNote(
      [order('a', 1)],
      [
        item('a', 'x', { quantity: 3, acceptedQuantity: 2, deliveredQuantity: 1.85 }),
        item('a', 'y', { quantity: 3, acceptedQuantity: 2 }),
        item('a', 'z', { quantity: 3 }),
      ],
    );
    expect(note?.lines.map((l) => l.quantity)).toEqual([1.85, 2, 3]);
  });

  it('carries nothing of a line reported missing, unless it was delivered after all', () => {
    const note = composeFulfillmentNote(
      [order('a', 1)],
      [
        item('a', 'x', { acceptedQuantity: 2, missing: true, amount: 0 }),
        item('a', 'y', { acceptedQuantity: 2, deliveredQuantity: 1.5, missing: true }),
      ],
    );
    expect(note?.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['x', 0],
      ['y', 1.5],
    ]);
  });

  it('keeps a product at two prices on two lines', () => {
    const note = composeFulfillmentNote(
      [order('a', 1), order('b', 2)],
      [item('a', 'x'), item('b', 'x', { price: 90_000, amount: 180_000 })],
    );
    expect(note?.lines).toHaveLength(2);
  });

  it('leaves out canceled, declined and disapproved orders; none left is no note', () => {
    const note = composeFulfillmentNote(
      [order('a', 1, { status: 'CANCELED' }), order('b', 2, { status: 'DELIVERED' })],
      [item('a', 'x'), item('b', 'y')],
    );
    expect(note).toMatchObject({ orderCodes: ['CB-000002'], status: 'DELIVERED', itemCount: 1 });
    expect(composeFulfillmentNote([order('a', 1, { status: 'DECLINED' })], [item('a', 'x')])).toBeNull();
    expect(composeFulfillmentNote([order('a', 1, { status: 'APPROVAL_DISAPPROVED' })], [])).toBeNull();
  });

  it('leaves out an order waiting for approval: the supplier has not seen it and it may never go', () => {
    const note = composeFulfillmentNote(
      [order('a', 1, { status: 'PENDING_APPROVAL' }), order('b', 2, { status: 'DELIVERING' })],
      [item('a', 'x'), item('b', 'y')],
    );
    // The note's status follows the orders on it: delivering, not "pending approval".
    expect(note).toMatchObject({ orderIds: ['b'], status: 'DELIVERING', itemCount: 1, grossTotal: 400_000 });
    expect(composeFulfillmentNote([order('a', 1, { status: 'PENDING_APPROVAL' })], [item('a', 'x')])).toBeNull();
  });

  it.each([
    ['ACCEPTED', 'DELIVERED', 'ACCEPTED'],
    ['DELIVERED', 'DELIVERED', 'DELIVERED'],
    ['PENDING_ACCEPTANCE', 'DELIVERING', 'PENDING_ACCEPTANCE'],
    ['CANCELED', 'DELIVERING', 'DELIVERING'],
  ] as const)('orders %s and %s: the note is %s (the least advanced on it)', (a, b, want) => {
    const note = composeFulfillmentNote([order('a', 1, { status: a }), order('b', 2, { status: b })], []);
    expect(note?.status).toBe(want);
  });

  it('adds up line by line: goods before VAT + their VAT = goods with VAT; + fees − discounts = the total', () => {
    const note = composeFulfillmentNote(
      [
        order('a', 1, { deliveryFee: 25_000, deliveryFeeVat: 1_852, discount: 10_000, grossTotal: 415_000 }),
        order('b', 2),
      ],
      [],
    );
    expect(note).toBeTruthy();
    const n = note!;
    expect(n.subtotalBeforeVat + n.itemsVat).toBe(n.totalItemPrice);
    expect(n.totalItemPrice + n.deliveryFee - n.discount).toBe(n.grossTotal);
  });
});
