import { cartItems, categories, type Db, productPrices, products, suppliers } from '@chobep/db';
import {
  CART_MAX_LINES,
  cartLineErrorCode,
  checkCartLine,
  DomainError,
  isCategoryHidden,
  isUuid,
  type Region,
} from '@chobep/domain';
import { DEFAULT_MAX_QUANTITY as CART_MAX_QUANTITY, validateCartQuantity } from '@chobep/domain/cart/commit-quantity';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { preparedFor } from '../prepared';
import { assertStoreCanOrder } from './assert-store-can-order';

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

/**
 * Sets the quantities of several lines of a store's cart, all or none. Every quantity is checked with the rule the
 * quantity control uses (packages/domain cart/commit-quantity) against the product's own minimum and decimals;
 * a product that cannot be bought is refused with its reason. Each line is one upsert keyed by (store, product),
 * so concurrent writers to other lines never lose a change; the store row is locked for the duration so the line
 * limit holds. Returns the product ids that changed.
 */
export async function putCartItems(
  db: Db,
  scope: { storeId: string; userId: string; region: Region },
  input: readonly CartItemInput[],
): Promise<string[]> {
  if (input.length === 0) return [];
  if (input.length > CART_PUT_MAX_ITEMS)
    throw new DomainError('TOO_MANY_PRODUCTS', 'productId', { max: CART_PUT_MAX_ITEMS });
  // The same product twice in one call: the last quantity wins, as if sent one after the other.
  const items = [...new Map(input.map((i) => [i.productId, i])).values()];
  if (items.some((i) => !isUuid(i.productId))) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
  const ids = items.map((i) => i.productId);

  const found = await productFacts(db).execute({ ids, region: scope.region });
  const byId = new Map(found.map((p) => [p.id, p]));

  const puts: { productId: string; supplierId: number; quantity: number }[] = [];
  const removals: string[] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    // Removing a line never needs the product to be sellable: a delisted product must be removable.
    if (item.quantity === 0) {
      removals.push(item.productId);
      continue;
    }
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
    if (product.supplierId !== item.supplierId) throw new DomainError('SUPPLIER_MISMATCH', 'supplierId');
    const checked = validateCartQuantity(item.quantity, {
      allowDecimal: product.allowDecimal,
      min: product.minQuantity,
      max: CART_MAX_QUANTITY,
    });
    if (!checked.ok)
      throw new DomainError(checked.code, 'quantity', { min: product.minQuantity, max: CART_MAX_QUANTITY });
    const problem = checkCartLine({
      listed: product.isActive && !product.offMarket,
      soldInRegion:
        product.price !== null && !isCategoryHidden(product.categoryId, product.parentCategoryId, scope.region),
      isPrivate: product.isPrivate,
      allowPurchase: product.allowPurchase,
      stock: product.stock,
    });
    if (problem) throw new DomainError(cartLineErrorCode(problem), 'productId');
    puts.push({ productId: product.id, supplierId: product.supplierId, quantity: checked.quantity });
  }

  await db.transaction(async (tx) => {
    await assertStoreCanOrder(tx, scope.storeId, true);
    if (puts.length) {
      const [{ lines } = { lines: 0 }] = await tx
        .select({ lines: count() })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.storeId, scope.storeId),
            notInArray(
              cartItems.productId,
              puts.map((p) => p.productId),
            ),
          ),
        );
      if (lines + puts.length > CART_MAX_LINES)
        throw new DomainError('CART_TOO_LARGE', 'productId', { max: CART_MAX_LINES });
      await tx
        .insert(cartItems)
        .values(puts.map((p) => ({ ...p, storeId: scope.storeId, updatedBy: scope.userId })))
        .onConflictDoUpdate({
          target: [cartItems.storeId, cartItems.productId],
          set: { quantity: sql`excluded.quantity`, updatedBy: scope.userId, updatedAt: sql`now()` },
        });
    }
    if (removals.length)
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.storeId, scope.storeId), inArray(cartItems.productId, removals)));
  });
  return items.map((i) => i.productId);
}
