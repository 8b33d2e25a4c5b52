import { isCategoryHidden, requiresAgeCheck } from '@chobep/domain';
import { builder } from '../../builder';
import type { BrandRow, CategoryRow, OriginRow, SupplierRow, TagRow, UomRow } from '../../catalog-loaders';
import type { Context } from '../../context';
import { LocalTextRef } from './catalog.enums';

const pick = (lang: string, vi: string, en: string) => (lang === 'en' ? en : vi);

/** Whether a category's pages (and its products') ask the visitor's age: it or its parent is age-restricted. */
export async function categoryRequiresAgeCheck(category: CategoryRow | null, ctx: Context): Promise<boolean> {
  if (!category) return false;
  const parent = category.parentId === null ? null : await ctx.catalog.categoryById.load(category.parentId);
  return requiresAgeCheck([category, parent]);
}

export const CategoryRef = builder.objectRef<CategoryRow>('Category');
CategoryRef.implement({
  description: 'A product category; parents hold child categories, products belong to children or parents.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug', { description: 'The page path without the leading slash, ending in -c{id}.' }),
    name: t.string({ resolve: (c, _a, ctx) => pick(ctx.lang, c.nameVi, c.nameEn) }),
    nameLocal: t.field({ type: LocalTextRef, resolve: (c) => ({ vi: c.nameVi, en: c.nameEn }) }),
    description: t.string({
      nullable: true,
      resolve: (c, _a, ctx) => (ctx.lang === 'en' ? c.descriptionEn : c.descriptionVi) ?? null,
    }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    parentId: t.exposeInt('parentId', { nullable: true }),
    isParentCategory: t.boolean({ resolve: (c) => c.parentId === null }),
    ageRestricted: t.boolean({
      description:
        'Alcohol: its pages ask once per session whether the visitor is 18 or older (inherited from the parent).',
      resolve: (c, _a, ctx) => categoryRequiresAgeCheck(c, ctx),
    }),
    parent: t.field({
      type: CategoryRef,
      nullable: true,
      resolve: (c, _a, ctx) => (c.parentId === null ? null : ctx.catalog.categoryById.load(c.parentId)),
    }),
    children: t.field({
      type: [CategoryRef],
      resolve: async (c, _a, ctx) =>
        (await ctx.catalog.allCategories()).filter(
          (child) => child.parentId === c.id && !isCategoryHidden(child.id, child.parentId, ctx.region),
        ),
    }),
  }),
});

export const BrandRef = builder.objectRef<BrandRow>('Brand').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.string({
      description: 'The page path without the leading slash: thuong-hieu/{slug}-b{id}.',
      resolve: (b) => `thuong-hieu/${b.slug}-b${b.id}`,
    }),
    name: t.exposeString('name'),
    description: t.string({
      nullable: true,
      resolve: (b, _a, ctx) => (ctx.lang === 'en' ? b.descriptionEn : b.descriptionVi) ?? null,
    }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    groupName: t.exposeString('groupName', { nullable: true }),
    status: t.exposeString('status'),
  }),
});

export const SupplierRef = builder.objectRef<SupplierRow>('Supplier').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    private: t.exposeBoolean('isPrivate'),
    offMarket: t.exposeBoolean('offMarket'),
    moq: t.expose('moq', { type: 'Money', description: 'Minimum order value in đồng.' }),
    fulfillmentTime: t.field({
      type: FulfillmentTimeRef,
      resolve: (s) => ({ hoursToDelivery: s.hoursToDelivery, days: s.deliveryDays, cutoffTime: s.cutoffTime }),
    }),
  }),
});

const FulfillmentTimeRef = builder
  .objectRef<{ hoursToDelivery: number; days: number[]; cutoffTime: string }>('FulfillmentTime')
  .implement({
    fields: (t) => ({
      hoursToDelivery: t.exposeInt('hoursToDelivery'),
      days: t.exposeIntList('days', { description: 'ISO weekdays with deliveries (1 = Monday).' }),
      cutoffTime: t.exposeString('cutoffTime', { description: 'HH:MM in Asia/Ho_Chi_Minh.' }),
    }),
  });

export const TagRef = builder.objectRef<TagRow>('Tag').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Also the tag page path, case sensitive: /NEW_PRODUCTS.' }),
    name: t.string({ resolve: (g, _a, ctx) => pick(ctx.lang, g.nameVi, g.nameEn) }),
    imageUrl: t.string({
      nullable: true,
      description: 'The tag picture in the request language.',
      resolve: (g, _a, ctx) => (ctx.lang === 'en' ? g.imageEn : g.imageVi) ?? null,
    }),
  }),
});

export const UomRef = builder.objectRef<UomRow>('Uom').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: (u, _a, ctx) => pick(ctx.lang, u.nameVi, u.nameEn) }),
    nameVn: t.exposeString('nameVi'),
    nameEn: t.exposeString('nameEn'),
  }),
});

export const OriginRef = builder.objectRef<OriginRow>('Origin').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({ resolve: (o, _a, ctx) => pick(ctx.lang, o.nameVi, o.nameEn) }),
    nameVn: t.exposeString('nameVi'),
    nameEn: t.exposeString('nameEn'),
  }),
});
