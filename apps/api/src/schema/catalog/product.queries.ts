import {
  type ErrorCode,
  MAX_FILTER_VALUES,
  normalisePage,
  normaliseProductFilter,
  PRODUCT_SORT_FIELDS,
  REGIONS,
  translateError,
} from '@chobep/domain';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import { findProduct, searchProducts } from '../../services/catalog/search-products';
import { storeOfViewer } from '../buyers/store-access';
import { RegionEnum } from '../shared/enums';
import { PreservationEnum, ProductSortFieldEnum, SortOrderEnum } from './catalog.enums';
import { ProductRef } from './product.type';
import { ProductAggregationRef, toAggregation } from './product-aggregation.type';

const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'The list and search parameters of spec/trading.md §2; every list may be empty.',
  fields: (t) => ({
    query: t.string({ description: 'Free text (q): accent-insensitive, tolerant of a typo.' }),
    categoryIds: t.intList({ description: 'A parent id includes its children.', ...maxItems(MAX_FILTER_VALUES) }),
    category: t.string({ description: 'A category name, Vietnamese or English.' }),
    subCategoryId: t.int(),
    suppliers: t.stringList({ description: 'Supplier names.', ...maxItems(MAX_FILTER_VALUES) }),
    supplier: t.string({ description: 'One supplier name; joins `suppliers`.' }),
    preservation: t.field({ type: PreservationEnum }),
    orderedOnly: t.boolean({ description: 'Only products the current store has ordered.' }),
    favorite: t.boolean({ description: "Only the company's favourites (BUYER_FAVORITE_ITEM_LIST)." }),
    tags: t.stringList({
      description: 'Tag codes; a product with any of them matches.',
      ...maxItems(MAX_FILTER_VALUES),
    }),
    withExclusive: t.boolean({ description: 'List exclusive products (default true).' }),
    brandIds: t.intList(maxItems(MAX_FILTER_VALUES)),
    origins: t.stringList({ description: 'Origin names, Vietnamese or English.', ...maxItems(MAX_FILTER_VALUES) }),
    region: t.field({ type: RegionEnum, description: "Ignored for buyers: their company's region decides." }),
  }),
});

const ProductSortInput = builder.inputType('ProductSort', {
  fields: (t) => ({
    field: t.field({ type: ProductSortFieldEnum, required: true }),
    order: t.field({ type: SortOrderEnum, defaultValue: 'ASC' }),
  }),
});

const PaginationInput = builder.inputType('Pagination', {
  fields: (t) => ({
    page: t.int({ defaultValue: 0, description: 'From 0.' }),
    size: t.int({ defaultValue: 20, description: 'At most 100.' }),
  }),
});

interface ProductSearchShape {
  data: import('../../services/catalog/product-row').ProductRow[];
  total: number;
  page: number;
  size: number;
  aggregation: import('./product-aggregation.type').AggregationShape | null;
}

