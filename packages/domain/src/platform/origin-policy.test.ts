import { describe, expect, it } from 'vitest';
import { checkOrigin, parseOriginList, requestOrigin } from './origin-policy';

const own = 'http://127.0.0.1:3000';
const configured = parseOriginList('https://shop.example/', 'https://admin.shop.example, nonsense, ftp://x.example');

describe('parseOriginList', () => {
  it('normalises SITE_URL and CORS_ORIGINS and drops what is not an http(s) origin', () => {
    expect(configured).toEqual(['https://shop.example', 'https://admin.shop.example']);
    expect(parseOriginList('HTTPS://Shop.Example:443/path', undefined, '', null)).toEqual(['https://shop.example']);
  });
});

describe('requestOrigin', () => {
  it('prefers the forwarded host and protocol of the proxy in front', () => {
    expect(requestOrigin({ host: '127.0.0.1:4000', protocol: 'http' })).toBe('http://127.0.0.1:4000');
    expect(
      requestOrigin({
        host: '127.0.0.1:4000',
        forwardedHost: 'shop.example',
        forwardedProto: 'https',
        protocol: 'http:',
      }),
    ).toBe('https://shop.example');
    expect(requestOrigin({ host: 'shop.example:80', protocol: 'http:' })).toBe('http://shop.example');
    expect(requestOrigin({ host: null, protocol: 'http' })).toBeNull();
  });
});

describe('checkOrigin', () => {
  const check = (method: string, origin: string | null, secFetchSite: string | null = null) =>
    checkOrigin({ method, origin, secFetchSite, ownOrigin: own, configured });

  it.each([
    ['POST', own],
    ['GET', own],
    ['POST', 'https://shop.example'],
    ['POST', 'https://admin.shop.example'],
  ])('lets %s from %s through with credentialed CORS', (method, origin) => {
    expect(check(method, origin)).toEqual({ corsOrigin: origin, refuse: false });
  });

  it.each([
    ['POST', 'http://127.0.0.1:3599'],
    ['GET', 'http://127.0.0.1:3599'],
    ['POST', 'https://evil.shop.example'],
    ['POST', 'http://shop.example'],
    ['POST', 'null'],
  ])('refuses %s from %s and gives it no CORS headers', (method, origin) => {
    expect(check(method, origin)).toEqual({ corsOrigin: null, refuse: true });
  });

  it('answers a foreign preflight without CORS headers rather than refusing it', () => {
    expect(check('OPTIONS', 'http://127.0.0.1:3599')).toEqual({ corsOrigin: null, refuse: false });
  });

  it('lets requests without Origin through: servers, curl, mobile apps, the web server', () => {
    expect(check('POST', null)).toEqual({ corsOrigin: null, refuse: false });
    expect(check('POST', null, 'same-origin')).toEqual({ corsOrigin: null, refuse: false });
    expect(check('POST', null, 'none')).toEqual({ corsOrigin: null, refuse: false });
    expect(check('GET', null, 'cross-site')).toEqual({ corsOrigin: null, refuse: false });
  });

  it('refuses a POST a browser marks as cross-site or same-site although it sent no Origin', () => {
    expect(check('POST', null, 'cross-site').refuse).toBe(true);
    expect(check('POST', null, 'same-site').refuse).toBe(true);
  });
});
