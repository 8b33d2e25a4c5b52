import { DEFAULT_TIMEZONE, HEADERS, type Language } from '@chobep/domain';
import { ProxyReloginMutation, ProxyViewerQuery } from '../api/documents';
import { apiOrigin, CLIENT_NAME, CLIENT_VERSION } from '../api/origin';
import { ApiError, postGraphQL } from '../api/request';
import { ProxySupplyViewerQuery } from '../api/supply';
import type { SupplyViewer, Viewer } from '../viewer';
import { applySetCookies } from './cookie-header';

export type AccountErrorCode = 'ACCOUNT_NOT_APPROVED' | 'ACCOUNT_DELETED';

export type SessionResult =
  | { kind: 'signed-in'; viewer: Viewer; setCookies: string[]; cookieHeader: string }
  /** A supplier's user or an operator (issue 14): no buyer page is theirs. */
  | { kind: 'supply'; supplyViewer: SupplyViewer; setCookies: string[] }
  /** clear: the session cookies are dead and must be removed. */
  | { kind: 'visitor'; clear: boolean; setCookies: string[] }
  | { kind: 'account-error'; code: AccountErrorCode }
  /** The API could not be reached: treat as a visitor for this request, keep the cookies. */
  | { kind: 'unavailable'; setCookies: string[] };

export interface SessionInput {
  cookieHeader: string;
  hasRememberToken: boolean;
  /** The remember token's value: concurrent renewals of the same token share one call. */
  rememberToken: string | null;
  locale: Language;
  forwardedFor: string | null;
  /** X-Forwarded-Proto as the web server resolved it: a renewal's cookies are Secure behind HTTPS. */
  forwardedProto?: string | null;
  userAgent: string | null;
}

/** How long a navigation waits for the API before the session counts as unknown. */
const API_TIMEOUT_MS = Number(process.env.API_TIMEOUT_MS) || 10_000;

type ViewerOutcome =
  | { kind: 'ok'; viewer: Viewer }
  | { kind: 'supply'; supplyViewer: SupplyViewer }
  | { kind: 'unauthenticated' }
  | { kind: 'account-error'; code: AccountErrorCode }
  | { kind: 'unavailable' };

function apiHeaders(input: SessionInput, cookieHeader: string): Headers {
  const headers = new Headers({
    cookie: cookieHeader,
    [HEADERS.language]: input.locale,
    [HEADERS.timezone]: DEFAULT_TIMEZONE,
    [HEADERS.clientName]: CLIENT_NAME,
    [HEADERS.clientVersion]: CLIENT_VERSION,
  });
  if (input.forwardedFor) headers.set('x-forwarded-for', input.forwardedFor);
  if (input.forwardedProto) headers.set('x-forwarded-proto', input.forwardedProto);
  if (input.userAgent) headers.set('user-agent', input.userAgent);
  return headers;
}

