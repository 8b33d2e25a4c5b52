import type { Db } from '@chobep/db';
import {
  COOKIES,
  canSignIn,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  DEFAULT_TIMEZONE,
  HEADERS,
  isUuid,
  type Language,
  parseLanguage,
  parseRegion,
  type Region,
} from '@chobep/domain';
import {
  clientAddress,
  clientProtocol,
  type ForwardedRequest,
  parseTrustedProxies,
  type TrustedProxies,
} from '@chobep/domain/platform/client-address';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { TokenService } from './auth/tokens';
import { type CatalogLoaders, createCatalogLoaders } from './catalog-loaders';
import { type ContentLoaders, createContentLoaders } from './content-loaders';
import { createLoaders, type Loaders } from './loaders';
import { loadViewer, type Viewer } from './services/accounts/load-viewer';
import type { CatalogStore } from './services/catalog/catalog-store';
import type { MapProvider } from './services/geo/map-provider';
import type { FileStorage } from './services/platform/storage/file-storage';
import { loadSupplyViewer, type SupplyViewer } from './services/supply/load-supply-viewer';

export interface AppServices {
  db: Db;
  tokens: TokenService;
  log: Logger;
  /** COOKIE_SECURE: Secure cookies on every request. In a request's Context: also when it came over HTTPS. */
  secureCookies: boolean;
  /** The catalogue in memory, one per database (see CatalogStore). */
  catalogStore: CatalogStore;
  /** Who may tell us the client's address and protocol; loopback when not given. */
  trustedProxies?: TrustedProxies;
  /**
   * The web app's public origin for links in mails and any absolute URL: SITE_URL, else the address npm start serves
   * (publicOrigin in @chobep/domain). From configuration only, never from a request's headers.
   */
  siteUrl: string;
  /** Uploaded files (avatars): a local folder or an S3-compatible bucket (services/platform/storage). */
  storage: FileStorage;
  /** The map port (services/geo/map-provider.ts): chosen once per server, the offline adapter without a key. */
  maps: MapProvider;
}

export interface Context extends AppServices {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Null for visitors, and for a token whose session ended or whose account may no longer sign in. */
  viewer: Viewer | null;
  /** Set when a valid token belongs to an account that may no longer sign in. */
  viewerBlockedState: Viewer['state'] | null;
  /**
   * A supplier's user or an operator (issue 14, the supply side). Never set together with `viewer`: a supply user
   * has no buyer viewer, so every buyer operation refuses it; supply operations read this instead.
   */
  supplyViewer: SupplyViewer | null;
  lang: Language;
  region: Region;
  timezone: string;
  /** The store id the client asked for; validated against the viewer's stores where it matters. */
  requestedStoreId: string | null;
  clientName: string | null;
  clientVersion: string | null;
  /** The client's address through the trusted proxies (sign-in limits key on it). */
  clientAddress: string | null;
  loaders: Loaders;
  catalog: CatalogLoaders;
  content: ContentLoaders;
}

export type SignedInContext = Context & { viewer: Viewer };
export type SupplyContext = Context & { supplyViewer: SupplyViewer };

function header(req: FastifyRequest, name: string): string | null {
  const value = req.headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The language a request asks for (header, then cookie), before the viewer's own is known. */
export function requestedLanguage(req: FastifyRequest): Language | null {
  return parseLanguage(header(req, HEADERS.language)) ?? parseLanguage(req.cookies?.[COOKIES.language]) ?? null;
}

const LOOPBACK = parseTrustedProxies(undefined);

/** Mobile clients send a Bearer token; the web app relies on the httpOnly cookie. */
function accessTokenOf(req: FastifyRequest): string | null {
  const auth = header(req, 'authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  return req.cookies[COOKIES.accessToken] ?? null;
}

export async function buildContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  let viewer: Viewer | null = null;
  let viewerBlockedState: Viewer['state'] | null = null;
  let supplyViewer: SupplyViewer | null = null;
  const token = accessTokenOf(req);
  if (token) {
    const claims = await services.tokens.verifyAccess(token);
    if (claims && isUuid(claims.userId) && isUuid(claims.sessionId)) {
      const loaded = await loadViewer(services.db, claims.userId, claims.sessionId);
      if (loaded && canSignIn(loaded.state)) viewer = loaded;
      else if (loaded) viewerBlockedState = loaded.state;
      else {
        // Not a buyer user (or the session ended): perhaps a supplier's user or an operator.
        const supply = await loadSupplyViewer(services.db, claims.userId, claims.sessionId);
        if (supply && canSignIn(supply.state)) supplyViewer = supply;
        else if (supply) viewerBlockedState = supply.state;
      }
    }
  }

  const lang = requestedLanguage(req) ?? viewer?.lang ?? supplyViewer?.lang ?? DEFAULT_LANGUAGE;
  // The buyer's own region decides prices; a visitor's stored choice comes next.
  const region =
    viewer?.region ??
    parseRegion(header(req, HEADERS.region)) ??
    parseRegion(req.cookies[COOKIES.region]) ??
    DEFAULT_REGION;
  const tz = header(req, HEADERS.timezone);
  const storeId = header(req, HEADERS.store) ?? req.cookies[COOKIES.store] ?? null;

  const catalog = createCatalogLoaders(services.db, viewer?.buyerId ?? null, services.catalogStore);
  const proxies = services.trustedProxies ?? LOOPBACK;
  const forwarded: ForwardedRequest = {
    remoteAddress: req.raw.socket?.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    forwardedProto: req.headers['x-forwarded-proto'],
    encrypted: Boolean((req.raw.socket as { encrypted?: boolean } | undefined)?.encrypted),
  };
  return {
    ...services,
    // Behind a trusted HTTPS proxy the cookies must be Secure even without COOKIE_SECURE.
    secureCookies: services.secureCookies || clientProtocol(proxies, forwarded) === 'https',
    clientAddress: clientAddress(proxies, forwarded),
    req,
    reply,
    viewer,
    viewerBlockedState,
    supplyViewer,
    lang,
    region,
    timezone: tz && isValidTimezone(tz) ? tz : DEFAULT_TIMEZONE,
    requestedStoreId: storeId && isUuid(storeId) ? storeId : null,
    clientName: header(req, HEADERS.clientName),
    clientVersion: header(req, HEADERS.clientVersion),
    loaders: createLoaders(services.db),
    catalog,
    content: createContentLoaders(services.db, { lang }, catalog),
  };
}
