import { forwardToApi } from '../../../lib/api/forward';

// The caller's own orders: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * An order's invoice PDF (`printOrderInvoice` gives this same-origin address, /invoices/{orderId}.pdf?lang=): drawn by
 * the API, which checks the session, ORDER_VIEW and the order's store again.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!/^[0-9a-f-]{36}\.pdf$/i.test(file)) return new Response('Not found', { status: 404 });
  return forwardToApi(request, `/invoices/${file}`);
}
