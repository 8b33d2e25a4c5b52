/**
 * The benchmark's yardstick: a plain Fastify route that answers the benchmark's productSearch
 * with the JSON /graphql returns for SEARCH_DOCUMENT, byte for byte, from the same SQL: the same
 * service function (searchProducts), the same per-request loaders and the same
 * domain rules (prices, availability, slugs). What it leaves out is GraphQL itself: parsing and
 * validating the document, Yoga's envelope and Pothos' field-by-field resolution.
 */

import type { UomRow } from '@chobep/api/catalog-loaders';
import { type AppServices, buildContext, type Context } from '@chobep/api/context';
import { toAggregation } from '@chobep/api/schema/catalog/product-aggregation.type';
import type { createServer } from '@chobep/api/server';
import type { ProductRow } from '@chobep/api/services/catalog/product-row';
import { searchProducts } from '@chobep/api/services/catalog/search-products';
import { normalisePage, normaliseProductFilter, priceProduct, productAvailability, productPath } from '@chobep/domain';
import type { SearchVariables } from './query';

const pick = (lang: string, vi: string, en: string) => (lang === 'en' ? en : vi);

async function productJson(p: ProductRow, ctx: Context) {
  const { catalog, lang } = ctx;
  const availability = productAvailability({ isPrivate: p.isPrivate, allowPurchase: p.allowPurchase, stock: p.stock });
  const priced =
    p.regionPrice === null || !availability.showPrice
      ? null
      : priceProduct({
          price: p.regionPrice,
          originalPrice: p.regionOriginalPrice,
          vatRate: p.vatRate,
          baseUnit: p.baseUomCode && p.baseUomCode !== p.uomCode ? p.baseUnit : null,
          netUnit: p.netUnit,
        });
  const [uomLocal, baseUom, supplier, tags, isFavorite, note] = await Promise.all([
    catalog.uomByCode.load(p.uomCode),
    p.baseUomCode ? catalog.uomByCode.load(p.baseUomCode) : null,
    catalog.supplierById.load(p.supplierId),
    catalog.tagsByProduct.load(p.id),
    catalog.isFavorite.load(p.id),
    catalog.noteByProduct.load(p.id),
  ]);
  const name = pick(lang, p.nameVi, p.nameEn);
  const uom = (u: UomRow | null) => (u ? { code: u.code, name: pick(lang, u.nameVi, u.nameEn) } : null);
  return {
    id: p.id,
    name,
    slug: productPath(name, p.supplierInternalCode, lang),
    imageUrl: p.imageUrl,
    supplierInternalCode: p.supplierInternalCode,
    uom: p.uomCode,
    uomLocal: uom(uomLocal),
    baseUnit: p.baseUnit,
    baseUom: uom(baseUom),
    price: priced?.price ?? null,
    originalPrice: priced?.originalPrice ?? null,
    priceBeforeVat: priced?.priceBeforeVat ?? null,
    savingAmount: priced?.savingAmount ?? 0,
    savingPercent: priced?.savingPercent ?? 0,
    baseUomPrice: priced?.baseUomPrice ?? null,
    isExclusive: availability.isExclusive,
    inStock: availability.inStock,
    allowPurchase: p.allowPurchase,
    allowAddToCart: availability.allowAddToCart && p.regionPrice !== null,
    allowDecimal: p.allowDecimal,
    minQuantity: p.minQuantity,
    isFavorite,
    note,
    tagImageVn: tags.find((g) => g.imageVi)?.imageVi ?? null,
    tagImageEn: tags.find((g) => g.imageEn)?.imageEn ?? null,
    tags: tags.map((g) => ({
      code: g.code,
      name: pick(lang, g.nameVi, g.nameEn),
      imageUrl: (lang === 'en' ? g.imageEn : g.imageVi) ?? null,
    })),
    supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
  };
}

export function registerBareSearch(
  app: Awaited<ReturnType<typeof createServer>>,
  services: AppServices,
  url = '/bare/product-search',
) {
  app.post(url, async (req, reply) => {
    const ctx = await buildContext(services, req, reply);
    const { variables } = req.body as { variables: SearchVariables };
    const { filter, problems } = normaliseProductFilter({
      query: variables.filter.query,
      categoryIds: variables.filter.categoryIds,
      preservation: variables.filter.preservation,
    });
    if (problems.length) return reply.status(400).send({ problems });
    const scope = { region: ctx.region, lang: ctx.lang, buyerId: ctx.viewer?.buyerId ?? null };
    const { page, size, offset } = normalisePage(variables.pagination.page, variables.pagination.size);
    const { index } = await ctx.catalog.snapshot();
    const result = await searchProducts(ctx.db, index, filter, scope, {
      sorts: [],
      boost: false,
      limit: size,
      offset,
      facets: true,
    });
    const aggregation = toAggregation(result.facets ?? []);
    const total = result.total;
    const { catalog, lang } = ctx;
    const [data, categories, brands, suppliers, origins, allTags] = await Promise.all([
      Promise.all(result.rows.map((p) => productJson(p, ctx))),
      Promise.all(aggregation.categories.map((c) => catalog.categoryById.load(c.id))),
      Promise.all(aggregation.brands.map((c) => catalog.brandById.load(c.id))),
      Promise.all(aggregation.suppliers.map((c) => catalog.supplierById.load(c.id))),
      Promise.all(aggregation.origins.map((c) => catalog.originById.load(c.id))),
      catalog.allTags(),
    ]);
    return {
      data: {
        productSearch: {
          total,
          page,
          size,
          totalPage: Math.ceil(total / size),
          data,
          aggregation: {
            categories: aggregation.categories.map((c, i) => {
              const category = categories[i];
              return {
                count: c.count,
                category: category
                  ? {
                      id: category.id,
                      name: pick(lang, category.nameVi, category.nameEn),
                      slug: category.slug,
                      parentId: category.parentId,
                    }
                  : null,
              };
            }),
            brands: aggregation.brands.map((c, i) => {
              const brand = brands[i];
              return { count: c.count, brand: brand ? { id: brand.id, name: brand.name } : null };
            }),
            suppliers: aggregation.suppliers.map((c, i) => {
              const supplier = suppliers[i];
              return { count: c.count, supplier: supplier ? { id: supplier.id, name: supplier.name } : null };
            }),
            origins: aggregation.origins.map((c, i) => {
              const origin = origins[i];
              return {
                count: c.count,
                origin: origin
                  ? { id: origin.id, name: pick(lang, origin.nameVi, origin.nameEn), nameVn: origin.nameVi }
                  : null,
              };
            }),
            preservation: aggregation.preservation.map((p) => ({ count: p.count, value: p.value })),
            tags: aggregation.tags.map((c) => {
              const tag = allTags.find((g) => g.code === c.code);
              return { count: c.count, tag: tag ? { code: tag.code, name: pick(lang, tag.nameVi, tag.nameEn) } : null };
            }),
          },
        },
      },
    };
  });
}
