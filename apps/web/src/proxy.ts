import {
  COOKIES,
  type Language,
  matchRoute,
  parseLanguage,
  parseRegion,
  REGION_PARAM,
  resolveGuard,
  selectStore,
  stripV2,
} from '@chobep/domain';
import { isCrawler } from '@chobep/domain/platform/crawler';
import { resolveLanguage } from '@chobep/domain/platform/lang-url';
import { layoutFor } from '@chobep/domain/platform/layout';
import { type NextRequest, NextResponse } from 'next/server';
import en from '../messages/en.json';
import vi from '../messages/vi.json';
import { sealContext } from './lib/context-seal';
import { isPagePath, type RequestSecurity, requestSecurity } from './lib/security/proxy-security';
import { CookieChanges } from './lib/session/cookie-changes';
import { resolveSession } from './lib/session/resolve-session';
import { CONTEXT_HEADERS, encodeViewer, type Viewer } from './lib/viewer';

const ONE_YEAR = 60 * 60 * 24 * 365;
const SESSION_COOKIES = [COOKIES.accessToken, COOKIES.rememberToken, COOKIES.session, COOKIES.store] as const;

/**
 * The one web guard (spec/foundations.md §2.2, §4). It is for the user's experience only: the API
 * checks every call again. One API call per navigation for a signed-in user, none for a visitor.
 */
export async function proxy(request: NextRequest) {
  // Security headers on every answer (issue 11 §6), so the proxy now sees every path but /graphql, /media and /exports.
  const security = requestSecurity();
  if (!isPagePath(request.nextUrl.pathname)) return security.passThrough(request);
  return security.apply(await guardRequest(request, security));
}