async function fetchViewer(input: SessionInput, cookieHeader: string): Promise<ViewerOutcome> {
  try {
    const result = await postGraphQL(`${apiOrigin()}/graphql`, ProxyViewerQuery, undefined, {
      headers: apiHeaders(input, cookieHeader),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const code = result.errors[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED') return { kind: 'unauthenticated' };
    // `me` is the buyer's: a signed-in user it refuses is a supplier's user or an operator.
    if (code === 'FORBIDDEN') return await fetchSupplyViewer(input, cookieHeader);
    if (code === 'ACCOUNT_NOT_APPROVED' || code === 'ACCOUNT_DELETED') return { kind: 'account-error', code };
    if (result.data?.me) return { kind: 'ok', viewer: result.data.me };
    console.error('[proxy] me failed', code ?? result.response.status, result.errors[0]?.message);
    return { kind: 'unavailable' };
  } catch (error) {
    console.error('[proxy] API unreachable', error instanceof ApiError ? error.message : error);
    return { kind: 'unavailable' };
  }
}

/** The second call, for supply users only: who they are on the supply side. */
async function fetchSupplyViewer(input: SessionInput, cookieHeader: string): Promise<ViewerOutcome> {
  const result = await postGraphQL(`${apiOrigin()}/graphql`, ProxySupplyViewerQuery, undefined, {
    headers: apiHeaders(input, cookieHeader),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (result.data?.supplyMe) return { kind: 'supply', supplyViewer: result.data.supplyMe };
  const code = result.errors[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return { kind: 'unauthenticated' };
  console.error('[proxy] supplyMe failed', code ?? result.response.status, result.errors[0]?.message);
  return { kind: 'unavailable' };
}

export type ReloginOutcome = { kind: 'renewed'; setCookies: string[] } | { kind: 'failed' } | { kind: 'unavailable' };

/**
 * Parallel page requests (prefetches, tabs) may all find an expired access token. The remember
 * token is rotated on every renewal and its reuse revokes the session, so requests holding the
 * same remember token share one renewal (in this process) and its new cookies for a short while.
 */
const renewals = new Map<string, Promise<ReloginOutcome>>();
const RENEWAL_SHARE_MS = 15_000;

async function relogin(input: SessionInput): Promise<ReloginOutcome> {
  try {
    const result = await postGraphQL(`${apiOrigin()}/graphql`, ProxyReloginMutation, undefined, {
      headers: apiHeaders(input, input.cookieHeader),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (result.data?.meRelogin.success) return { kind: 'renewed', setCookies: result.response.headers.getSetCookie() };
    if (result.data) return { kind: 'failed' };
    console.error('[proxy] meRelogin failed', result.errors[0]?.message);
    return { kind: 'unavailable' };
  } catch (error) {
    console.error('[proxy] API unreachable', error instanceof ApiError ? error.message : error);
    return { kind: 'unavailable' };
  }
}

export function sharedRelogin(input: SessionInput): Promise<ReloginOutcome> {
  const key = input.rememberToken;
  if (!key) return relogin(input);
  const pending = renewals.get(key);
  if (pending) return pending;
  const promise = relogin(input);
  renewals.set(key, promise);
  const timer = setTimeout(() => renewals.delete(key), RENEWAL_SHARE_MS);
  timer.unref?.();
  return promise;
}

/** The proxy's session step (spec/foundations.md §4): one `me` call, one renewal at most. */
export async function resolveSession(input: SessionInput): Promise<SessionResult> {
  const first = await fetchViewer(input, input.cookieHeader);
  if (first.kind === 'ok')
    return { kind: 'signed-in', viewer: first.viewer, setCookies: [], cookieHeader: input.cookieHeader };
  if (first.kind === 'supply') return { kind: 'supply', supplyViewer: first.supplyViewer, setCookies: [] };
  if (first.kind === 'account-error') return first;
  if (first.kind === 'unavailable') return { kind: 'unavailable', setCookies: [] };

  if (!input.hasRememberToken) return { kind: 'visitor', clear: true, setCookies: [] };
  const renewal = await sharedRelogin(input);
  if (renewal.kind === 'unavailable') return { kind: 'unavailable', setCookies: [] };
  if (renewal.kind === 'failed') return { kind: 'visitor', clear: true, setCookies: [] };

  const cookieHeader = applySetCookies(input.cookieHeader, renewal.setCookies);
  const second = await fetchViewer(input, cookieHeader);
  if (second.kind === 'ok') {
    return { kind: 'signed-in', viewer: second.viewer, setCookies: renewal.setCookies, cookieHeader };
  }
  if (second.kind === 'supply')
    return { kind: 'supply', supplyViewer: second.supplyViewer, setCookies: renewal.setCookies };
  if (second.kind === 'account-error') return second;
  if (second.kind === 'unavailable') return { kind: 'unavailable', setCookies: renewal.setCookies };
  return { kind: 'visitor', clear: true, setCookies: [] };
}
