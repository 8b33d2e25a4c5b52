/**
 * The security headers of every web response (issue 11 §6). Pure: the proxy, the API forwarder and
 * next.config.ts build theirs here, and the unit tests read the policy here. Why each directive is
 * what it is: docs/decisions.md, "Security headers".
 */

export interface SecurityHeaderOptions {
  /**
   * The request's CSP nonce, for a page the proxy saw. Null where there is none: the build-time
   * baseline of next.config.ts and the forwarded /graphql and /media answers, which run no script.
   */
  nonce: string | null;
  /** `next dev`: React's dev tools evaluate code (server stacks) and the reload socket connects. */
  dev: boolean;
  /** Served over HTTPS (`COOKIE_SECURE=true`): send HSTS and upgrade any http subresource. */
  https: boolean;
}

/** One year: the minimum the HSTS preload list asks for, and long enough to matter. */
export const HSTS_MAX_AGE = 60 * 60 * 24 * 365;

/** Features the app never uses; an injected script or a framed page cannot ask for them either. */
const DISABLED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export function contentSecurityPolicy({ nonce, dev, https }: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Scripts: our own files, and inline scripts only with this response's nonce (Next.js' bootstrap
    // and streaming scripts carry it). No 'unsafe-inline' (it would be ignored beside a nonce
    // anyway) and no 'strict-dynamic': every chunk is ours, so the host list 'self' is the tighter
    // rule, and it holds because nosniff stops a JSON or SVG answer from running as a script.
    ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    // Styles: server-rendered style="" attributes and the <style> elements that Radix's scroll lock
    // and the 503 page write carry no nonce; and a nonce would switch 'unsafe-inline' off. CSS cannot
    // run script, and React escapes text, so markup injection is what stays out of reach.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Every picture is ours (/media on this origin: product, brand, category and banner SVGs), plus data: URLs for
    // the bank-transfer QR code our API draws (checkout step 4): a picture cannot run script, and a data: URL
    // loads nothing from anywhere.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(dev ? ['ws:'] : [])],
    // The banner web view and the legal documents frame pages of this origin only.
    ['frame-src', "'self'"],
    // The only page framed is our own (/he-thong-phan-phoi in the home banner's web view).
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ...(https ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header, in the order they are sent; names in lower case as fetch's Headers gives them. */
export function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(options)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    // For browsers without frame-ancestors (CSP level 1); the CSP wins where both are known.
    ['x-frame-options', 'SAMEORIGIN'],
    // A window we open (a banner's link) cannot reach back into ours through window.opener.
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  // Over plain HTTP a browser ignores HSTS; behind HTTPS it pins the host (and its subdomains) to it.
  if (options.https) headers.push(['strict-transport-security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`]);
  return headers;
}

/** 128 random bits, base64: what CSP asks of a nonce (unguessable, fresh per response). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The options of this server, from its environment: read per call, so a test can change them. */
export function runtimeSecurityOptions(nonce: string | null): SecurityHeaderOptions {
  return { nonce, dev: process.env.NODE_ENV !== 'production', https: process.env.COOKIE_SECURE === 'true' };
}

/** Sets every security header on a response's headers, replacing any copy already there. */
export function applySecurityHeaders(target: Headers, options: SecurityHeaderOptions): void {
  for (const [name, value] of securityHeaders(options)) target.set(name, value);
}
