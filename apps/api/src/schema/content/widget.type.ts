import { clampListSize, type Region, SHOWCASE_DEFAULT_SIZE } from '@chobep/domain';
import { builder } from '../../builder';
import type { BrandRow } from '../../catalog-loaders';
import type { WidgetRow } from '../../services/content/list-widgets';
import { ProductRef } from '../catalog/product.type';
import { BrandRef } from '../catalog/taxonomy.type';
import { RegionEnum } from '../shared/enums';
import { BannerItemRef, showableBanners } from './banner.type';
import { WidgetTypeEnum } from './content.enums';

/** A widget as sent: its row and the region its products are priced for. */
export interface WidgetShape {
  row: WidgetRow;
  region: Region;
}

const BannerCarouselRef = builder.objectRef<WidgetShape>('BannerCarousel').implement({
  fields: (t) => ({
    items: t.field({
      type: [BannerItemRef],
      description: 'The live banners in order; a banner whose target the region cannot open is left out.',
      resolve: async ({ row, region }, _a, ctx) =>
        showableBanners(await ctx.content.bannersByWidget.load({ widgetId: row.id, region })),
    }),
  }),
});

const WidgetFilterRef = builder.objectRef<WidgetRow>('WidgetFilter').implement({
  description: "A showcase's productSearch filter: see-all goes to the category (name and id) or the tags page.",
  fields: (t) => ({
    categoryName: t.string({
      nullable: true,
      resolve: async (w, _a, ctx) => {
        if (w.filterCategoryId === null) return null;
        const category = await ctx.catalog.categoryById.load(w.filterCategoryId);
        return category ? (ctx.lang === 'en' ? category.nameEn : category.nameVi) : null;
      },
    }),
    categoryId: t.exposeInt('filterCategoryId', { nullable: true }),
    categorySlug: t.string({
      nullable: true,
      description: 'The category page path without the leading slash (…-c{id}).',
      resolve: async (w, _a, ctx) =>
        w.filterCategoryId === null ? null : ((await ctx.catalog.categoryById.load(w.filterCategoryId))?.slug ?? null),
    }),
    tags: t.exposeStringList('filterTags'),
    brandIds: t.exposeIntList('filterBrandIds', { description: 'Brands of the showcase (e.g. our own brand).' }),
    brands: t.field({
      type: [BrandRef],
      resolve: async (w, _a, ctx) =>
        (await ctx.catalog.brandById.loadMany(w.filterBrandIds)).filter(
          (b): b is BrandRow => b !== null && !(b instanceof Error),
        ),
    }),
  }),
});

const WidgetItemRef = builder.objectRef<WidgetRow>('WidgetItem').implement({
  fields: (t) => ({
    key: t.string({ resolve: (w) => w.itemKey ?? w.id }),
    title: t.string({
      description: 'In the request language.',
      resolve: (w, _a, ctx) => (ctx.lang === 'en' ? (w.itemTitleEn ?? '') : (w.itemTitleVi ?? '')),
    }),
    filter: t.field({ type: WidgetFilterRef, resolve: (w) => w }),
  }),
});

export const WidgetRef = builder.objectRef<WidgetShape>('Widget').implement({
  description: 'One block of the home page, in the order the server sends them.',
  fields: (t) => ({
    widgetId: t.string({ resolve: ({ row }) => row.id }),
    type: t.field({ type: WidgetTypeEnum, resolve: ({ row }) => row.type }),
    regions: t.field({
      type: [RegionEnum],
      description: 'Empty: every region.',
      resolve: ({ row }) => row.regions,
    }),
    banner: t.field({
      type: BannerCarouselRef,
      nullable: true,
      description: 'CarouselBannerWidget only.',
      resolve: (w) => (w.row.type === 'CarouselBannerWidget' ? w : null),
    }),
    item: t.field({
      type: WidgetItemRef,
      nullable: true,
      description: 'ShowcaseWidget, RecommendationWidget and MightFavoriteProductsWidget.',
      resolve: ({ row }) => (row.type !== 'CarouselBannerWidget' && row.itemKey ? row : null),
    }),
    products: t.field({
      type: [ProductRef],
      description:
        'ShowcaseWidget: its products (productSearch with item.filter, best sellers first). Other types: empty ' +
        '(the client loads recommendedProducts / mightFavoriteProducts). All showcases of a page cost one statement.',
      args: { size: t.arg.int({ defaultValue: SHOWCASE_DEFAULT_SIZE, description: 'From 1 to 100.' }) },
      resolve: ({ row, region }, { size }, ctx) =>
        row.type === 'ShowcaseWidget'
          ? ctx.content.showcaseProducts.load({ widget: row, region, size: clampListSize(size, SHOWCASE_DEFAULT_SIZE) })
          : [],
    }),
  }),
});
