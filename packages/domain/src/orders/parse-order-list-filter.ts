import { addDays, isLocalDate, type LocalDate, localInstant } from '../checkout/local-time';
import { ORDER_STATUSES, type OrderStatus } from './choose-initial-status';

/** A page of the order list: 20 by default (the spec's lists), never more than 100 in one answer. */
export const ORDER_LIST_DEFAULT_SIZE = 20;
export const ORDER_LIST_MAX_SIZE = 100;
/** A date range longer than this is refused: a list or an export over more than two years is a mistake. */
export const ORDER_LIST_MAX_RANGE_DAYS = 731;
/**
 * At most this many suppliers, or statuses, in one filter: the list and its export take them as SQL parameters, and
 * 100,000 supplier ids once overflowed PostgreSQL's 65,535 (the GraphQL limits hold the same number).
 */
export const ORDER_LIST_MAX_VALUES = 100;

/** What the order list and the export are asked for: the URL parameters of spec/trading.md §2, typed. */
export interface OrderListFilterInput {
  /** One status, or ALL (the same as none). */
  status?: string | null;
  statuses?: readonly string[] | null;
  supplierIds?: readonly number[] | null;
  storeId?: string | null;
  orderDateStart?: string | null;
  orderDateEnd?: string | null;
  deliveryDateStart?: string | null;
  deliveryDateEnd?: string | null;
  /** An order code as written (CB-000123), or its number. */
  q?: string | null;
}

/** The filter as the query uses it: order dates as local-day instants, everything else checked. */
export interface OrderListFilter {
  statuses: OrderStatus[] | null;
  supplierIds: number[] | null;
  storeId: string | null;
  /** Orders placed at or after this instant (local midnight of orderDateStart). */
  createdFrom: Date | null;
  /** Orders placed before this instant (local midnight after orderDateEnd). */
  createdBefore: Date | null;
  deliveryFrom: LocalDate | null;
  deliveryTo: LocalDate | null;
  /** An order number asked for by its code; -1 when the text can be no order's code (the list is then empty). */
  number: number | null;
}

export type OrderListFilterResult =
  | { ok: true; filter: OrderListFilter }
  | {
      ok: false;
      code: 'INVALID_DATE' | 'DATE_RANGE_INVALID' | 'DATE_RANGE_TOO_LONG' | 'TOO_MANY_VALUES';
      field: string;
    };

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** CB-000123, cb000123, #123 or 123 → 123; anything else → -1 (no order has that code). */
export function parseOrderCode(text: string): number {
  const match = /^\s*#?\s*(?:cb\s*-?\s*)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : -1;
}

/**
 * Checks and normalises an order-list filter. Dates are local (Asia/Ho_Chi_Minh) calendar days: an order date range
 * covers whole local days, so "25/11" means orders placed from 00:00 to 24:00 in Vietnam whatever the server's zone.
 * An unknown status is ignored as ALL is (the URL is typed by people); a wrong date is refused with its field, so the
 * page can say which one.
 */
export function parseOrderListFilter(input: OrderListFilterInput): OrderListFilterResult {
  for (const field of ['statuses', 'supplierIds'] as const) {
    if ((input[field]?.length ?? 0) > ORDER_LIST_MAX_VALUES) return { ok: false, code: 'TOO_MANY_VALUES', field };
  }
  const wanted = [...(input.statuses ?? []), ...(input.status ? [input.status] : [])].filter(isStatus);
  const dates = [
    ['orderDateStart', input.orderDateStart],
    ['orderDateEnd', input.orderDateEnd],
    ['deliveryDateStart', input.deliveryDateStart],
    ['deliveryDateEnd', input.deliveryDateEnd],
  ] as const;
  for (const [field, value] of dates) {
    if (value != null && value !== '' && !isLocalDate(value)) return { ok: false, code: 'INVALID_DATE', field };
  }
  const orderStart = input.orderDateStart || null;
  const orderEnd = input.orderDateEnd || null;
  const deliveryStart = input.deliveryDateStart || null;
  const deliveryEnd = input.deliveryDateEnd || null;
  for (const [start, end, field] of [
    [orderStart, orderEnd, 'orderDateEnd'],
    [deliveryStart, deliveryEnd, 'deliveryDateEnd'],
  ] as const) {
    if (start && end && end < start) return { ok: false, code: 'DATE_RANGE_INVALID', field };
    if (start && end && addDays(start, ORDER_LIST_MAX_RANGE_DAYS) < end)
      return { ok: false, code: 'DATE_RANGE_TOO_LONG', field };
  }
  const suppliers = [...new Set((input.supplierIds ?? []).filter((id) => Number.isSafeInteger(id) && id > 0))];
  const q = input.q?.trim();
  return {
    ok: true,
    filter: {
      statuses: wanted.length > 0 ? [...new Set(wanted)] : null,
      supplierIds: suppliers.length > 0 ? suppliers : null,
      storeId: input.storeId || null,
      createdFrom: orderStart ? localInstant(orderStart, '00:00') : null,
      createdBefore: orderEnd ? localInstant(addDays(orderEnd, 1), '00:00') : null,
      deliveryFrom: deliveryStart,
      deliveryTo: deliveryEnd,
      number: q ? parseOrderCode(q) : null,
    },
  };
}

/** A page number (0-based) and size, clamped to what one answer may hold. */
export function orderListPage(page?: number | null, size?: number | null): { page: number; size: number } {
  const s = Math.trunc(size ?? ORDER_LIST_DEFAULT_SIZE);
  const p = Math.trunc(page ?? 0);
  return {
    page: Number.isFinite(p) && p > 0 ? Math.min(p, 100_000) : 0,
    size: Number.isFinite(s) && s > 0 ? Math.min(s, ORDER_LIST_MAX_SIZE) : ORDER_LIST_DEFAULT_SIZE,
  };
}
