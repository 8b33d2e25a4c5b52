import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import robots from '@/app/robots';
import { siteOrigin } from './site-origin';

/**
 * Absolute URLs (sitemap, robots, canonical and social URLs, metadataBase) take their origin from configuration:
 * SITE_URL, else the address npm start serves (WEB_ORIGIN). The request below says it was addressed to another site in
 * every header a caller can write; none of it may show.
 */
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
}));
vi.mock('next/server', () => ({ connection: async () => {} }));

beforeEach(() => {
  vi.stubEnv('SITE_URL', '');
  vi.stubEnv('WEB_ORIGIN', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('siteOrigin', () => {
  it('is the address npm start serves when SITE_URL is not set, whatever the request says', async () => {
    vi.stubEnv('WEB_ORIGIN', 'http://localhost:3200');
    expect(await siteOrigin()).toBe('http://localhost:3200');
    expect((await robots()).sitemap).toBe('http://localhost:3200/sitemap.xml');
  });

  it('is SITE_URL when set', async () => {
    vi.stubEnv('SITE_URL', 'https://chobep.vn/');
    vi.stubEnv('WEB_ORIGIN', 'http://localhost:3200');
    expect(await siteOrigin()).toBe('https://chobep.vn');
    expect((await robots()).sitemap).toBe('https://chobep.vn/sitemap.xml');
  });

  it('is http://localhost:3000 with neither', async () => {
    expect(await siteOrigin()).toBe('http://localhost:3000');
  });
});
