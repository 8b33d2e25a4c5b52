import { categories, type Db, productPrices, products, suppliers } from '@chobep/db';
import {
  CART_MAX_LINES,
  cartLineErrorCode,
  checkCartLine,
  checkStoreCanFillCart,
  DomainError,
  type ErrorCode,
  isCategoryHidden,
  isUuid,
  type Region,
  type StoreOrderFacts,
} from '@chobep/domain';
import { DEFAULT_MAX_QUANTITY as CART_MAX_QUANTITY, validateCartQuantity } from '@chobep/domain/cart/commit-quantity';
import { and, eq, sql } from 'drizzle-orm';
import { preparedFor } from '../prepared';
import { type CartView, cartFromRows, cartLinesQuery } from './read-cart';

export interface CartItemInput {
  supplierId: number;
  productId: string;
  /** 0 removes the line. */
  quantity: number;
}

/** How many lines one call may change: the web batches what a buyer changed within a second. */
export const CART_PUT_MAX_ITEMS = 50;

/**
 * What a cart write checks about each product, in the buyer's region: prepared once per database
 * (services/prepared.ts), as every quantity change runs it. putCartItems is never called inside a transaction.
 */
const prepareProductFacts = (db: Db) =>
  db
    .select({
      id: products.id,
      supplierId: products.supplierId,
      isActive: products.isActive,
      isPrivate: products.isPrivate,
      allowPurchase: products.allowPurchase,
      stock: products.stock,
      minQuantity: products.minQuantity,
      allowDecimal: products.allowDecimal,
      categoryId: products.categoryId,
      parentCategoryId: categories.parentId,
      offMarket: suppliers.offMarket,
      price: productPrices.price,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.region, sql.placeholder('region'))),
    )
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cart_product_facts');
const preparedProductFacts = preparedFor(prepareProductFacts);
const productFacts = (db: Db) => preparedProductFacts(db) ?? prepareProductFacts(db);

/** What a cart write will do, every product and quantity checked (checkCartItems). */
export interface CartItemsPlan {
  /** Every product the call names, in the order given. */
  productIds: string[];
  puts: { productId: string; supplierId: number; quantity: number }[];
  removals: string[];
  /** With `skipUnavailable`: the products left out, and why (a reorder says what it could not add). */
  skipped: { productId: string; code: ErrorCode }[];
}

export interface CheckCartItemsOptions {
  /** Leave out a product that cannot be bought (or whose quantity no longer fits it) instead of refusing all. */
  skipUnavailable?: boolean;
  /** How many products one call may name (CART_PUT_MAX_ITEMS unless the caller writes a whole order). */
  maxItems?: number;
}

/**
 * Checks the quantities a cart write sets, all or none, before anything is written. Every quantity is checked with
 * the rule the quantity control uses (packages/domain cart/commit-quantity) against the product's own minimum and
 * decimals; a product that cannot be bought in the region is refused with its reason (or, with `skipUnavailable`,
 * left out with it). It reads only the catalogue, so a cart write runs it while the store access is still being
 * checked (writeCart).
 */
export async function checkCartItems(
  db: Db,
  region: Region,
  input: readonly CartItemInput[],
  options: CheckCartItemsOptions = {},
): Promise<CartItemsPlan> {
  const max = options.maxItems ?? CART_PUT_MAX_ITEMS;
  if (input.length > max) throw new DomainError('TOO_MANY_PRODUCTS', 'productId', { max });
  // The same product twice in one call: the last quantity wins, as if sent one after the other.
  const items = [...new Map(input.map((i) => [i.productId, i])).values()];
  if (items.some((i) => !isUuid(i.productId))) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
  const plan: CartItemsPlan = { productIds: items.map((i) => i.productId), puts: [], removals: [], skipped: [] };
  if (items.every((i) => i.quantity === 0)) {
    plan.removals = plan.productIds;
    return plan;
  }

  const found = await productFacts(db).execute({ ids: plan.productIds, region });
  const byId = new Map(found.map((p) => [p.id, p]));
  for (const item of items) {
    const product = byId.get(item.productId);
    // Removing a line never needs the product to be sellable: a delisted product must be removable.
    if (item.quantity === 0) {
      plan.removals.push(item.productId);
      continue;
    }
    const judged = judgeCartItem(item, product, region);
    if (judged instanceof DomainError) {
      if (!options.skipUnavailable) throw judged;
      plan.skipped.push({ productId: item.productId, code: judged.code });
      continue;
    }
    plan.puts.push(judged);
  }
  return plan;
}

/**
 * Each line judged as a cart write would judge it (null: it can be put; else why not), the products read in one
 * statement however many lines: what a reorder could put back, for any number of orders at once.
 */
