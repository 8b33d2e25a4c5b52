import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from '../../support/env';
import { api, LANDING_PAGES } from './helpers';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/** The <loc> values of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

// Absolute URLs come from configuration (SITE_ORIGIN), never from the Host the request was sent to (BASE_URL).
test('robots.txt points at the sitemap and keeps crawlers out of account pages', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/checkout$/m);
  expect(text).toMatch(/^Disallow: \/signin$/m);
});

test('sitemap.xml indexes the pages file and the product files', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex');
  const files = locs(xml);
  expect(files).toContain(`${SITE_ORIGIN}/sitemap/pages.xml`);
  expect(files).toContain(`${SITE_ORIGIN}/sitemap/products-1.xml`);
});

test('the sitemap lists every product a visitor sees, and a listed product page answers 200', async ({ request }) => {
  const index = locs(await (await request.get('/sitemap.xml')).text());
  const productFiles = index.filter((loc) => loc.includes('/sitemap/products-'));
  const products: string[] = [];
  for (const file of productFiles) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status()).toBe(200);
    products.push(...locs(await response.text()));
  }
  const expected = await api<{ productSearch: { total: number; data: { slug: string }[] } }>(
    request,
    'query E2eSitemapFirst { productSearch(sort: [{ field: createdAt, order: ASC }], pagination: { size: 1 }) { total data { slug } } }',
  );
  // Region-neutral: what a visitor without a stored region (a crawler) sees, i.e. region HCM.
  expect(products).toHaveLength(expected.productSearch.total);
  expect(new Set(products).size).toBe(products.length);
  const first = expected.productSearch.data[0]?.slug ?? '';
  expect(products).toContain(`${SITE_ORIGIN}${first}`);

  const listed = products[Math.floor(products.length / 2)] ?? '';
  expect(listed).toMatch(new RegExp(`^${SITE_ORIGIN}/products/[a-z0-9-]+$`));
  const page = await request.get(new URL(listed).pathname, { maxRedirects: 0 });
  expect(page.status(), listed).toBe(200);
});

test('the pages file lists home, market, brands, content pages, categories and brands, and nothing private', async ({
  request,
}) => {
  const response = await request.get('/sitemap/pages.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const pages = locs(xml);
  for (const path of ['/', '/market', '/thuong-hieu', ...Object.values(LANDING_PAGES).map((l) => l.path)]) {
    expect(pages, path).toContain(`${SITE_ORIGIN}${path}`);
  }
  // English alternates on pages whose language is carried by ?lang=.
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${SITE_ORIGIN}${LANDING_PAGES.farm.path}?lang=en" />`,
  );

  const taxonomy = await api<{ categoryLookup: { id: number }[]; brands: { data: { id: number }[] }[] }>(
    request,
    'query E2eSitemapTaxonomy { categoryLookup { id } brands { data { id } } }',
  );
  const categoryPages = pages.filter((loc) => /-c\d{1,5}$|\/c\d{1,5}$/.test(loc));
  expect(categoryPages).toHaveLength(taxonomy.categoryLookup.length);
  // Category 81 is hidden in region HCM, the region a crawler gets: its page is not listed.
  expect(categoryPages.some((loc) => loc.endsWith('-c81'))).toBe(false);
  const brandIds = new Set(taxonomy.brands.flatMap((g) => g.data.map((b) => b.id)));
  expect(pages.filter((loc) => /\/thuong-hieu\/.*b\d+$/.test(loc))).toHaveLength(brandIds.size);

  for (const privatePath of ['/signin', '/orders', '/checkout', '/favorite', '/change-store', '/account-info']) {
    expect(
      pages.some((loc) => new URL(loc).pathname.startsWith(privatePath)),
      privatePath,
    ).toBe(false);
  }

  // Every content page listed answers 200.
  for (const landing of Object.values(LANDING_PAGES)) {
    expect((await request.get(landing.path)).status(), landing.path).toBe(200);
  }
});
