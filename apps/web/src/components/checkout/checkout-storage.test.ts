// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@/lib/storage-keys';
import {
  keepDraft,
  keepInvoice,
  keepPlaced,
  type PlacedOrder,
  readAnyDraft,
  readDraft,
  readInvoice,
  readPlaced,
} from './checkout-storage';

const STORE = 'c1000000-0000-4000-8000-000000000001';
const OTHER = 'c1000000-0000-4000-8000-000000000002';
const NOW = Date.parse('2026-01-12T03:00:00.000Z');

function order(id: string, code: string): PlacedOrder {
  return {
    id,
    code,
    status: 'PENDING_ACCEPTANCE',
    supplierName: 'Công ty TNHH Gia Vị Việt Hương',
    deliveryDate: '2026-01-13',
    deliveryTimeSlot: '08:00–12:00',
    paymentMethod: 'BANK_TRANSFER',
    grossTotal: 410_400,
  };
}

describe('what the checkout keeps in the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('reuses a draft token of the same store while it is valid', () => {
    keepDraft({ storeId: STORE, token: 'tok-1', expiresAt: '2026-01-12T03:30:00.000Z' });
    expect(readDraft(STORE, NOW)?.token).toBe('tok-1');
    expect(readDraft(OTHER, NOW)).toBeNull();
    // Expired: not for ordering, but still there to ask whether it became orders.
    expect(readDraft(STORE, Date.parse('2026-01-12T03:30:00.000Z'))).toBeNull();
    expect(readAnyDraft(STORE)?.token).toBe('tok-1');
    keepDraft(null);
    expect(readAnyDraft(STORE)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.checkoutDraft, '{not json');
    expect(readDraft(STORE, NOW)).toBeNull();
    sessionStorage.setItem(SESSION_STORAGE_KEYS.checkoutDraft, JSON.stringify({ storeId: STORE, token: 42 }));
    expect(readAnyDraft(STORE)).toBeNull();
  });

  it('keeps the invoice details of one store at a time', () => {
    const details = { registeredName: 'Công ty A', registeredAddress: 'Quận 1', redInvoiceNumber: '0312345678' };
    keepInvoice(STORE, details);
    expect(readInvoice(STORE)).toEqual(details);
    keepInvoice(OTHER, { ...details, registeredName: 'Công ty B' });
    expect(readInvoice(STORE)).toBeNull();
    expect(readInvoice(OTHER)?.registeredName).toBe('Công ty B');
  });

  it('gives step 4 the placed orders of its ids, in their order', () => {
    keepPlaced([order('a', 'CB-000001'), order('b', 'CB-000002')]);
    expect(readPlaced(['b', 'a']).map((o) => o.code)).toEqual(['CB-000002', 'CB-000001']);
    expect(readPlaced(['c'])).toEqual([]);
  });
});
