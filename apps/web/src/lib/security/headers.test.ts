import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  HSTS_MAX_AGE,
  type SecurityHeaderOptions,
  securityHeaders,
} from './headers';
import { isPagePath, requestSecurity } from './proxy-security';

const PRODUCTION: SecurityHeaderOptions = { nonce: 'bm9uY2Utb2YtdGhlLXRlc3Q=', dev: false, https: false };

/** A policy as a map of directive → sources. */
function parse(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name), `${name} appears twice`).toBe(false);
    map.set(name, sources);
  }
  return map;
}

const headerMap = (options: SecurityHeaderOptions) => new Map(securityHeaders(options));

describe('contentSecurityPolicy', () => {
  it('allows our own scripts and inline scripts with the nonce only, in production', () => {
    const csp = parse(contentSecurityPolicy(PRODUCTION));
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${PRODUCTION.nonce}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('never allows eval, inline scripts without the nonce or scripts of another host in production', () => {
    for (const nonce of [PRODUCTION.nonce, null]) {
      for (const https of [false, true]) {
        const policy = contentSecurityPolicy({ nonce, dev: false, https });
        const scripts = parse(policy).get('script-src') ?? [];
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'strict-dynamic'");
        expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([]);
        expect(policy).not.toMatch(/\*|https?:|data:.*script/);
      }
    }
  });

  it('adds eval and the reload socket in development only', () => {
    const csp = parse(contentSecurityPolicy({ ...PRODUCTION, dev: true }));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:']);
    expect(parse(contentSecurityPolicy(PRODUCTION)).get('connect-src')).toEqual(["'self'"]);
  });

  it('has no nonce source without a nonce (the build-time baseline, JSON and media answers)', () => {
    expect(parse(contentSecurityPolicy({ ...PRODUCTION, nonce: null })).get('script-src')).toEqual(["'self'"]);
  });

  it('lets only this origin frame the app, and the app frame only this origin', () => {
    const csp = parse(contentSecurityPolicy(PRODUCTION));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
  });

  it('loads pictures, fonts and data from this origin only; styles may be inline', () => {
    const csp = parse(contentSecurityPolicy(PRODUCTION));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('upgrades http subresources only when served over HTTPS', () => {
    expect(parse(contentSecurityPolicy(PRODUCTION)).has('upgrade-insecure-requests')).toBe(false);
    expect(parse(contentSecurityPolicy({ ...PRODUCTION, https: true })).get('upgrade-insecure-requests')).toEqual([]);
  });
});

describe('securityHeaders', () => {
  it('sends the fixed headers on every kind of answer', () => {
    for (const options of [PRODUCTION, { ...PRODUCTION, nonce: null }, { ...PRODUCTION, https: true }]) {
      const headers = headerMap(options);
      expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(options));
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('turns off the device features the app never uses', () => {
    const features = new Map(
      (headerMap(PRODUCTION).get('permissions-policy') ?? '').split(', ').map((entry) => {
        const [name, allow] = entry.split('=');
        return [name, allow];
      }),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(features.get(feature), feature).toBe('()');
    }
    expect([...features.values()].every((allow) => allow === '()')).toBe(true);
  });

  it('sends HSTS only when COOKIE_SECURE says the site is served over HTTPS', () => {
    expect(headerMap(PRODUCTION).has('strict-transport-security')).toBe(false);
    expect(headerMap({ ...PRODUCTION, https: true }).get('strict-transport-security')).toBe(
      `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    );
    expect(HSTS_MAX_AGE).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in base64, a new one every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of [...nonces].slice(0, 20)) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });
});

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/market', true],
    ['/products/ca-chua-bi-sku1', true],
    ['/not-found', true],
    ['/signin', true],
    ['/_next/static/chunks/app.js', false],
    ['/_next/image', false],
    ['/__nextjs_original-stack-frames', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/icon.svg', false],
    ['/docs/privacy-policy.vi.html', false],
    ['/abc.json', false],
    ['/favicon.ico', false],
  ])('%s → %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});

describe('requestSecurity', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hands the same nonce to the renderer and to the browser', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const security = requestSecurity();
    const forwarded = new Headers();
    security.forward(forwarded);
    const response = security.apply(new Response(null));
    expect(forwarded.get('x-nonce')).toBe(security.nonce);
    expect(forwarded.get('content-security-policy')).toBe(response.headers.get('content-security-policy'));
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${security.nonce}'`);
    expect(requestSecurity().nonce).not.toBe(security.nonce);
  });

  it('reads COOKIE_SECURE and NODE_ENV on every request', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('COOKIE_SECURE', 'true');
    const secure = requestSecurity().apply(new Response(null)).headers;
    expect(secure.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(secure.get('content-security-policy')).toContain('upgrade-insecure-requests');
    vi.stubEnv('COOKIE_SECURE', 'false');
    expect(requestSecurity().apply(new Response(null)).headers.has('strict-transport-security')).toBe(false);
  });

  it('lets a file request through with the headers and the nonce for a not-found page', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const security = requestSecurity();
    const response = security.passThrough(new NextRequest('http://app.test/abc.json', { headers: { accept: '*/*' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-middleware-request-content-security-policy')).toContain(`'nonce-${security.nonce}'`);
    expect(response.headers.get('x-middleware-request-accept')).toBe('*/*');
  });
});
