import type { Db } from '@chobep/db';
import type { Language, Region } from '@chobep/domain';
import DataLoader from 'dataloader';
import type { CatalogLoaders } from './catalog-loaders';
import type { ProductRow } from './services/catalog/product-row';
import { type BannerWithLink, listBanners } from './services/content/list-banners';
import { type ShowcaseRequest, showcaseProducts } from './services/content/showcase-products';

/**
 * Per-request batching for the home page: every carousel's banners cost one statement, and every
 * showcase's products one statement together (picked on the product index of the catalogue snapshot),
 * however many widgets the page shows. The products' own fields then go through the catalogue loaders like
 * any productSearch page.
 */
export function createContentLoaders(db: Db, viewer: { lang: Language }, catalog: Pick<CatalogLoaders, 'snapshot'>) {
  return {
    bannersByWidget: new DataLoader<{ widgetId: string; region: Region }, BannerWithLink[], string>(
      async (keys) => {
        const byRegion = new Map<Region, string[]>();
        for (const k of keys) byRegion.set(k.region, [...(byRegion.get(k.region) ?? []), k.widgetId]);
        const found = new Map<string, BannerWithLink[]>();
        for (const [region, ids] of byRegion) {
          for (const banner of await listBanners(db, ids, region)) {
            const key = `${banner.widgetId}|${region}`;
            found.set(key, [...(found.get(key) ?? []), banner]);
          }
        }
        return keys.map((k) => found.get(`${k.widgetId}|${k.region}`) ?? []);
      },
      { cacheKeyFn: (k) => `${k.widgetId}|${k.region}` },
    ),
    showcaseProducts: new DataLoader<ShowcaseRequest, ProductRow[], string>(
      async (requests) => showcaseProducts(db, (await catalog.snapshot()).index, requests, viewer),
      { cacheKeyFn: (r) => `${r.widget.id}|${r.region}|${r.size}` },
    ),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
