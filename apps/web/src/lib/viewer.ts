import type { ProxyViewerQuery } from './api/documents';
import type { ResultOf } from './api/graphql';
import type { ProxySupplyViewerQuery } from './api/supply';

/** The signed-in user as the proxy resolved it for this request. */
export type Viewer = ResultOf<typeof ProxyViewerQuery>['me'];
export type ViewerStore = Viewer['stores'][number];
/** A supplier's user or an operator, as the proxy resolved it (issue 14): never a `Viewer`. */
export type SupplyViewer = ResultOf<typeof ProxySupplyViewerQuery>['supplyMe'];

/**
 * Request headers the proxy sets for the server components of the same request. The proxy
 * deletes any incoming copy first and seals its own (lib/context-seal.ts); readers go through
 * trustedContext, so a copy a client sends on a path the proxy skips is ignored.
 */
export const CONTEXT_HEADERS = {
  viewer: 'x-cb-viewer',
  /** Set (to "1") when a supplier's user or an operator is signed in. */
  supply: 'x-cb-supply',
  route: 'x-cb-route',
  bot: 'x-cb-bot',
  locale: 'x-cb-locale',
  url: 'x-cb-url',
  /** Set when the API did not answer: the request may come from a signed-in user. */
  sessionUnknown: 'x-cb-session-unknown',
  /** HMAC of the others (lib/context-seal.ts): readers ignore them all without it. */
  seal: 'x-cb-seal',
} as const;

/** base64url of UTF-8 JSON: header values must be ASCII, and names are Vietnamese. */
export function encodeViewer(viewer: Viewer): string {
  return Buffer.from(JSON.stringify(viewer), 'utf8').toString('base64url');
}

export function decodeViewer(value: string | null | undefined): Viewer | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Viewer;
    return parsed && typeof parsed.id === 'string' && Array.isArray(parsed.stores) ? parsed : null;
  } catch {
    return null;
  }
}

export function currentStoreOf(viewer: Viewer | null, storeId: string | null | undefined): ViewerStore | null {
  if (!viewer || !storeId) return null;
  return viewer.stores.find((s) => s.id === storeId) ?? null;
}
