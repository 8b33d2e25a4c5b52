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
 * Writes a checked plan into a store's cart, all or none. A store that may not change its cart (checkStoreCanFillCart:
 * blocked, disabled, of a company not approved; its facts as the request loaded them) is refused before anything is
 * written; a store waiting for review may prepare its cart. The write itself is one call of the database function cart_put_lines
 * (migration 0009): the store row locked, the line limit counted after the lock, the lines upserted by
 * (store, product) and removed, in one round trip and one commit. Concurrent writers to other lines never lose a
 * change and the limit holds. Returns the product ids that changed.
 */
export async function putCartItems(
  db: Db,
  scope: { storeId: string; userId: string; store: StoreOrderFacts },
  plan: CartItemsPlan,
): Promise<string[]> {
  if (plan.productIds.length === 0) return [];
  const blocked = checkStoreCanFillCart(scope.store);
  if (blocked) throw new DomainError(blocked, 'storeId');
  const refusal = await writeLines(db, scope, plan.puts, plan.removals);
  if (refusal === 'CART_TOO_LARGE') throw new DomainError(refusal, 'productId', { max: CART_MAX_LINES });
  if (refusal) throw new DomainError(refusal, 'storeId');
  return plan.productIds;
}

/** The write (see putCartItems); null when done, else why nothing was written. */
async function writeLines(
  db: Db,
  scope: { storeId: string; userId: string },
  puts: { productId: string; supplierId: number; quantity: number }[],
  removals: string[],
): Promise<'STORE_NOT_FOUND' | 'CART_TOO_LARGE' | null> {
  // sql.param binds each array as one parameter (a bare array would be spread into a list).
  const result = await db.execute<{ refusal: string | null }>(sql`select cart_put_lines(
    ${scope.storeId}::uuid, ${scope.userId}::uuid,
    ${sql.param(puts.map((p) => p.productId))}::uuid[], ${sql.param(puts.map((p) => p.supplierId))}::integer[],
    ${sql.param(puts.map((p) => p.quantity))}::numeric[], ${sql.param(removals)}::uuid[], ${CART_MAX_LINES}::integer
  ) as refusal`);
  const refusal = result.rows[0]?.refusal ?? null;
  if (refusal !== null && refusal !== 'STORE_NOT_FOUND' && refusal !== 'CART_TOO_LARGE')
    throw new Error(`cart_put_lines answered ${refusal}`);
  return refusal;
}
