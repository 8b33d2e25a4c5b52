import { COOKIES, HEADERS, parseLanguage, translateError } from '@chobep/domain';
import { checkOrigin, parseOriginList, requestOrigin } from '@chobep/domain/platform/origin-policy';

/**
 * The web origin's /graphql forwarder checks the Origin itself before passing anything on, with the
 * API's rule (@chobep/domain origin-policy): the page's own origin, SITE_URL and CORS_ORIGINS. The
 * API checks again, so neither depends on the other being configured alike.
 *
 * Returns the answer for a request that must not reach the API, or null to forward it.
 */
export function refuseForeignOrigin(request: Request): Response | null {
  const h = request.headers;
  const decision = checkOrigin({
    method: request.method,
    origin: h.get('origin'),
    secFetchSite: h.get('sec-fetch-site'),
    ownOrigin: requestOrigin({
      host: h.get('host'),
      forwardedHost: h.get('x-forwarded-host'),
      forwardedProto: h.get('x-forwarded-proto'),
      protocol: new URL(request.url).protocol,
    }),
    configured: parseOriginList(process.env.SITE_URL, process.env.CORS_ORIGINS),
  });
  if (request.method.toUpperCase() === 'OPTIONS' && h.get('origin') && !decision.corsOrigin) {
    // A foreign preflight: no CORS headers, so the browser never sends the call itself.
    return new Response(null, { status: 204, headers: { vary: 'Origin', 'content-length': '0' } });
  }
  if (!decision.refuse) return null;
  const lang = parseLanguage(h.get(HEADERS.language)) ?? parseLanguage(cookieValue(h.get('cookie'), COOKIES.language));
  const message = translateError('FORBIDDEN_ORIGIN', lang ?? 'vi');
  return Response.json(
    { errors: [{ message, extensions: { code: 'FORBIDDEN_ORIGIN' } }] },
    { status: 403, headers: { 'cache-control': 'no-store', vary: 'Origin' } },
  );
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
