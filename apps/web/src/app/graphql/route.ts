import { forwardToApi } from '../../lib/api/forward';
import { refuseForeignOrigin } from '../../lib/api/origin-guard';

// Every call is the caller's own: never cached, never prerendered.
export const dynamic = 'force-dynamic';

// Another origin of the same site (a sibling subdomain) gets the user's SameSite=Lax cookies sent along:
// only the Origin tells it apart, so it is refused here before the API is called.
const forward = (request: Request) => refuseForeignOrigin(request) ?? forwardToApi(request, '/graphql');

export { forward as GET, forward as OPTIONS, forward as POST };
