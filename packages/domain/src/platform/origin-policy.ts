/**
 * Which browser origins may call /graphql with the user's cookies (CORS) and may change anything
 * (the CSRF Origin check). The same rule runs at the API and at the web origin's forwarder.
 *
 * Allowed: the origin the request was addressed to (same-origin is never a forgery; behind the web
 * forwarder that is the web origin, passed on as X-Forwarded-Host/-Proto), SITE_URL, and the
 * comma-separated CORS_ORIGINS. Not "same site": a sibling subdomain (or, locally, another port of
 * 127.0.0.1) is same-site, so SameSite=Lax cookies reach us from it and only the origin tells it apart.
 */

/** The configured origins, normalised ("https://Shop.example:443/" → "https://shop.example"); invalid entries are dropped. */
export function parseOriginList(...values: ReadonlyArray<string | null | undefined>): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    for (const entry of value?.split(',') ?? []) {
      const origin = normaliseOrigin(entry.trim());
      if (origin) origins.add(origin);
    }
  }
  return [...origins];
}

function normaliseOrigin(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

function firstValue(header: string | null | undefined): string | null {
  const value = header?.split(',')[0]?.trim();
  return value ? value : null;
}

/**
 * The origin the request was addressed to: X-Forwarded-Host/-Proto when a proxy in front (the web
 * forwarder) set them, else Host. A browser cannot forge these on a cross-origin call: custom headers
 * need a preflight, which a foreign origin fails.
 */
export function requestOrigin(headers: {
  host: string | null | undefined;
  forwardedHost?: string | null | undefined;
  forwardedProto?: string | null | undefined;
  protocol: string;
}): string | null {
  const host = firstValue(headers.forwardedHost) ?? firstValue(headers.host);
  if (!host) return null;
  const proto = (firstValue(headers.forwardedProto) ?? headers.protocol).replace(/:$/, '').toLowerCase();
  return normaliseOrigin(`${proto}://${host}`);
}

export interface OriginCheckInput {
  method: string;
  /** The Origin header as sent ("null" included). */
  origin: string | null | undefined;
  /** Sec-Fetch-Site, sent by current browsers on every request. */
  secFetchSite: string | null | undefined;
  /** What requestOrigin() gave for this request. */
  ownOrigin: string | null;
  /** parseOriginList(SITE_URL, CORS_ORIGINS). */
  configured: readonly string[];
}

export interface OriginDecision {
  /** The value for Access-Control-Allow-Origin (with credentials), or null: no CORS headers at all. */
  corsOrigin: string | null;
  /** Refuse before anything runs (FORBIDDEN_ORIGIN, 403). */
  refuse: boolean;
}

export function checkOrigin(input: OriginCheckInput): OriginDecision {
  const method = input.method.toUpperCase();
  const origin = input.origin ?? null;
  if (origin !== null) {
    const allowed = origin !== 'null' && (origin === input.ownOrigin || input.configured.includes(origin));
    // A preflight is answered (without CORS headers, so the browser stops there), never refused:
    // it changes nothing.
    return { corsOrigin: allowed ? origin : null, refuse: !allowed && method !== 'OPTIONS' };
  }
  // No Origin: servers, curl, mobile apps and the web server's own calls — and a browser's plain GET.
  // A browser that says the request comes from another site or a sibling, without saying from where,
  // is refused for anything but reading.
  const site = input.secFetchSite?.toLowerCase();
  const crossOrigin = site === 'cross-site' || site === 'same-site';
  const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  return { corsOrigin: null, refuse: crossOrigin && !reading };
}
