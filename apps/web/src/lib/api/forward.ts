import { applySecurityHeaders, runtimeSecurityOptions } from '../security/headers';
import { type RenewedSession, renewForForward } from '../session/renew-for-forward';
import { apiOrigin } from './origin';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and those `fetch` recomputes; never passed on. */
const DROPPED_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  // A hop's expectation: this server has met it (Node's http server answers 100 Continue before the handler runs),
  // and Node's fetch refuses to send the header at all — passed on, every such request was a 502.
  'expect',
  // Set below from what this server saw, never passed on as the client wrote them.
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  // Upstream then answers uncompressed, so the body can be streamed through as it is.
  'accept-encoding',
]);
const DROPPED_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

/**
 * Passes a request on to the API and streams its answer back, so the web origin serves /graphql
 * and /media without baking the API's address into the build (rewrites are fixed at `next build`;
 * API_URL / API_PORT are read here on every request). The session is renewed first when the access token is gone
 * and the remember token is there (renewForForward), as the proxy does before a page; a GET the API still refuses
 * (401) is renewed and sent once more. The renewal's cookies go back to the browser with the answer.
 */
export async function forwardToApi(request: Request, path: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${apiOrigin()}${path}${incoming.search}`;
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    // x-cb-*: the proxy's internal request headers (lib/viewer.ts), never a client's to send on.
    if (!DROPPED_REQUEST.has(name) && !name.startsWith('x-cb-')) headers.set(name, value);
  }
  // scripts/web-server.mjs has already replaced X-Forwarded-For/-Proto/-Host with what it resolved
  // through TRUSTED_PROXIES (one client address); the API trusts this server to say so.
  const client = request.headers.get('x-forwarded-for');
  if (client) headers.set('x-forwarded-for', client);
  headers.set('x-forwarded-proto', request.headers.get('x-forwarded-proto') ?? incoming.protocol.replace(':', ''));
  headers.set(
    'x-forwarded-host',
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? incoming.host,
  );

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const send = (session: RenewedSession | null) => {
    if (session) headers.set('cookie', session.cookieHeader);
    return fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: request.signal,
      // Node's fetch requires this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  };
  let renewed: RenewedSession | null = null;
  let upstream: Response;
  try {
    renewed = await renewForForward(request);
    upstream = await send(renewed);
    // The access token looked alive but the API refused it (a clock apart, a key rotated): renew and ask again.
    // Only without a body: a streamed body cannot be sent twice.
    if (upstream.status === 401 && !hasBody && !renewed) {
      const again = await renewForForward(request, { force: true });
      if (again) {
        await upstream.body?.cancel();
        renewed = again;
        upstream = await send(renewed);
      }
    }
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`The API at ${apiOrigin()} did not answer ${request.method} ${path}`, error);
    const headers = new Headers({ 'cache-control': 'no-store', 'retry-after': '5' });
    applySecurityHeaders(headers, runtimeSecurityOptions(null));
    return Response.json(
      { errors: [{ message: 'Service unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
      { status: 502, headers },
    );
  }

  const out = new Headers();
  for (const [name, value] of upstream.headers) if (!DROPPED_RESPONSE.has(name)) out.set(name, value);
  // Several cookies at once (sign-in sets both tokens): each keeps its own header. A renewal's first, so that
  // what the API itself set (a sign-out, a renewal of its own) comes last and wins.
  for (const cookie of renewed?.setCookies ?? []) out.append('set-cookie', cookie);
  for (const cookie of upstream.headers.getSetCookie()) out.append('set-cookie', cookie);
  // The proxy does not see /graphql and /media (see its matcher): their security headers are set here.
  applySecurityHeaders(out, runtimeSecurityOptions(null));
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}