const ProductSearchResultRef = builder.objectRef<ProductSearchShape>('ProductSearchResult').implement({
  fields: (t) => ({
    data: t.field({ type: [ProductRef], resolve: (r) => r.data }),
    total: t.exposeInt('total', { description: 'Products matching the filter.' }),
    totalPage: t.int({ resolve: (r) => Math.ceil(r.total / r.size) }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    aggregation: t.field({
      type: ProductAggregationRef,
      nullable: true,
      description: 'Facet counts over the filtered set, when asked for.',
      resolve: (r) => r.aggregation,
    }),
  }),
});

function badInput(code: ErrorCode, lang: 'vi' | 'en', field: string): GraphQLError {
  return new GraphQLError(translateError(code, lang, { field }), {
    extensions: { code: 'BAD_USER_INPUT', reason: code, field },
  });
}

/** A visitor may name a region; a buyer always sees its company's (context resolves that). */
function regionFor(ctx: { viewer: unknown; region: (typeof REGIONS)[number] }, asked: string | null | undefined) {
  if (!ctx.viewer && asked && (REGIONS as readonly string[]).includes(asked)) return asked as (typeof REGIONS)[number];
  return ctx.region;
}

builder.queryFields((t) => ({
  product: t.field({
    type: ProductRef,
    nullable: true,
    description: 'One product with its price in a region; null when it does not exist or is hidden there.',
    args: { id: t.arg.id({ required: true }), regionCode: t.arg({ type: RegionEnum }) },
    resolve: async (_root, args, ctx) => {
      const id = String(args.id);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
      return findProduct(ctx.db, regionFor(ctx, args.regionCode), { id });
    },
  }),
  productBySupplierInternalCode: t.field({
    type: ProductRef,
    nullable: true,
    args: { supplierInternalCode: t.arg.string({ required: true }), regionCode: t.arg({ type: RegionEnum }) },
    resolve: async (_root, args, ctx) => {
      const code = args.supplierInternalCode.trim();
      if (!code || code.length > 64) return null;
      return findProduct(ctx.db, regionFor(ctx, args.regionCode), { supplierInternalCode: code });
    },
  }),
  productSearch: t.field({
    type: ProductSearchResultRef,
    // Filtering and sorting the catalogue, and counting its facets when asked (see graphql-limits).
    extensions: { cost: (args: Record<string, unknown>) => (args.aggregation === true ? 200 : 10) },
    args: {
      filter: t.arg({ type: ProductFilterInput }),
      // Each field once: more keys only repeat a comparison over the whole catalogue.
      sort: t.arg({ type: [ProductSortInput], ...maxItems(PRODUCT_SORT_FIELDS.length) }),
      pagination: t.arg({ type: PaginationInput }),
      boost: t.arg.boolean({ description: 'Let best sellers rise among equally relevant matches.' }),
      aggregation: t.arg.boolean({
        description:
          'Also count the facets: each over the filtered set without its own selection (disjunctive), so the values ' +
          'not chosen say how many products they would add.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const input = args.filter ?? {};
      const { filter, problems } = normaliseProductFilter({
        query: input.query,
        categoryIds: input.categoryIds,
        categoryName: input.category,
        subCategoryId: input.subCategoryId,
        supplierNames: input.suppliers,
        supplierName: input.supplier,
        preservation: input.preservation,
        orderedOnly: input.orderedOnly,
        favorite: input.favorite,
        tags: input.tags,
        withExclusive: input.withExclusive,
        brandIds: input.brandIds,
        origins: input.origins,
      });
      const problem = problems[0];
      if (problem) throw badInput(problem.code, ctx.lang, problem.field);
      const viewer = ctx.viewer;
      // "Ordered only" is the chosen store's orders when it is one of the viewer's, else the company's.
      const store =
        viewer && input.orderedOnly && ctx.requestedStoreId
          ? await storeOfViewer({ ...ctx, viewer }, ctx.requestedStoreId)
          : null;
      const scope = {
        region: regionFor(ctx, input.region),
        lang: ctx.lang,
        buyerId: viewer?.buyerId ?? null,
        storeId: store?.id ?? null,
      };
      const { page, size, offset } = normalisePage(args.pagination?.page, args.pagination?.size);
      const sorts = (args.sort ?? []).map((s) => ({ field: s.field, order: s.order ?? 'ASC' }));
      const snapshot = await ctx.catalog.snapshot();
      const { index } = snapshot;
      const result = await searchProducts(ctx.db, index, filter, scope, {
        sorts,
        boost: args.boost ?? false,
        limit: size,
        offset,
        facets: args.aggregation ?? false,
      });
      // An inactive brand is offered nowhere, the brand facet included (its page says it is unavailable).
      const aggregation = result.facets
        ? toAggregation(result.facets, (brandId) => snapshot.brandById.get(brandId)?.status === 'ACTIVE')
        : null;
      return { data: result.rows, total: result.total, page, size, aggregation };
    },
  }),
}));
