import { brands, type Db, orders, origins, suppliers } from '@chobep/db';
import { isCategoryHidden, MAX_FILTER_VALUES, normalisePage, parseCategoryId } from '@chobep/domain';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { builder } from '../../builder';
import type { BrandRow, SupplierRow } from '../../catalog-loaders';
import { maxItems } from '../../security/graphql-limits';
import {
  brandsByParentCategory,
  categoryIdsWithProducts,
  visibleCategories,
} from '../../services/catalog/list-taxonomy';
import { BrandRef, CategoryRef, OriginRef, SupplierRef, TagRef, UomRef } from './taxonomy.type';

/** How many trusted brands the home page shows (spec/trading.md §7 brandsForHome). */
export const BRANDS_FOR_HOME = 20;

const BrandGroupRef = builder.objectRef<{ categoryId: number; brands: BrandRow[] }>('BrandGroup').implement({
  description: 'The brands with products in one parent category.',
  fields: (t) => ({
    categoryId: t.exposeInt('categoryId'),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      resolve: (g, _a, ctx) => ctx.catalog.categoryById.load(g.categoryId),
    }),
    data: t.field({ type: [BrandRef], resolve: (g) => g.brands }),
  }),
});

const SupplierListRef = builder.objectRef<{ data: SupplierRow[]; total: number }>('SupplierList').implement({
  fields: (t) => ({
    data: t.field({ type: [SupplierRef], resolve: (l) => l.data }),
    total: t.exposeInt('total'),
  }),
});

async function listSuppliers(db: Db, page: number | null | undefined, size: number | null | undefined) {
  const { size: limit, offset } = normalisePage(page, Math.min(size ?? 1000, 1000));
  const [data, [total]] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(eq(suppliers.offMarket, false))
      .orderBy(asc(suppliers.name))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(suppliers).where(eq(suppliers.offMarket, false)),
  ]);
  return { data, total: total?.n ?? 0 };
}

/** Suppliers the given stores of a company have orders with, by name (the orders' company-and-supplier index). */
async function listOrderedSuppliers(
  db: Db,
  buyerId: string,
  storeIds: readonly string[],
  page: number | null | undefined,
  size: number | null | undefined,
) {
  if (storeIds.length === 0) return { data: [], total: 0 };
  const { size: limit, offset } = normalisePage(page, Math.min(size ?? 1000, 1000));
  const ordered = inArray(
    suppliers.id,
    db
      .selectDistinct({ id: orders.supplierId })
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), inArray(orders.storeId, [...storeIds]))),
  );
  const [data, [total]] = await Promise.all([
    db.select().from(suppliers).where(ordered).orderBy(asc(suppliers.name)).limit(limit).offset(offset),
    db.select({ n: count() }).from(suppliers).where(ordered),
  ]);
  return { data, total: total?.n ?? 0 };
}

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryRef],
    description:
      'The category tree (parents, each with `children`) the region may see; cut down to the categories of one supplier or of the company favourites when asked.',
    args: { supplierName: t.arg.string(), isFavorite: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const only = await categoryIdsWithProducts(ctx.db, ctx.region, {
        supplierName: args.supplierName?.trim() || null,
        favoritesOf: args.isFavorite ? (ctx.viewer?.buyerId ?? null) : null,
      });
      const visible = visibleCategories(await ctx.catalog.allCategories(), ctx.region, only);
      return visible.filter((c) => c.parentId === null);
    },
  }),
  categoryLookup: t.field({
    type: [CategoryRef],
    description: 'Every visible category, parents and children in one flat list (see isParentCategory).',
    resolve: async (_root, _args, ctx) => visibleCategories(await ctx.catalog.allCategories(), ctx.region, null),
  }),
  categoryDetail: t.field({
    type: CategoryRef,
    nullable: true,
    description: 'One category by id or by its page slug (…-c{id}); null when unknown or hidden in the region.',
    args: { id: t.arg.int(), slug: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const id = args.id ?? (args.slug ? parseCategoryId(args.slug) : null);
      if (id === null) return null;
      const category = await ctx.catalog.categoryById.load(id);
      if (!category || isCategoryHidden(category.id, category.parentId, ctx.region)) return null;
      return category;
    },
  }),
  brands: t.field({
    type: [BrandGroupRef],
    description: 'Active brands grouped per parent category, optionally for some categories only.',
    args: { categoryIds: t.arg.intList(maxItems(MAX_FILTER_VALUES)) },
    resolve: (_root, args, ctx) => brandsByParentCategory(ctx.db, ctx.region, args.categoryIds ?? null),
  }),
  brand: t.field({
    type: BrandRef,
    nullable: true,
    description: 'One brand, also when inactive (the page then says the brand is unavailable).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.catalog.brandById.load(args.id),
  }),
  brandsForHome: t.field({
    type: [BrandRef],
    description: `The trusted brands of the home page, at most ${BRANDS_FOR_HOME}, in their set order.`,
    resolve: (_root, _args, ctx) =>
      ctx.db
        .select()
        .from(brands)
        .where(and(isNotNull(brands.trustedRank), eq(brands.status, 'ACTIVE')))
        .orderBy(asc(brands.trustedRank))
        .limit(BRANDS_FOR_HOME),
  }),
  suppliers: t.field({
    type: SupplierListRef,
    description: 'Suppliers on the market by name. hasOrdersOnly: those the current store ordered from.',
    args: { page: t.arg.int(), size: t.arg.int(), hasOrdersOnly: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      if (args.hasOrdersOnly) {
        // The order list's supplier filter: whom the current store (or, without one, any store the user acts for)
        // has ordered from. Visitors have ordered from no one.
        if (!ctx.viewer) return { data: [], total: 0 };
        const stores = (await ctx.loaders.storesByUser.load(ctx.viewer.userId)).map((s) => s.id);
        const current = ctx.requestedStoreId && stores.includes(ctx.requestedStoreId) ? [ctx.requestedStoreId] : stores;
        return listOrderedSuppliers(ctx.db, ctx.viewer.buyerId, current, args.page, args.size);
      }
      return listSuppliers(ctx.db, args.page, args.size);
    },
  }),
  tags: t.field({ type: [TagRef], resolve: (_root, _args, ctx) => ctx.catalog.allTags() }),
  allUoms: t.field({ type: [UomRef], resolve: (_root, _args, ctx) => ctx.catalog.allUoms() }),
  allBaseUoms: t.field({
    type: [UomRef],
    resolve: async (_root, _args, ctx) => (await ctx.catalog.allUoms()).filter((u) => u.isBase),
  }),
  allNetUoms: t.field({
    type: [UomRef],
    resolve: async (_root, _args, ctx) => (await ctx.catalog.allUoms()).filter((u) => u.isNet),
  }),
  getAllOrigins: t.field({
    type: [OriginRef],
    resolve: (_root, _args, ctx) => ctx.db.select().from(origins).orderBy(asc(origins.nameVi)),
  }),
}));