async function guardRequest(request: NextRequest, security: RequestSecurity): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl;
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const cookies = new CookieChanges(request.headers.get('cookie'));
  const redirectTo = (location: string) =>
    cookies.applyTo(NextResponse.redirect(new URL(location, request.url), { status: 307 }));

  // 1. /v2 paths and paths outside the route table; no session needed for either.
  const route = matchRoute(pathname);
  if (!route || stripV2(pathname) !== null) {
    const guard = resolveGuard({ pathname, search, hasToken: false, permissions: null });
    if (guard.kind === 'redirect') return redirectTo(guard.location);
  }

  // 5 (early, because the session call is made in this language). ?lang= is remembered.
  const queryLang = parseLanguage(searchParams.get('lang'));
  const locale = resolveLanguage(queryLang, request.cookies.get(COOKIES.language)?.value);
  if (queryLang && request.cookies.get(COOKIES.language)?.value !== queryLang) {
    cookies.set(COOKIES.language, queryLang, { maxAge: ONE_YEAR, secure });
  }

  // The region popup's form, sent without JavaScript: remember the region (as the popup does with
  // it) and come back to the same page without the parameter.
  const queryRegion = parseRegion(searchParams.get(REGION_PARAM));
  if (queryRegion) {
    cookies.set(COOKIES.region, queryRegion, { maxAge: ONE_YEAR, secure });
    const back = new URLSearchParams(searchParams);
    back.delete(REGION_PARAM);
    const query = back.toString();
    return redirectTo(query ? `${pathname}?${query}` : pathname);
  }

  // 2. The session.
  let viewer: Viewer | null = null;
  /** A supplier's user or an operator is signed in (issue 14). */
  let supply = false;
  /** …and one of the marketplace's operators (operator-only pages such as /supplier/outbox). */
  let operator = false;
  /** The API did not answer: the user may well be signed in. */
  let sessionUnknown = false;
  const rememberToken = request.cookies.get(COOKIES.rememberToken)?.value ?? null;
  const hasAccessToken = request.cookies.has(COOKIES.accessToken);
  if (hasAccessToken || rememberToken) {
    const session = await resolveSession({
      cookieHeader: request.headers.get('cookie') ?? '',
      hasRememberToken: Boolean(rememberToken),
      rememberToken,
      locale,
      forwardedFor: request.headers.get('x-forwarded-for'),
      forwardedProto: request.headers.get('x-forwarded-proto'),
      userAgent: request.headers.get('user-agent'),
    });
    switch (session.kind) {
      case 'signed-in':
        cookies.passOn(session.setCookies);
        viewer = session.viewer;
        break;
      case 'supply':
        cookies.passOn(session.setCookies);
        supply = true;
        operator = session.supplyViewer.kind === 'OPERATOR';
        break;
      case 'visitor':
        for (const name of SESSION_COOKIES) cookies.delete(name);
        break;
      case 'account-error': {
        for (const name of SESSION_COOKIES) cookies.delete(name);
        if (!(route?.id === 'signin' && searchParams.get('reason') === session.code)) {
          return redirectTo(`/signin?reason=${session.code}`);
        }
        break;
      }
      case 'unavailable':
        cookies.passOn(session.setCookies);
        sessionUnknown = true;
        // Pages that need the session cannot be decided: say so rather than sign the user out.
        if (route && route.access !== 'public' && route.access !== 'guest') {
          return cookies.applyTo(serviceUnavailable(locale));
        }
        break;
    }
  } else if (request.cookies.has(COOKIES.session)) {
    // The hint outlived its tokens.
    cookies.delete(COOKIES.session);
  }

  // 3. Route access and permissions.
  const guard = resolveGuard({
    pathname,
    search,
    hasToken: viewer !== null,
    permissions: viewer?.permissionCodes ?? null,
    supply,
    operator,
    referrer: sameOriginReferrer(request),
  });
  if (guard.kind === 'redirect') return redirectTo(guard.location);

  // 4. Store selection for signed-in users.
  if (viewer) {
    const selection = selectStore(viewer.stores, request.cookies.get(COOKIES.store)?.value);
    if (selection.kind === 'auto') cookies.set(COOKIES.store, selection.storeId, { maxAge: ONE_YEAR, secure });
    if (selection.kind === 'choose') {
      if (selection.dropStored) cookies.delete(COOKIES.store);
      if (layoutFor(guard.route, searchParams) === 'main') {
        const here = `${pathname}${search}`;
        return redirectTo(here === '/' ? '/change-store' : `/change-store?redirect=${encodeURIComponent(here)}`);
      }
    }
  }

  // A route whose page is not built yet is, for the user, a path without a page (spec §2.1: /not-found). Last, so
  // that every rule before it (sign-in, guests only, permissions, store selection) holds there as on a built page.
  if (guard.route.pending) return redirectTo('/not-found');

  // 6. What the server components of this request need, so that layouts do not fetch again.
  const forwarded = new Headers(request.headers);
  for (const name of Object.values(CONTEXT_HEADERS)) forwarded.delete(name);
  forwarded.set('cookie', cookies.cookieHeader());
  security.forward(forwarded);
  if (viewer) forwarded.set(CONTEXT_HEADERS.viewer, encodeViewer(viewer));
  if (supply) forwarded.set(CONTEXT_HEADERS.supply, '1');
  forwarded.set(CONTEXT_HEADERS.route, guard.route.id);
  forwarded.set(CONTEXT_HEADERS.locale, locale);
  forwarded.set(CONTEXT_HEADERS.url, `${pathname}${search}`);
  if (isCrawler(request.headers.get('user-agent'))) forwarded.set(CONTEXT_HEADERS.bot, '1');
  if (sessionUnknown) forwarded.set(CONTEXT_HEADERS.sessionUnknown, '1');
  sealContext(forwarded);

  const response = NextResponse.next({ request: { headers: forwarded } });
  // Pages carry the viewer's name: never cache them in shared caches.
  if (viewer || supply) response.headers.set('cache-control', 'private, no-store');
  return cookies.applyTo(response);
}

/** A small page of its own: the layouts cannot render without knowing who is signed in. */
function serviceUnavailable(locale: Language): NextResponse {
  const t = (locale === 'en' ? en : vi).unavailable;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><style>body{font-family:system-ui,sans-serif;color:#1f2a22;max-width:32rem;margin:15vh auto;padding:0 1rem;text-align:center}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#3a7d4e;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:2px solid #3a7d4e;outline-offset:2px}</style></head><body><main><h1>${t.title}</h1><p>${t.body}</p><a href="">${t.retry}</a></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' },
  });
}

function sameOriginReferrer(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    // nextUrl names the host Next.js listens on (localhost), not the one the browser used.
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export const config = {
  matcher: [
    // Every path but those the API forwarder answers (lib/api/forward.ts sets their headers): a
    // matched POST has its body buffered for the proxy, which /graphql must stream untouched,
    // /events is a stream that stays open, and the order export (/exports/orders.csv) and invoices
    // (/invoices/{id}.pdf) are downloads the API checks itself, not pages.
    '/((?!graphql(?:/|$)|events(?:/|$)|media/|exports/|invoices/).*)',
  ],
};
