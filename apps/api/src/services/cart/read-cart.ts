import { cartGroups, cartItems, categories, type Db, productPrices, products, stores, suppliers } from '@chobep/db';
import { type CartLineProblem, checkCartLine, isCategoryHidden, type Region } from '@chobep/domain';
import { totalOrderLines } from '@chobep/domain/checkout/total-order-lines';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
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

/** The lines of a store's cart with their products and prices in the region, oldest first. */
const cartLinesQuery = (db: Db, storeId: string | Placeholder, region: Region | Placeholder) =>
  db
    .select({
      item: cartItems,
      product: products,
      supplierOffMarket: suppliers.offMarket,
      parentCategoryId: categories.parentId,
      regionPrice: productPrices.price,
      regionOriginalPrice: productPrices.originalPrice,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .where(eq(cartItems.storeId, storeId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
const choicesQuery = (db: Db, storeId: string | Placeholder) =>
  db.select().from(cartGroups).where(eq(cartGroups.storeId, storeId));
const storeMoqQuery = (db: Db, storeId: string | Placeholder) =>
  db.select({ moq: stores.moq }).from(stores).where(eq(stores.id, storeId));

// Every cart write answers with the cart and every checkout reads it: prepared once per database (services/prepared).
const preparedLines = preparedFor((db) =>
  cartLinesQuery(db, sql.placeholder('storeId'), sql.placeholder('region')).prepare('cart_lines'),
);
const preparedChoices = preparedFor((db) => choicesQuery(db, sql.placeholder('storeId')).prepare('cart_choices'));
const preparedStoreMoq = preparedFor((db) => storeMoqQuery(db, sql.placeholder('storeId')).prepare('cart_store_moq'));

/**
 * A store's cart as the buyer sees it: lines grouped by supplier with the totals of the orderable lines, priced
 * in the company's region from the tables (never from the client). Three statements, however many lines: the lines
 * with their products and prices, the groups' choices and the store's minimum.
 */
export async function readCart(db: Db, storeId: string, region: Region): Promise<CartView> {
  const lines = preparedLines(db);
  const choices = preparedChoices(db);
  const moq = preparedStoreMoq(db);
  const [rows, choiceRows, [store]] = await Promise.all([
    lines ? lines.execute({ storeId, region }) : cartLinesQuery(db, storeId, region),
    choices ? choices.execute({ storeId }) : choicesQuery(db, storeId),
    moq ? moq.execute({ storeId }) : storeMoqQuery(db, storeId),
  ]);
  return assembleCart(storeId, region, rows, choiceRows, store?.moq ?? null);
}

type Row = {
  item: typeof cartItems.$inferSelect;
  product: typeof products.$inferSelect;
  supplierOffMarket: boolean;
  parentCategoryId: number | null;
  regionPrice: number | null;
  regionOriginalPrice: number | null;
};

function assembleCart(
  storeId: string,
  region: Region,
  rows: Row[],
  choices: CartChoice[],
  storeMoq: number | null,
): CartView {
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
  const choiceOf = new Map(choices.map((c) => [c.supplierId, c]));
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
