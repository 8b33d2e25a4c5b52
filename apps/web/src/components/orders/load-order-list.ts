import { OrderSupplierOptionsQuery, OrdersExportQuery, OrdersListQuery } from '@/lib/api/orders';
import { ApiError } from '@/lib/api/request';
import { serverRequest } from '@/lib/api/server';
import type { OrderPage } from './order-list';
import { type OrderListParams, toOrderListFilter } from './order-list-params';

/** Errors whose message the API wrote for the buyer (a wrong date, a range the wrong way round). */
const SHOWN_CODES = new Set(['INVALID_DATE', 'DATE_RANGE_INVALID', 'DATE_RANGE_TOO_LONG', 'BAD_USER_INPUT']);

export interface LoadedOrderList {
  page: OrderPage | null;
  /** The API's own words for a filter it refused; `true` for any other failure (the page says it generically). */
  error: string | true | null;
}

/** One page of the order list, read on the server (so the orders are in the HTML). */
export async function loadOrderList(params: OrderListParams, extra: { size?: number } = {}): Promise<LoadedOrderList> {
  try {
    const { orders } = await serverRequest(OrdersListQuery, {
      filter: toOrderListFilter(params),
      page: params.page - 1,
      size: extra.size ?? params.size,
    });
    return { page: orders, error: null };
  } catch (error) {
    if (error instanceof ApiError && SHOWN_CODES.has(error.code)) return { page: null, error: error.message };
    console.error('[orders] list not read', error instanceof Error ? error.message : error);
    return { page: null, error: true };
  }
}

/** The export link of the filtered list; null when the API did not answer (the page then shows no link). */
export async function loadOrderExport(params: OrderListParams): Promise<{ url: string; total: number } | null> {
  try {
    return (await serverRequest(OrdersExportQuery, { filter: toOrderListFilter(params) })).ordersExport;
  } catch {
    return null;
  }
}

/** The supplier filter's options (those the store ordered from, else the market's); none when the API did not answer. */
export async function loadSupplierOptions(): Promise<{ id: string; name: string }[]> {
  try {
    const { ordered, all } = await serverRequest(OrderSupplierOptionsQuery, {});
    const options = ordered.data.length > 0 ? ordered.data : all.data;
    return options.map((s) => ({ id: String(s.id), name: s.name }));
  } catch {
    return [];
  }
}
