import { banners, brands, categories, type Db, products, suppliers } from '@chobep/db';
import { hiddenCategoryIds, type Region } from '@chobep/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { isLiveNow } from './active-window';

export type BannerRow = typeof banners.$inferSelect;

/** A live banner with what its link needs to be shown (names, slugs), read in the same statement. */
export interface BannerWithLink extends BannerRow {
  /** False when the link leads to something the region cannot open (a hidden category, an inactive product). */
  linkVisible: boolean;
  linkCategory: { nameVi: string; nameEn: string; slug: string } | null;
  linkBrand: { name: string; slug: string } | null;
  linkProduct: { nameVi: string; nameEn: string; supplierInternalCode: string } | null;
}

const linkProduct = alias(products, 'link_product');
const linkProductSupplier = alias(suppliers, 'link_product_supplier');
const linkProductCategory = alias(categories, 'link_product_category');
const linkCategory = alias(categories, 'link_category');
const linkBrand = alias(brands, 'link_brand');

function visibleCategory(category: { id: PgColumn; parentId: PgColumn }, hidden: number[]): SQL {
  if (hidden.length === 0) return sql`true`;
  const list = sql.join(
    hidden.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${category.id} not in (${list}) and coalesce(${category.parentId}, 0) not in (${list}))`;
}

/**
 * The live banners of some carousels, in their order, each with its link target: one statement for
 * every carousel of the page.
 */
export async function listBanners(db: Db, widgetIds: readonly string[], region: Region): Promise<BannerWithLink[]> {
  if (widgetIds.length === 0) return [];
  const hidden = hiddenCategoryIds(region);
  const rows = await db
    .select({
      banner: banners,
      linkVisible: sql<boolean>`case ${banners.linkType}
        when 'PRODUCT' then coalesce(${linkProduct.isActive} and not ${linkProductSupplier.offMarket}
          and ${visibleCategory(linkProductCategory, hidden)}, false)
        when 'CATEGORY' then coalesce(${visibleCategory(linkCategory, hidden)}, false)
        when 'BRAND' then coalesce(${linkBrand.status} = 'ACTIVE', false)
        else true end`,
      categoryNameVi: linkCategory.nameVi,
      categoryNameEn: linkCategory.nameEn,
      categorySlug: linkCategory.slug,
      brandName: linkBrand.name,
      brandSlug: linkBrand.slug,
      productNameVi: linkProduct.nameVi,
      productNameEn: linkProduct.nameEn,
      productCode: linkProduct.supplierInternalCode,
    })
    .from(banners)
    .leftJoin(linkProduct, eq(linkProduct.id, banners.linkProductId))
    .leftJoin(linkProductSupplier, eq(linkProductSupplier.id, linkProduct.supplierId))
    .leftJoin(linkProductCategory, eq(linkProductCategory.id, linkProduct.categoryId))
    .leftJoin(linkCategory, eq(linkCategory.id, banners.linkCategoryId))
    .leftJoin(linkBrand, eq(linkBrand.id, banners.linkBrandId))
    .where(and(inArray(banners.widgetId, [...widgetIds]), isLiveNow(banners.startsAt, banners.endsAt)))
    .orderBy(asc(banners.widgetId), asc(banners.sortOrder), asc(banners.id));
  return rows.map((r) => ({
    ...r.banner,
    linkVisible: Boolean(r.linkVisible),
    linkCategory:
      r.categoryNameVi !== null && r.categoryNameEn !== null && r.categorySlug !== null
        ? { nameVi: r.categoryNameVi, nameEn: r.categoryNameEn, slug: r.categorySlug }
        : null,
    linkBrand: r.brandName !== null && r.brandSlug !== null ? { name: r.brandName, slug: r.brandSlug } : null,
    linkProduct:
      r.productNameVi !== null && r.productNameEn !== null && r.productCode !== null
        ? { nameVi: r.productNameVi, nameEn: r.productNameEn, supplierInternalCode: r.productCode }
        : null,
  }));
}
