import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_ORIGIN, publicOrigin, siteUrlWarning } from './public-origin';

describe('publicOrigin', () => {
  it.each([
    [{ siteUrl: 'https://chobep.vn', webOrigin: 'http://localhost:3200' }, 'https://chobep.vn'],
    [{ siteUrl: 'HTTPS://Chobep.VN:443/some/path/', webOrigin: null }, 'https://chobep.vn'],
    [{ siteUrl: '  https://chobep.vn/  ' }, 'https://chobep.vn'],
    [{ siteUrl: undefined, webOrigin: 'http://localhost:3200' }, 'http://localhost:3200'],
    [{ siteUrl: '', webOrigin: 'http://localhost:3200/' }, 'http://localhost:3200'],
    [{ siteUrl: 'chobep.vn', webOrigin: 'http://localhost:3200' }, 'http://localhost:3200'],
    [{ siteUrl: 'ftp://chobep.vn', webOrigin: undefined }, DEFAULT_WEB_ORIGIN],
    [{}, 'http://localhost:3000'],
  ])('%o → %s', (settings, expected) => {
    expect(publicOrigin(settings)).toBe(expected);
  });
});

describe('siteUrlWarning', () => {
  it('warns in production when SITE_URL is missing, naming the fallback', () => {
    const warning = siteUrlWarning({ production: true, webOrigin: 'http://localhost:3000' });
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3000');
  });

  it.each([
    { production: false, siteUrl: undefined },
    { production: true, siteUrl: 'https://chobep.vn' },
    { production: false, siteUrl: 'https://chobep.vn' },
  ])('says nothing for %o', (settings) => {
    expect(siteUrlWarning(settings)).toBeNull();
  });

  it('warns in any mode about a SITE_URL that is no http(s) URL', () => {
    expect(siteUrlWarning({ production: false, siteUrl: 'chobep.vn' })).toContain('is ignored');
  });
});
