import { type Db, productPrices, products, suppliers } from '@chobep/db';
import { normaliseProductFilter, productAvailability, type Region, sortOtherOffers, withVat } from '@chobep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProductRow } from './product-row';
import { productConditions } from './search-products';

/** productSearch's own rules with no filter: active, on the market, not hidden in the region; exclusives listed. */
const LISTED = normaliseProductFilter({}).filter;

/** The product whose other offers are asked for. */
export type OfferSource = Pick<ProductRow, 'id' | 'supplierId' | 'catalogueKey' | 'region'>;

/**
 * The other suppliers' offers of each product: the products with the same catalogue key, listed in the product's
 * region under productSearch's rules (active, supplier on the market, category not hidden in the region, priced
 * there), sorted and cut by sortOtherOffers (the cheapest with VAT first, one per supplier, never the product
 * itself). One statement per region asked — one for a page, however many products it shows.
 */
export async function findOtherOffers(db: Db, sources: readonly OfferSource[]): Promise<ProductRow[][]> {
  const answers: ProductRow[][] = sources.map(() => []);
  const regions = new Set(sources.filter((s) => s.catalogueKey).map((s) => s.region));
  for (const region of regions) {
    const asked = sources.flatMap((s, at) => (s.catalogueKey && s.region === region ? [{ s, at }] : []));
    const keys = [...new Set(asked.map(({ s }) => s.catalogueKey as string))];
    const rows = await db
      .select({
        product: products,
        supplierName: suppliers.name,
        regionPrice: productPrices.price,
        regionOriginalPrice: productPrices.originalPrice,
      })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(
        and(inArray(products.catalogueKey, keys), productConditions(db, LISTED, { region, lang: 'vi', buyerId: null })),
      );
    const byKey = new Map<string, (ProductRow & { supplierName: string; price: number | null })[]>();
    for (const r of rows) {
      const row: ProductRow = {
        ...r.product,
        region: region as Region,
        regionPrice: r.regionPrice,
        regionOriginalPrice: r.regionOriginalPrice,
      };
      const shown = productAvailability({
        isPrivate: row.isPrivate,
        allowPurchase: row.allowPurchase,
        stock: row.stock,
      }).showPrice;
      const key = row.catalogueKey as string;
      const list = byKey.get(key) ?? [];
      list.push({ ...row, supplierName: r.supplierName, price: shown ? withVat(r.regionPrice, row.vatRate) : null });
      byKey.set(key, list);
    }
    for (const { s, at } of asked) {
      answers[at] = sortOtherOffers(s, byKey.get(s.catalogueKey as string) ?? []).map(
        ({ supplierName: _name, price: _price, ...row }) => row,
      );
    }
  }
  return answers;
}
