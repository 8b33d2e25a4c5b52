import { forwardToApi } from '../../../lib/api/forward';

// The caller's own orders: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * The order export (`ordersExport` gives this same-origin address): streamed from the API, which checks the session,
 * ORDER_LIST and the filter again. A plain GET download, so the browser's own cookies go with it.
 */
export function GET(request: Request): Promise<Response> {
  return forwardToApi(request, '/exports/orders.csv');
}
