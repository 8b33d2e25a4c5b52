import { CATEGORIES, PROFILES } from '@chobep/db/seed/catalogue-base';
import { svgProblems } from '@chobep/db/seed/check-svg';
import { DEFAULT_PRODUCT_COUNT, generateCatalogue } from '@chobep/db/seed/generate-catalogue';
import { productPictureUrl } from '@chobep/db/seed/packshot';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

/** Fetches a picture through the route; returns what is wrong with it (nothing when it is fine). */
async function problemsOf(url: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) return [`HTTP ${res.statusCode}`];
  if (!String(res.headers['content-type']).startsWith('image/svg+xml')) return [`type ${res.headers['content-type']}`];
  return svgProblems(res.body);
}

describe('demo pictures (issue 12: no picture is ever blank)', () => {
  const catalogue = generateCatalogue({ products: DEFAULT_PRODUCT_COUNT });

  it('serves every product picture and media of the demo catalogue as a valid, non-empty SVG', async () => {
    const urls = new Set<string>();
    for (const p of catalogue.products) {
      expect(p.imageUrl, p.nameEn).toBeTruthy();
      expect(p.medias?.length, p.nameEn).toBeGreaterThan(0);
      urls.add(p.imageUrl as string);
      for (const m of p.medias ?? []) urls.add(m.url);
    }
    const broken: Record<string, string[]> = {};
    for (const url of urls) {
      const problems = await problemsOf(url);
      if (problems.length > 0) broken[url] = problems;
    }
    expect(broken).toEqual({});
  });

  it('serves every base product in every size, also those a 2,000-product catalogue does not reach', async () => {
    const broken: Record<string, string[]> = {};
    for (const parent of CATEGORIES) {
      for (const child of parent.children) {
        for (const base of child.products) {
          for (const size of PROFILES[base.profile ?? child.profile].sizes) {
            const url = productPictureUrl({ parent, child, base }, size);
            const problems = await problemsOf(url);
            if (problems.length > 0) broken[url] = problems;
          }
        }
      }
    }
    expect(broken).toEqual({});
  });

  it('serves every brand logo as a wordmark carrying the brand’s name', async () => {
    const broken: Record<string, string[]> = {};
    for (const brand of catalogue.brands) {
      const url = brand.imageUrl ?? '';
      const problems = await problemsOf(url);
      const body = (await app.inject({ method: 'GET', url })).body;
      const text = [...body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
      const unescaped = text.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/- /g, '-');
      if (unescaped !== brand.name) problems.push(`reads "${unescaped}"`);
      if (problems.length > 0) broken[`${brand.name} ${url}`] = problems;
    }
    expect(broken).toEqual({});
  });

  it('answers a repeated request with 304 by ETag, caches for a week, and 404s what the seed never made', async () => {
    const url = catalogue.products[0]?.imageUrl as string;
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const missing of [
      '/media/products/meat/khong-co.board.svg',
      '/media/products/alcohol/cha-lua.pack.svg',
      '/media/products/meat/cha-lua.wine.svg',
      '/media/products/meat/cha-lua.pack.png',
      '/media/brands/khong-co.svg',
      '/media/brands/..%2Fetc.svg',
    ]) {
      expect((await app.inject({ method: 'GET', url: missing })).statusCode, missing).toBe(404);
    }
  });
});
