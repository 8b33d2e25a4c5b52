import {
  brands,
  catalogState,
  categories,
  type Db,
  origins,
  productPrices,
  products,
  productTags,
  suppliers,
  tags,
  uoms,
} from '@chobep/db';
import { type Preservation, type Region, searchKey } from '@chobep/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type IndexedProduct, ProductIndex, productNameKey } from './product-index';

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type OriginRow = typeof origins.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type UomRow = typeof uoms.$inferSelect;

/** The catalogue at one version: the product index and the small tables every product answer refers to. */
export interface CatalogSnapshot {
  version: number;
  index: ProductIndex;
  /** In menu order (sort order, then id). */
  categories: CategoryRow[];
  categoryById: ReadonlyMap<number, CategoryRow>;
  brandById: ReadonlyMap<number, BrandRow>;
  supplierById: ReadonlyMap<number, SupplierRow>;
  originById: ReadonlyMap<number, OriginRow>;
  /** In display order (sort order, then code). */
  tags: TagRow[];
  tagByCode: ReadonlyMap<string, TagRow>;
  /** By code. */
  uoms: UomRow[];
  uomByCode: ReadonlyMap<string, UomRow>;
}

/**
 * The catalogue of one database in memory, kept in step with it. A request first reads catalog_state's
 * version (one primary-key read); when it differs from the version of the snapshot, the snapshot is built
 * again inside one repeatable-read transaction, so its data and its version are of the same moment. A
 * change is therefore seen by the first request that starts after it commits, on every API instance.
 * Requests that find the snapshot out of date while a build runs share that build, unless it started
 * before their change could be seen.
 *
 * A build reads the listed catalogue whole (about a second for 100,000 products); main.ts starts the first
 * one at start-up. The triggers that stamp the version leave stock and descriptions out, so orders do not
 * cause builds; catalogue edits do.
 */
export class CatalogStore {
  private built: CatalogSnapshot | null = null;
  private building: Promise<CatalogSnapshot> | null = null;

  constructor(private readonly db: Db) {}

  /** Whether a snapshot has been built: until then, listings and search would wait for the first build. */
  get loaded(): boolean {
    return this.built !== null;
  }

  async current(): Promise<CatalogSnapshot> {
    const version = await readVersion(this.db);
    if (this.built?.version === version) return this.built;
    const joined = this.building;
    let built = await (joined ?? this.build());
    // A build this request joined may have read the catalogue before the change this request saw.
    if (joined && built.version !== version) built = await (this.building ?? this.build());
    return built;
  }

  private build(): Promise<CatalogSnapshot> {
    const building = this.db
      .transaction((tx) => loadSnapshot(tx as unknown as Db), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      })
      .then((built) => {
        this.built = built;
        return built;
      })
      .finally(() => {
        if (this.building === building) this.building = null;
      });
    this.building = building;
    return building;
  }
}

const prepareVersion = (db: Db) =>
  db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, 1))
    .prepare('catalog_version');
const versions = new WeakMap<Db, ReturnType<typeof prepareVersion>>();

/** Prepared once per database: every request runs it. */
async function readVersion(db: Db): Promise<number> {
  let prepared = versions.get(db);
  if (!prepared) {
    prepared = prepareVersion(db);
    versions.set(db, prepared);
  }
  const [row] = await prepared.execute();
  // No row: the tables were emptied and nothing written since; any built index is of an older moment.
  return row?.version ?? 0;
}

/**
 * The small tables whole, and the listed catalogue: active products of suppliers on the market, with their
 * prices and tags.
 */
async function loadSnapshot(db: Db): Promise<CatalogSnapshot> {
  // One after the other: the statements share the transaction's connection.
  const version = await readVersion(db);
  const productRows = await db.execute<{
    id: string;
    key: string;
    category_id: number;
    brand_id: number | null;
    supplier_id: number;
    origin_id: number | null;
    preservation: Preservation;
    exclusive: boolean;
    total_sold: number;
    vat_rate: number;
    name_vi: string;
    name_en: string;
    uom_code: string;
    created_ms: number;
    updated_ms: number;
  }>(sql`
      select ${products.id} as id, ${products.searchKey} as key, ${products.categoryId} as category_id,
        ${products.brandId} as brand_id, ${products.supplierId} as supplier_id, ${products.originId} as origin_id,
        ${products.preservation} as preservation, (${products.isPrivate} and not ${products.allowPurchase}) as exclusive,
        ${products.totalSold} as total_sold, ${products.vatRate} as vat_rate, ${products.nameVi} as name_vi,
        ${products.nameEn} as name_en, ${products.uomCode} as uom_code,
        (extract(epoch from ${products.createdAt}) * 1000)::float8 as created_ms,
        (extract(epoch from ${products.updatedAt}) * 1000)::float8 as updated_ms
      from ${products} inner join ${suppliers} on ${suppliers.id} = ${products.supplierId}
      where ${and(eq(products.isActive, true), eq(suppliers.offMarket, false))}`);
  const priceRows = await db
    .select({ productId: productPrices.productId, region: productPrices.region, price: productPrices.price })
    .from(productPrices);
  const productTagRows = await db
    .select({ productId: productTags.productId, tagCode: productTags.tagCode })
    .from(productTags);
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const supplierRows = await db.select().from(suppliers);
  const originRows = await db.select().from(origins);
  const brandRows = await db.select().from(brands);
  const tagRows = await db.select().from(tags).orderBy(asc(tags.sortOrder), asc(tags.code));
  const uomRows = await db.select().from(uoms).orderBy(asc(uoms.code));
  const byId = new Map<string, IndexedProduct>();
  const brandKeys = new Map(brandRows.map((b) => [b.id, searchKey(b.name)]));
  const supplierKeys = new Map(supplierRows.map((s) => [s.id, searchKey(s.name)]));
  const list: IndexedProduct[] = productRows.rows.map((r) => {
    const product: IndexedProduct = {
      id: r.id,
      nameKey: productNameKey(
        r.key,
        { nameVi: r.name_vi, nameEn: r.name_en },
        r.brand_id === null ? '' : (brandKeys.get(r.brand_id) ?? ''),
        supplierKeys.get(r.supplier_id) ?? '',
      ),
      categoryId: r.category_id,
      brandId: r.brand_id,
      supplierId: r.supplier_id,
      originId: r.origin_id,
      preservation: r.preservation,
      exclusive: r.exclusive,
      totalSold: Number(r.total_sold),
      vatRate: Number(r.vat_rate),
      nameVi: r.name_vi,
      nameEn: r.name_en,
      uomCode: r.uom_code,
      createdAt: Number(r.created_ms),
      updatedAt: Number(r.updated_ms),
      tags: [],
      prices: {},
    };
    byId.set(r.id, product);
    return product;
  });
  for (const p of priceRows) {
    const product = byId.get(p.productId);
    if (product) product.prices[p.region as Region] = p.price;
  }
  for (const t of productTagRows) byId.get(t.productId)?.tags.push(t.tagCode);
  const index = new ProductIndex({
    products: list,
    categories: categoryRows,
    suppliers: supplierRows,
    brands: brandRows,
    origins: originRows,
  });
  return {
    version,
    index,
    categories: categoryRows,
    categoryById: new Map(categoryRows.map((c) => [c.id, c])),
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    supplierById: new Map(supplierRows.map((s) => [s.id, s])),
    originById: new Map(originRows.map((o) => [o.id, o])),
    tags: tagRows,
    tagByCode: new Map(tagRows.map((t) => [t.code, t])),
    uoms: uomRows,
    uomByCode: new Map(uomRows.map((u) => [u.code, u])),
  };
}
