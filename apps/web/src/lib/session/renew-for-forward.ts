import { COOKIES, parseLanguage } from '@chobep/domain';
import { applySetCookies, parseCookieHeader } from './cookie-header';
import { sharedRelogin } from './resolve-session';

/** Renew a little before the access token's end, so a request does not reach the API just after it. */
const EARLY_MS = 10_000;

/** The access token's end (its JWT `exp`), read without checking it: the API checks it; this only decides to renew. */
export function accessTokenEnd(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface RenewedSession {
  /** The Cookie header to send on, with the renewed tokens. */
  cookieHeader: string;
  /** The renewal's Set-Cookie lines, for the browser. */
  setCookies: string[];
}

/**
 * What the proxy does before a page (resolveSession), for the requests it does not see: the forwarded ones — a
 * download opened in a new tab (/invoices/{id}.pdf, /exports/orders.csv), a picture (/media/uploads/…), a client
 * component's /graphql call, the /events stream. When the browser still holds the remember token but the access
 * token is gone (its cookie lives 15 minutes) or about to end, the session is renewed first (meRelogin, shared with
 * the proxy's renewals of the same token), so a page left open for an hour still prints its invoice. `force`: renew
 * even though the access token looks alive (the API refused it). Null when there is nothing to renew or the renewal
 * failed: the request then goes on as it came, and the API answers it as it would.
 */
export async function renewForForward(
  request: Request,
  options: { force?: boolean; now?: number } = {},
): Promise<RenewedSession | null> {
  const cookieHeader = request.headers.get('cookie') ?? '';
  const jar = parseCookieHeader(cookieHeader);
  const rememberToken = jar.get(COOKIES.rememberToken);
  if (!rememberToken) return null;
  const access = jar.get(COOKIES.accessToken);
  const end = access ? accessTokenEnd(access) : null;
  const alive = end !== null && end - EARLY_MS > (options.now ?? Date.now());
  if (alive && !options.force) return null;
  const renewal = await sharedRelogin({
    cookieHeader,
    hasRememberToken: true,
    rememberToken,
    locale: parseLanguage(jar.get(COOKIES.language)) ?? 'vi',
    forwardedFor: request.headers.get('x-forwarded-for'),
    forwardedProto: request.headers.get('x-forwarded-proto'),
    userAgent: request.headers.get('user-agent'),
  });
  if (renewal.kind !== 'renewed') return null;
  return { cookieHeader: applySetCookies(cookieHeader, renewal.setCookies), setCookies: renewal.setCookies };
}
