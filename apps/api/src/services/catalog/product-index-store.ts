import {
  catalogState,
  categories,
  type Db,
  origins,
  productPrices,
  products,
  productTags,
  suppliers,
} from '@chobep/db';
import type { Preservation, Region } from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type IndexedProduct, ProductIndex } from './product-index';

interface Built {
  version: number;
  index: ProductIndex;
}

/**
 * The product index of one database, kept in step with it. Every search first reads catalog_state's version
 * (one primary-key read); when it differs from the version the index was built from, the index is built
 * again inside one repeatable-read transaction, so its data and its version are of the same moment. A
 * change is therefore seen by the first search that starts after it commits, on every API instance. Searches
 * that find the index out of date while a build runs share that build, unless it started before their
 * change could be seen.
 *
 * A build reads the listed catalogue whole: about a second for 100,000 products. The triggers that stamp the
 * version leave stock and descriptions out, so orders do not cause builds; catalogue edits do.
 */
export class ProductIndexStore {
  private built: Built | null = null;
  private building: Promise<Built> | null = null;

  constructor(private readonly db: Db) {}

  async current(): Promise<ProductIndex> {
    const version = await readVersion(this.db);
    if (this.built?.version === version) return this.built.index;
    const joined = this.building;
    let built = await (joined ?? this.build());
    // A build this search joined may have read the catalogue before the change this search saw.
    if (joined && built.version !== version) built = await (this.building ?? this.build());
    return built.index;
  }

  private build(): Promise<Built> {
    const building = this.db
      .transaction((tx) => loadIndex(tx as unknown as Db), {
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

async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  // No row: the tables were emptied and nothing written since; any built index is of an older moment.
  return row?.version ?? 0;
}

/** The listed catalogue: active products of suppliers on the market, with their prices and tags. */
async function loadIndex(db: Db): Promise<Built> {
  const version = await readVersion(db);
  const [productRows, priceRows, tagRows, categoryRows, supplierRows, originRows] = await Promise.all([
    db.execute<{
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
      where ${and(eq(products.isActive, true), eq(suppliers.offMarket, false))}`),
    db
      .select({ productId: productPrices.productId, region: productPrices.region, price: productPrices.price })
      .from(productPrices),
    db.select({ productId: productTags.productId, tagCode: productTags.tagCode }).from(productTags),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameVi: categories.nameVi,
        nameEn: categories.nameEn,
      })
      .from(categories),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers),
    db.select({ id: origins.id, nameVi: origins.nameVi, nameEn: origins.nameEn }).from(origins),
  ]);
  const byId = new Map<string, IndexedProduct>();
  const list: IndexedProduct[] = productRows.rows.map((r) => {
    const product: IndexedProduct = {
      id: r.id,
      key: r.key,
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
  for (const t of tagRows) byId.get(t.productId)?.tags.push(t.tagCode);
  const index = new ProductIndex({
    products: list,
    categories: categoryRows,
    suppliers: supplierRows,
    origins: originRows,
  });
  return { version, index };
}
