import { forwardToApi } from '../../lib/api/forward';
import { refuseForeignOrigin } from '../../lib/api/origin-guard';

// A live stream per request: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * The API's server-sent events (GET /events?storeId=…, apps/api/src/live-routes.ts) on the web origin, so the
 * session cookies are first-party. The forwarder streams the body through as it comes; the API's
 * `Cache-Control: no-transform` keeps compression from buffering it.
 */
const forward = (request: Request) => refuseForeignOrigin(request) ?? forwardToApi(request, '/events');

export { forward as GET };
