import { forwardToApi } from '../../lib/api/forward';

// Every call is the caller's own: never cached, never prerendered.
export const dynamic = 'force-dynamic';

const forward = (request: Request) => forwardToApi(request, '/graphql');

export { forward as GET, forward as OPTIONS, forward as POST };
