import { ORDER_STATUSES, type OrderStatus } from '@chobep/domain/orders/choose-initial-status';

/**
 * The order lists' URL parameters (spec/trading.md §2: status, statuses, storeId, page, size, orderDateStart/End,
 * deliveryDateStart/End, supplier(s), q) read into what the page shows and written back. Pure, so the server page,
 * the filter form and the paging links agree, and a table test pins the mapping.
 *
 * - `page` is counted from 1 in the URL (as the catalogue's), the API's from 0.
 * - `suppliers` holds supplier ids, repeated (`?suppliers=3&suppliers=7`); a single `supplier` is read too.
 * - Dates are kept as typed (YYYY-MM-DD from the date fields): the API checks them and says which one is wrong.
 * - An unknown status is ignored, as the API ignores it (a URL is typed by people).
 */
export type Query = Record<string, string | string[] | undefined> | URLSearchParams;

export const ORDER_LIST_SIZES = [20, 50, 100] as const;
export const DEFAULT_ORDER_LIST_SIZE = 20;

export interface OrderListParams {
  /** One status; null is ALL. */
  status: OrderStatus | null;
  statuses: OrderStatus[];
  supplierIds: number[];
  storeId: string | null;
  orderDateStart: string | null;
  orderDateEnd: string | null;
  deliveryDateStart: string | null;
  deliveryDateEnd: string | null;
  /** An order code (CB-000123) or number. */
  q: string | null;
  /** 1-based. */
  page: number;
  size: number;
}

export const EMPTY_ORDER_LIST_PARAMS: OrderListParams = {
  status: null,
  statuses: [],
  supplierIds: [],
  storeId: null,
  orderDateStart: null,
  orderDateEnd: null,
  deliveryDateStart: null,
  deliveryDateEnd: null,
  q: null,
  page: 1,
  size: DEFAULT_ORDER_LIST_SIZE,
};

const DATE_KEYS = ['orderDateStart', 'orderDateEnd', 'deliveryDateStart', 'deliveryDateEnd'] as const;

function all(query: Query, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(query: Query, key: string): string | null {
  const value = all(query, key)[0]?.trim();
  return value ? value : null;
}

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

export function parseOrderListParams(query: Query): OrderListParams {
  const status = first(query, 'status');
  const statuses = [...new Set(all(query, 'statuses').flatMap((s) => s.split(',').map((part) => part.trim())))].filter(
    isStatus,
  );
  const supplierIds = [
    ...new Set(
      [...all(query, 'suppliers'), ...all(query, 'supplier')]
        .flatMap((s) => s.split(','))
        .map((s) => positiveInt(s.trim()))
        .filter((n): n is number => n !== null),
    ),
  ];
  const size = positiveInt(first(query, 'size'));
  const dates = Object.fromEntries(DATE_KEYS.map((key) => [key, first(query, key)])) as Record<
    (typeof DATE_KEYS)[number],
    string | null
  >;
  return {
    status: status && isStatus(status) ? status : null,
    statuses,
    supplierIds,
    storeId: first(query, 'storeId'),
    ...dates,
    q: first(query, 'q'),
    page: positiveInt(first(query, 'page')) ?? 1,
    size: size ? Math.min(size, 100) : DEFAULT_ORDER_LIST_SIZE,
  };
}

/** The query string of a list (without "?"): defaults left out, arrays repeated, in the spec's parameter names. */
export function writeOrderListParams(params: Partial<OrderListParams>): string {
  const p = { ...EMPTY_ORDER_LIST_PARAMS, ...params };
  const out = new URLSearchParams();
  if (p.status) out.set('status', p.status);
  for (const s of p.statuses) out.append('statuses', s);
  for (const id of p.supplierIds) out.append('suppliers', String(id));
  if (p.storeId) out.set('storeId', p.storeId);
  for (const key of DATE_KEYS) {
    const value = p[key];
    if (value) out.set(key, value);
  }
  if (p.q) out.set('q', p.q);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.size !== DEFAULT_ORDER_LIST_SIZE) out.set('size', String(p.size));
  return out.toString();
}

/** A list's address: /orders, /orders?status=DELIVERED&page=2 … */
export function orderListHref(pathname: string, params: Partial<OrderListParams>): string {
  const query = writeOrderListParams(params);
  return query ? `${pathname}?${query}` : pathname;
}

/** The API's OrderListFilter for these parameters (status ALL is no status). */
export interface OrderListFilterVariables {
  status?: OrderStatus;
  statuses?: OrderStatus[];
  supplierIds?: number[];
  storeId?: string;
  orderDateStart?: string;
  orderDateEnd?: string;
  deliveryDateStart?: string;
  deliveryDateEnd?: string;
  q?: string;
}

export function toOrderListFilter(p: OrderListParams): OrderListFilterVariables {
  const filter: OrderListFilterVariables = {};
  if (p.status) filter.status = p.status;
  if (p.statuses.length > 0) filter.statuses = p.statuses;
  if (p.supplierIds.length > 0) filter.supplierIds = p.supplierIds;
  if (p.storeId) filter.storeId = p.storeId;
  for (const key of DATE_KEYS) {
    const value = p[key];
    if (value) filter[key] = value;
  }
  if (p.q) filter.q = p.q;
  return filter;
}

/** Whether the buyer narrowed the list (then "no orders" says "none match", not "none yet"). */
export function hasOrderListFilters(p: OrderListParams): boolean {
  return Object.keys(toOrderListFilter(p)).length > 0;
}