export async function judgeCartLines(
  db: Db,
  region: Region,
  lines: readonly CartItemInput[],
): Promise<(ErrorCode | null)[]> {
  const ids = [...new Set(lines.map((l) => l.productId).filter(isUuid))];
  const found = ids.length ? await productFacts(db).execute({ ids, region }) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return lines.map((line) => {
    const judged = judgeCartItem(line, byId.get(line.productId), region);
    return judged instanceof DomainError ? judged.code : null;
  });
}

type ProductFacts = Awaited<ReturnType<ReturnType<typeof productFacts>['execute']>>[number];

/** One line of a cart write: what to put, or why the product or quantity cannot be had. */
function judgeCartItem(
  item: CartItemInput,
  product: ProductFacts | undefined,
  region: Region,
): CartItemsPlan['puts'][number] | DomainError {
  if (!product) return new DomainError('PRODUCT_NOT_FOUND', 'productId');
  if (product.supplierId !== item.supplierId) return new DomainError('SUPPLIER_MISMATCH', 'supplierId');
  const checked = validateCartQuantity(item.quantity, {
    allowDecimal: product.allowDecimal,
    min: product.minQuantity,
    max: CART_MAX_QUANTITY,
  });
  if (!checked.ok)
    return new DomainError(checked.code, 'quantity', { min: product.minQuantity, max: CART_MAX_QUANTITY });
  const problem = checkCartLine({
    listed: product.isActive && !product.offMarket,
    soldInRegion: product.price !== null && !isCategoryHidden(product.categoryId, product.parentCategoryId, region),
    isPrivate: product.isPrivate,
    allowPurchase: product.allowPurchase,
    stock: product.stock,
  });
  if (problem) return new DomainError(cartLineErrorCode(problem), 'productId');
  return { productId: product.id, supplierId: product.supplierId, quantity: checked.quantity };
}
/**
 * The write: cart_put_lines (migrations 0009, 0027) locks the store row, counts the line limit after the lock,
 * upserts and removes the lines, and returns the store's lines as they are then; the same statement joins them with
 * their products, prices and choices (cartLinesQuery). One round trip, one commit, and the cart it leaves as the
 * answer. Prepared once per database: every quantity change runs it.
 */
const prepareCartPut = (db: Db) =>
  cartLinesQuery(
    db,
    sql`select * from cart_put_lines(${sql.placeholder('storeId')}::uuid, ${sql.placeholder('userId')}::uuid,
      ${sql.placeholder('products')}::uuid[], ${sql.placeholder('suppliers')}::integer[],
      ${sql.placeholder('quantities')}::numeric[], ${sql.placeholder('removals')}::uuid[],
      ${sql.placeholder('maxLines')}::integer)`,
    sql.placeholder('storeId'),
    sql.placeholder('region'),
  ).prepare('cart_put_lines');
const preparedCartPut = preparedFor(prepareCartPut);

/**
 * Writes a checked plan into a store's cart, all or none, and answers the cart it leaves (null when the plan names
 * no product: nothing written, nothing read). A store that may not change its cart (checkStoreCanFillCart: blocked,
 * disabled, of a company not approved; its facts as the request loaded them) is refused before anything is written;
 * a store waiting for review may prepare its cart. The write and the answer are one statement (prepareCartPut):
 * concurrent writers to other lines never lose a change, the limit holds, and the answer holds every line committed
 * before this write's own.
 */
export async function putCartItems(
  db: Db,
  scope: { storeId: string; userId: string; store: StoreOrderFacts; region: Region },
  plan: CartItemsPlan,
): Promise<CartView | null> {
  if (plan.productIds.length === 0) return null;
  const blocked = checkStoreCanFillCart(scope.store);
  if (blocked) throw new DomainError(blocked, 'storeId');
  const { puts, removals } = plan;
  try {
    const rows = await (preparedCartPut(db) ?? prepareCartPut(db)).execute({
      storeId: scope.storeId,
      userId: scope.userId,
      products: puts.map((p) => p.productId),
      suppliers: puts.map((p) => p.supplierId),
      quantities: puts.map((p) => p.quantity),
      removals,
      maxLines: CART_MAX_LINES,
      region: scope.region,
    });
    return cartFromRows(scope.storeId, scope.region, rows);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === 'CART_TOO_LARGE') throw new DomainError(refusal, 'productId', { max: CART_MAX_LINES });
    if (refusal) throw new DomainError(refusal, 'storeId');
    throw error;
  }
}

/** cart_put_lines refuses by raising P0001 with the code as the message; drizzle wraps the driver's error. */
function refusalOf(error: unknown, depth = 0): 'STORE_NOT_FOUND' | 'CART_TOO_LARGE' | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (e.code === 'P0001' && (e.message === 'STORE_NOT_FOUND' || e.message === 'CART_TOO_LARGE')) return e.message;
  return refusalOf(e.cause, depth + 1);
}
