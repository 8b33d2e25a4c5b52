import { cartGroups, cartItems, categories, type Db, productPrices, products, stores, suppliers } from '@chobep/db';
import { type CartLineProblem, checkCartLine, isCategoryHidden, type Region } from '@chobep/domain';
import { totalOrderLines } from '@chobep/domain/checkout/total-order-lines';
import { and, asc, eq, getTableName, type Placeholder, type SQL, Subquery, sql } from 'drizzle-orm';
import type { ProductRow } from '../catalog/product-row';
import { preparedFor } from '../prepared';

export interface CartLine {
  product: ProductRow;
  supplierId: number;
  quantity: number;
  /** Why the line cannot be ordered; null when it can. */
  problem: CartLineProblem | null;
  amountBeforeVat: number;
  vat: number;
  amount: number;
  updatedAt: Date;
}

export type CartChoice = typeof cartGroups.$inferSelect;

export interface CartGroup {
  storeId: string;
  supplierId: number;
  /** Orderable lines only, oldest first (the order they were added in). */
  lines: CartLine[];
  subtotalBeforeVat: number;
  vat: number;
  total: number;
  choice: CartChoice | null;
  /** The store's own minimum order value, when it sets one. */
  storeMoq: number | null;
}

export interface CartView {
  storeId: string;
  region: Region;
  groups: CartGroup[];
  notAvailable: CartLine[];
}

/**
 * The lines of a store's cart with their products, their prices in the region, their supplier group's choices and
 * the store's minimum, oldest first: the whole cart in one statement. `source` is where the lines come from: the
 * cart_items table, or a statement answering rows of cart_items — a write answering the lines it leaves
 * (cart_put_lines, put-cart-items.ts) — as a subquery named "cart_items", so the same joins apply to both.
 */
export const cartLinesQuery = (
  db: Db,
  source: SQL | undefined,
  storeId: string | Placeholder,
  region: Region | Placeholder,
) =>
  db
    .select({
      item: cartItems,
      product: products,
      supplierOffMarket: suppliers.offMarket,
      parentCategoryId: categories.parentId,
      regionPrice: productPrices.price,
      regionOriginalPrice: productPrices.originalPrice,
      // Choices matter only for a supplier with lines (a group), so each line carries its group's: no statement of
      // their own. The same for the store's minimum.
      choice: cartGroups,
      storeMoq: stores.moq,
    })
    // Typed as the table the subquery stands for: its rows are the table's, under the table's name.
    .from((source ? new Subquery(source, {}, getTableName(cartItems)) : cartItems) as typeof cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    // A left join, though the store always exists: joined to a write, an empty side of an inner join could let
    // PostgreSQL skip the write (a vanished store must raise STORE_NOT_FOUND, not answer an empty cart). Products,
    // suppliers and categories are never empty tables.
    .leftJoin(stores, eq(stores.id, cartItems.storeId))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .leftJoin(
      cartGroups,
      and(eq(cartGroups.storeId, cartItems.storeId), eq(cartGroups.supplierId, cartItems.supplierId)),
    )
    .where(eq(cartItems.storeId, storeId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));

// Every checkout reads the cart: prepared once per database (services/prepared).
const preparedLines = preparedFor((db) =>
  cartLinesQuery(db, undefined, sql.placeholder('storeId'), sql.placeholder('region')).prepare('cart_lines'),
);

/**
 * A store's cart as the buyer sees it: lines grouped by supplier with the totals of the orderable lines, priced
 * in the company's region from the tables (never from the client). One statement, however many lines.
 */
export async function readCart(db: Db, storeId: string, region: Region): Promise<CartView> {
  const lines = preparedLines(db);
  const rows = lines ? await lines.execute({ storeId, region }) : await cartLinesQuery(db, undefined, storeId, region);
  return cartFromRows(storeId, region, rows);
}

export type CartLineRow = Awaited<ReturnType<typeof cartLinesQuery>>[number];

/** The cart of the rows cartLinesQuery answers. */
export function cartFromRows(storeId: string, region: Region, rows: CartLineRow[]): CartView {
  const lines: CartLine[] = rows.map((r) => {
    const product: ProductRow = {
      ...r.product,
      region,
      regionPrice: r.regionPrice,
      regionOriginalPrice: r.regionOriginalPrice,
    };
    const problem = checkCartLine({
      listed: r.product.isActive && !r.supplierOffMarket,
      soldInRegion: r.regionPrice !== null && !isCategoryHidden(r.product.categoryId, r.parentCategoryId, region),
      isPrivate: r.product.isPrivate,
      allowPurchase: r.product.allowPurchase,
      stock: r.product.stock,
    });
    const [amounts] = totalOrderLines([
      { priceBeforeVat: r.regionPrice ?? 0, vatRate: r.product.vatRate, quantity: r.item.quantity },
    ]).lines;
    return {
      product,
      supplierId: r.item.supplierId,
      quantity: r.item.quantity,
      problem,
      amountBeforeVat: amounts?.amountBeforeVat ?? 0,
      vat: amounts?.vat ?? 0,
      amount: amounts?.amount ?? 0,
      updatedAt: r.item.updatedAt,
    };
  });
  const bySupplier = new Map<number, CartLine[]>();
  for (const line of lines) {
    if (line.problem) continue;
    const list = bySupplier.get(line.supplierId) ?? [];
    list.push(line);
    bySupplier.set(line.supplierId, list);
  }
  const choiceOf = new Map(rows.flatMap((r) => (r.choice ? [[r.choice.supplierId, r.choice] as const] : [])));
  const storeMoq = rows[0]?.storeMoq ?? null;
  const groups = [...bySupplier].map(([supplierId, groupLines]): CartGroup => {
    const totals = totalOrderLines(
      groupLines.map((l) => ({
        priceBeforeVat: l.product.regionPrice ?? 0,
        vatRate: l.product.vatRate,
        quantity: l.quantity,
      })),
    );
    return {
      storeId,
      supplierId,
      lines: groupLines,
      subtotalBeforeVat: totals.subtotalBeforeVat,
      vat: totals.vat,
      total: totals.total,
      choice: choiceOf.get(supplierId) ?? null,
      storeMoq,
    };
  });
  const view = { storeId, region, groups, notAvailable: lines.filter((l) => l.problem !== null) };
  for (const g of groups) groupOwners.set(g, view);
  return view;
}

const groupOwners = new WeakMap<CartGroup, CartView>();

/** The cart a group was read with: a group's checkout fields are computed from its whole cart. */
export function cartOfGroup(group: CartGroup): CartView | undefined {
  return groupOwners.get(group);
}
