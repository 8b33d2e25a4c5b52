import { builder } from '../../builder';
import type { FacetCount } from '../../services/catalog/search-products';
import { PreservationEnum } from './catalog.enums';
import { BrandRef, CategoryRef, OriginRef, SupplierRef, TagRef } from './taxonomy.type';

export interface AggregationShape {
  categories: { id: number; count: number }[];
  brands: { id: number; count: number }[];
  suppliers: { id: number; count: number }[];
  origins: { id: number; count: number }[];
  preservation: { value: 'FROZEN' | 'REFRIGERATED' | 'ROOM_TEMPERATURE'; count: number }[];
  tags: { code: string; count: number }[];
}

const byCountThenKey =
  <T extends { count: number }>(key: (v: T) => string | number) =>
  (a: T, b: T) =>
    b.count - a.count || String(key(a)).localeCompare(String(key(b)));

export function toAggregation(
  facets: FacetCount[],
  isBrandShown: (id: number) => boolean = () => true,
): AggregationShape {
  const of = (kind: FacetCount['facet']) => facets.filter((f) => f.facet === kind);
  const numeric = (kind: FacetCount['facet']) =>
    of(kind)
      .map((f) => ({ id: Number(f.key), count: f.count }))
      .sort(byCountThenKey((v) => v.id));
  return {
    categories: numeric('category'),
    brands: numeric('brand').filter((b) => isBrandShown(b.id)),
    suppliers: numeric('supplier'),
    origins: numeric('origin'),
    preservation: of('preservation')
      .map((f) => ({ value: f.key as AggregationShape['preservation'][number]['value'], count: f.count }))
      .sort(byCountThenKey((v) => v.value)),
    tags: of('tag')
      .map((f) => ({ code: f.key, count: f.count }))
      .sort(byCountThenKey((v) => v.code)),
  };
}

const CategoryCountRef = builder.objectRef<{ id: number; count: number }>('CategoryCount').implement({
  description: 'Products of the set in this category (child categories are counted in their own rows).',
  fields: (t) => ({
    count: t.exposeInt('count'),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      resolve: (c, _a, ctx) => ctx.catalog.categoryById.load(c.id),
    }),
  }),
});
const BrandCountRef = builder.objectRef<{ id: number; count: number }>('BrandCount').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    brand: t.field({ type: BrandRef, nullable: true, resolve: (c, _a, ctx) => ctx.catalog.brandById.load(c.id) }),
  }),
});
const SupplierCountRef = builder.objectRef<{ id: number; count: number }>('SupplierCount').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    supplier: t.field({
      type: SupplierRef,
      nullable: true,
      resolve: (c, _a, ctx) => ctx.catalog.supplierById.load(c.id),
    }),
  }),
});
const OriginCountRef = builder.objectRef<{ id: number; count: number }>('OriginCount').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    origin: t.field({ type: OriginRef, nullable: true, resolve: (c, _a, ctx) => ctx.catalog.originById.load(c.id) }),
  }),
});
const PreservationCountRef = builder
  .objectRef<AggregationShape['preservation'][number]>('PreservationCount')
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      value: t.field({ type: PreservationEnum, resolve: (p) => p.value }),
    }),
  });
const TagCountRef = builder.objectRef<{ code: string; count: number }>('TagCount').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    tag: t.field({
      type: TagRef,
      nullable: true,
      resolve: async (c, _a, ctx) => (await ctx.catalog.allTags()).find((g) => g.code === c.code) ?? null,
    }),
  }),
});

export const ProductAggregationRef = builder.objectRef<AggregationShape>('ProductAggregation').implement({
  fields: (t) => ({
    categories: t.field({ type: [CategoryCountRef], resolve: (a) => a.categories }),
    brands: t.field({ type: [BrandCountRef], resolve: (a) => a.brands }),
    suppliers: t.field({ type: [SupplierCountRef], resolve: (a) => a.suppliers }),
    origins: t.field({ type: [OriginCountRef], resolve: (a) => a.origins }),
    preservation: t.field({ type: [PreservationCountRef], resolve: (a) => a.preservation }),
    tags: t.field({ type: [TagCountRef], resolve: (a) => a.tags }),
  }),
});
