import { COOKIES, DEFAULT_LANGUAGE, type Language, parseLanguage, parseRegion, type Region } from '@chobep/domain';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { trustedContext } from './context-seal';
import { CONTEXT_HEADERS, currentStoreOf, decodeViewer, type Viewer, type ViewerStore } from './viewer';

export interface RequestContext {
  viewer: Viewer | null;
  /** The route id from the route table, as the proxy matched it. */
  routeId: string | null;
  isBot: boolean;
  locale: Language;
  storeId: string | null;
  currentStore: ViewerStore | null;
  /** The visitor's stored region, if any (a signed-in buyer's region comes from the buyer). */
  storedRegion: Region | null;
  /** The path and query the proxy saw (for return links). */
  url: string;
  /** The API did not answer the proxy: the user may be signed in although viewer is null. */
  sessionUnknown: boolean;
  /** A supplier's user or an operator is signed in (viewer is null for them). */
  supply: boolean;
}

/** What the proxy resolved for this request; read once per render (React cache). */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const [incoming, c] = await Promise.all([headers(), cookies()]);
  const h = trustedContext(incoming);
  const viewer = decodeViewer(h.get(CONTEXT_HEADERS.viewer));
  const storeId = c.get(COOKIES.store)?.value ?? null;
  return {
    viewer,
    routeId: h.get(CONTEXT_HEADERS.route),
    isBot: h.get(CONTEXT_HEADERS.bot) === '1',
    locale:
      parseLanguage(h.get(CONTEXT_HEADERS.locale)) ?? parseLanguage(c.get(COOKIES.language)?.value) ?? DEFAULT_LANGUAGE,
    storeId,
    currentStore: currentStoreOf(viewer, storeId),
    storedRegion: parseRegion(c.get(COOKIES.region)?.value),
    url: h.get(CONTEXT_HEADERS.url) ?? '/',
    sessionUnknown: h.get(CONTEXT_HEADERS.sessionUnknown) === '1',
    supply: h.get(CONTEXT_HEADERS.supply) === '1',
  };
});
