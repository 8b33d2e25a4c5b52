import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { products, users, vouchers } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEFAULT_SEED } from './generate-catalogue';
import { generateCheckout, VOUCHER_PRODUCT_POOL, type VoucherProductCandidate } from './generate-checkout';
import { writeCheckoutDemo } from './write-checkout-demo';

/** The first products of a demo catalogue: the internal codes (CB000001 …) follow the generation order. */
export async function loadVoucherProductCandidates(db: Db): Promise<VoucherProductCandidate[]> {
  return db
    .select({
      id: products.id,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      supplierId: products.supplierId,
      categoryId: products.categoryId,
      isPrivate: products.isPrivate,
      allowPurchase: products.allowPurchase,
      stock: products.stock,
      allowDecimal: products.allowDecimal,
    })
    .from(products)
    .orderBy(products.supplierInternalCode)
    .limit(VOUCHER_PRODUCT_POOL);
}

/**
 * A demo database seeded before the checkout (issue 13) has no vouchers, days off, payment terms or virtual
 * accounts, and its suppliers keep the old fulfilment settings. This gives it generate-checkout's rows, relative to
 * `now` as a fresh seed would be, once: only when no voucher exists yet, and only on a demo database (the demo owner
 * exists). Returns the number of rows written.
 */
export async function refreshCheckoutDemo(
  db: Db,
  now: Date = new Date(),
  seed: number = DEFAULT_SEED,
): Promise<number> {
  const [voucher] = await db.select({ id: vouchers.id }).from(vouchers).limit(1);
  if (voucher) return 0;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) return 0;
  const checkout = generateCheckout({ seed, now, products: await loadVoucherProductCandidates(db) });
  return db.transaction((tx) => writeCheckoutDemo(tx, checkout));
}
