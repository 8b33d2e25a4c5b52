import { brandPath, categoryPath, DEFAULT_LANGUAGE, DEFAULT_REGION, matchRoute, productPath } from '@chobep/domain';
import type { MetadataRoute } from 'next';
import { anonymousRequest, LandingSitemapProductsQuery, LandingSitemapTaxonomyQuery } from './api/content-pages';

/**
 * What the sitemap lists (docs/decisions.md, "Content pages"): the public pages a visitor without
 * a stored region can open — which is what a crawler is — in Vietnamese, with the English address
 * as an alternate on pages that carry ?lang=. It never depends on who asks (no cookies are sent).
 */

/** Products per sitemap file; far under the protocol's 50,000 URLs and 50 MB. */
export const PRODUCTS_PER_SITEMAP = 5_000;
/** productSearch's largest page. */
const PAGE_SIZE = 100;
/** API calls in flight at once while a product file is built. */
const CONCURRENCY = 4;

export const PAGES_SITEMAP_ID = 'pages';
const PRODUCTS_PREFIX = 'products-';

/** Public pages of the main layout that are not catalogue entries (login-only and guest-only pages are left out). */
const STATIC_PATHS = [
  '/',
  '/market',
  '/thuong-hieu',
  '/tu-nong-trai-den-doanh-nghiep',
  '/nguyen-lieu-nhat-ban-gyomu-japan',
  '/thuong-hieu-cho-bep',
  '/he-thong-phan-phoi',
  '/lien-he-hop-tac',
  '/docs/privacy-policy',
  '/docs/term-of-service',
] as const;

const AS_VISITOR = { lang: DEFAULT_LANGUAGE, region: DEFAULT_REGION } as const;

/** The files of the sitemap: the pages file, then one per 5,000 products (oldest first). */
export async function sitemapIds(): Promise<string[]> {
  // `next build` asks for the files to prerender; the API is not running then, and every file is
  // rendered per request anyway (force-dynamic), which asks the API again.
  if (process.env.NEXT_PHASE === 'phase-production-build') return [PAGES_SITEMAP_ID, `${PRODUCTS_PREFIX}1`];
  const { productSearch } = await anonymousRequest(LandingSitemapProductsQuery, { page: 0, size: 1 }, AS_VISITOR);
  const files = Math.max(1, Math.ceil(productSearch.total / PRODUCTS_PER_SITEMAP));
  return [PAGES_SITEMAP_ID, ...Array.from({ length: files }, (_, i) => `${PRODUCTS_PREFIX}${i + 1}`)];
}

/** An entry with its English alternate when the page's language is carried by ?lang=. */
function entry(origin: string, path: string, extra: { enPath?: string; lastModified?: string } = {}) {
  const url = `${origin}${path}`;
  const item: MetadataRoute.Sitemap[number] = { url };
  if (extra.lastModified) item.lastModified = extra.lastModified;
  if (matchRoute(path.split('?')[0] ?? path)?.langParam) {
    const en = extra.enPath ?? `${path}${path.includes('?') ? '&' : '?'}lang=en`;
    item.alternates = { languages: { vi: url, en: `${origin}${en}` } };
  }
  return item;
}

export async function sitemapEntries(origin: string, id: string): Promise<MetadataRoute.Sitemap> {
  if (id === PAGES_SITEMAP_ID) return pageEntries(origin);
  const file = Number(id.startsWith(PRODUCTS_PREFIX) ? id.slice(PRODUCTS_PREFIX.length) : Number.NaN);
  if (!Number.isInteger(file) || file < 1) return [];
  return productEntries(origin, file);
}

async function pageEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const { categoryLookup, brands, tags } = await anonymousRequest(LandingSitemapTaxonomyQuery, {}, AS_VISITOR);
  const brandById = new Map(brands.flatMap((group) => group.data).map((brand) => [brand.id, brand.name]));
  return [
    ...STATIC_PATHS.map((path) => entry(origin, path)),
    ...tags.map((tag) => entry(origin, `/${tag.code}`)),
    ...categoryLookup.map((category) => entry(origin, categoryPath(category.nameLocal.vi, category.id))),
    ...[...brandById].map(([id, name]) => entry(origin, brandPath(name, id), { enPath: brandPath(name, id, 'en') })),
  ];
}

async function productEntries(origin: string, file: number): Promise<MetadataRoute.Sitemap> {
  const perFile = PRODUCTS_PER_SITEMAP / PAGE_SIZE;
  const pages = Array.from({ length: perFile }, (_, i) => (file - 1) * perFile + i);
  const entries: MetadataRoute.Sitemap = [];
  for (let start = 0; start < pages.length; start += CONCURRENCY) {
    const batch = await Promise.all(
      pages
        .slice(start, start + CONCURRENCY)
        .map((page) => anonymousRequest(LandingSitemapProductsQuery, { page, size: PAGE_SIZE }, AS_VISITOR)),
    );
    for (const { productSearch } of batch) {
      for (const product of productSearch.data) {
        entries.push(
          entry(origin, product.slug, {
            enPath: productPath(product.nameLocal.en, product.supplierInternalCode, 'en'),
            lastModified: product.updatedAt,
          }),
        );
      }
    }
    // Past the last product: the remaining pages would be empty.
    if (batch.some(({ productSearch }) => productSearch.data.length < PAGE_SIZE)) break;
  }
  return entries;
}
