import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_LIST_PARAMS,
  hasOrderListFilters,
  type OrderListParams,
  orderListHref,
  parseOrderListParams,
  toOrderListFilter,
  writeOrderListParams,
} from './order-list-params';

describe('parseOrderListParams', () => {
  it.each([
    ['', {}],
    ['status=ALL', {}],
    ['status=DELIVERED', { status: 'DELIVERED' }],
    ['status=NOPE', {}],
    [
      'statuses=APPROVAL_DISAPPROVED&statuses=PENDING_ACCEPTANCE',
      { statuses: ['APPROVAL_DISAPPROVED', 'PENDING_ACCEPTANCE'] },
    ],
    ['statuses=CANCELED,DECLINED,X', { statuses: ['CANCELED', 'DECLINED'] }],
    ['suppliers=3&suppliers=7&suppliers=3', { supplierIds: [3, 7] }],
    ['supplier=5', { supplierIds: [5] }],
    ['suppliers=abc&suppliers=-1&suppliers=0', {}],
    ['storeId=c1&storeId=c2', { storeId: 'c1' }],
    ['orderDateStart=2026-11-01&orderDateEnd=2026-11-30', { orderDateStart: '2026-11-01', orderDateEnd: '2026-11-30' }],
    ['deliveryDateStart=2026-12-01&deliveryDateEnd=', { deliveryDateStart: '2026-12-01' }],
    ['orderDateStart=yesterday', { orderDateStart: 'yesterday' }],
    ['q=%20CB-000123%20', { q: 'CB-000123' }],
    ['page=3&size=50', { page: 3, size: 50 }],
    ['page=0&size=0', {}],
    ['page=x&size=1000', { size: 100 }],
  ])('?%s', (query, expected) => {
    expect(parseOrderListParams(new URLSearchParams(query))).toEqual({ ...EMPTY_ORDER_LIST_PARAMS, ...expected });
  });

  it('reads a Next.js searchParams record (arrays for repeated keys)', () => {
    expect(parseOrderListParams({ suppliers: ['2', '9'], status: 'CANCELED', page: '2' })).toEqual({
      ...EMPTY_ORDER_LIST_PARAMS,
      supplierIds: [2, 9],
      status: 'CANCELED',
      page: 2,
    });
  });
});

describe('writeOrderListParams', () => {
  it.each([
    [{}, ''],
    [{ status: 'DELIVERED' }, 'status=DELIVERED'],
    [{ statuses: ['CANCELED', 'DECLINED'] }, 'statuses=CANCELED&statuses=DECLINED'],
    [{ supplierIds: [3, 7] }, 'suppliers=3&suppliers=7'],
    [
      { storeId: 's1', orderDateStart: '2026-11-01', deliveryDateEnd: '2026-12-31' },
      'storeId=s1&orderDateStart=2026-11-01&deliveryDateEnd=2026-12-31',
    ],
    [{ q: 'CB-000001', page: 2, size: 50 }, 'q=CB-000001&page=2&size=50'],
    [{ page: 1, size: 20 }, ''],
  ] satisfies [Partial<OrderListParams>, string][])('%j → %s', (params, expected) => {
    expect(writeOrderListParams(params)).toBe(expected);
  });

  it('round-trips what it writes', () => {
    const params = {
      ...EMPTY_ORDER_LIST_PARAMS,
      status: 'PENDING_APPROVAL' as const,
      supplierIds: [4],
      storeId: 'c1000000-0000-4000-8000-000000000001',
      orderDateStart: '2026-11-01',
      orderDateEnd: '2026-11-26',
      q: 'CB-000042',
      page: 4,
      size: 100,
    };
    expect(parseOrderListParams(new URLSearchParams(writeOrderListParams(params)))).toEqual(params);
  });

  it('writes an address', () => {
    expect(orderListHref('/orders', {})).toBe('/orders');
    expect(orderListHref('/orders', { status: 'CANCELED', page: 2 })).toBe('/orders?status=CANCELED&page=2');
  });
});

describe('toOrderListFilter', () => {
  it('leaves out what is not set (ALL is no status)', () => {
    expect(toOrderListFilter(EMPTY_ORDER_LIST_PARAMS)).toEqual({});
    expect(hasOrderListFilters(EMPTY_ORDER_LIST_PARAMS)).toBe(false);
  });

  it('passes every filter on under the API names', () => {
    const params = parseOrderListParams(
      new URLSearchParams(
        'status=DELIVERED&statuses=CANCELED&suppliers=3&storeId=s1&orderDateStart=2026-11-01&orderDateEnd=2026-11-02&deliveryDateStart=2026-11-03&deliveryDateEnd=2026-11-04&q=CB-1&page=2',
      ),
    );
    expect(toOrderListFilter(params)).toEqual({
      status: 'DELIVERED',
      statuses: ['CANCELED'],
      supplierIds: [3],
      storeId: 's1',
      orderDateStart: '2026-11-01',
      orderDateEnd: '2026-11-02',
      deliveryDateStart: '2026-11-03',
      deliveryDateEnd: '2026-11-04',
      q: 'CB-1',
    });
    expect(hasOrderListFilters(params)).toBe(true);
  });
});
