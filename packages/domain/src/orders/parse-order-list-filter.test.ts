import { describe, expect, it } from 'vitest';
import {
  ORDER_LIST_MAX_SIZE,
  ORDER_LIST_MAX_VALUES,
  type OrderListFilterInput,
  orderListPage,
  parseOrderCode,
  parseOrderListFilter,
} from './parse-order-list-filter';

describe('parseOrderListFilter', () => {
  const ok = (input: OrderListFilterInput) => {
    const result = parseOrderListFilter(input);
    if (!result.ok) throw new Error(`refused: ${result.code} ${result.field}`);
    return result.filter;
  };

  it.each([
    [{}, null],
    [{ status: 'ALL' }, null],
    [{ status: 'DELIVERED' }, ['DELIVERED']],
    [{ statuses: ['CANCELED', 'DECLINED'] }, ['CANCELED', 'DECLINED']],
    [{ status: 'CANCELED', statuses: ['CANCELED'] }, ['CANCELED']],
    [{ statuses: ['NOPE', 'SENT'] }, ['SENT']],
    [{ statuses: ['NOPE'] }, null],
  ] as [OrderListFilterInput, string[] | null][])('statuses of %j → %j', (input, statuses) => {
    expect(ok(input).statuses).toEqual(statuses);
  });

  it('an order date range covers whole local days in Vietnam (UTC+7)', () => {
    const f = ok({ orderDateStart: '2026-11-01', orderDateEnd: '2026-11-30' });
    expect(f.createdFrom?.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(f.createdBefore?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('one day is a 24-hour window; an open end stays open', () => {
    const f = ok({ orderDateStart: '2026-11-26', orderDateEnd: '2026-11-26' });
    expect(f.createdBefore!.getTime() - f.createdFrom!.getTime()).toBe(86_400_000);
    expect(ok({ orderDateStart: '2026-11-26' }).createdBefore).toBeNull();
    expect(ok({ orderDateEnd: '2026-11-26' }).createdFrom).toBeNull();
  });

  it('delivery dates stay calendar dates; empty strings are no filter', () => {
    const f = ok({ deliveryDateStart: '2026-11-27', deliveryDateEnd: '', orderDateStart: '' });
    expect(f).toMatchObject({ deliveryFrom: '2026-11-27', deliveryTo: null, createdFrom: null });
  });

  it.each([
    [{ orderDateStart: '2026-02-30' }, 'INVALID_DATE', 'orderDateStart'],
    [{ deliveryDateEnd: '26/11/2026' }, 'INVALID_DATE', 'deliveryDateEnd'],
    [{ orderDateStart: '2026-11-27', orderDateEnd: '2026-11-26' }, 'DATE_RANGE_INVALID', 'orderDateEnd'],
    [{ deliveryDateStart: '2026-12-01', deliveryDateEnd: '2026-11-01' }, 'DATE_RANGE_INVALID', 'deliveryDateEnd'],
    [{ orderDateStart: '2024-01-01', orderDateEnd: '2026-01-02' }, 'DATE_RANGE_TOO_LONG', 'orderDateEnd'],
    [
      { supplierIds: Array.from({ length: ORDER_LIST_MAX_VALUES + 1 }, (_, i) => i + 1) },
      'TOO_MANY_VALUES',
      'supplierIds',
    ],
    [{ statuses: Array.from({ length: ORDER_LIST_MAX_VALUES + 1 }, () => 'SENT') }, 'TOO_MANY_VALUES', 'statuses'],
  ] as [OrderListFilterInput, string, string][])('%j is refused: %s on %s', (input, code, field) => {
    expect(parseOrderListFilter(input)).toEqual({ ok: false, code, field });
  });

  it('two full years are still allowed', () => {
    expect(parseOrderListFilter({ orderDateStart: '2024-01-01', orderDateEnd: '2025-12-31' }).ok).toBe(true);
  });

  it(`${ORDER_LIST_MAX_VALUES} suppliers and statuses are still allowed`, () => {
    const supplierIds = Array.from({ length: ORDER_LIST_MAX_VALUES }, (_, i) => i + 1);
    expect(ok({ supplierIds, statuses: Array.from({ length: ORDER_LIST_MAX_VALUES }, () => 'SENT') })).toMatchObject({
      supplierIds,
      statuses: ['SENT'],
    });
  });

  it('suppliers: positive whole ids, once each', () => {
    expect(ok({ supplierIds: [3, 3, 0, -1, 2.5, 7] }).supplierIds).toEqual([3, 7]);
    expect(ok({ supplierIds: [] }).supplierIds).toBeNull();
  });

  it('a code search becomes a number', () => {
    expect(ok({ q: ' CB-000123 ' }).number).toBe(123);
    expect(ok({ q: 'cà phê' }).number).toBe(-1);
    expect(ok({ q: '  ' }).number).toBeNull();
  });
});

describe('parseOrderCode', () => {
  it.each([
    ['CB-000123', 123],
    ['cb000123', 123],
    ['CB 42', 42],
    ['#7', 7],
    ['123', 123],
    ['CB-', -1],
    ['CB-12a', -1],
    ['1234567890', -1],
  ])('%s → %d', (text, number) => {
    expect(parseOrderCode(text)).toBe(number);
  });
});

describe('orderListPage', () => {
  it.each([
    [undefined, undefined, 0, 20],
    [2, 50, 2, 50],
    [-1, 0, 0, 20],
    [1.7, 1000, 1, ORDER_LIST_MAX_SIZE],
    [Number.NaN, Number.NaN, 0, 20],
  ])('page %s size %s → %d, %d', (page, size, p, s) => {
    expect(orderListPage(page, size)).toEqual({ page: p, size: s });
  });
});
