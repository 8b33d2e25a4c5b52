import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  productPrices,
  products,
  suppliers,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_STORES } from './demo-accounts';
import { DEFAULT_SEED } from './generate-catalogue';
import { type DemoOrderProduct, type GeneratedOrders, generateOrders } from './generate-orders';

/** Products a demo store orders from: sellable in its region, of suppliers on the market (the first of the codes). */
async function orderableProducts(db: Db, region: 'HCM' | 'HN'): Promise<DemoOrderProduct[]> {
  return db
    .select({
      id: products.id,
      supplierId: products.supplierId,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      uomCode: products.uomCode,
      priceBeforeVat: productPrices.price,
      vatRate: products.vatRate,
      allowDecimal: products.allowDecimal,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.isActive, true),
        eq(products.allowPurchase, true),
        eq(products.isPrivate, false),
        eq(suppliers.offMarket, false),
        // Alcohol (category 81) stays out of the demo history: it is hidden in HCM.
        sql`${categories.id} <> 81 and coalesce(${categories.parentId}, 0) <> 81`,
      ),
    )
    .orderBy(asc(products.supplierInternalCode))
    .limit(400);
}

const chunk = <T>(rows: readonly T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Writes generated orders oldest first, so that their numbers (CB-…) grow with time as real ones do. */
export async function writeDemoOrders(db: Db, generated: GeneratedOrders): Promise<number> {
  const sorted = [...generated.orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.transaction(async (tx) => {
    for (const rows of chunk(sorted)) await tx.insert(orders).values(rows);
    for (const rows of chunk(generated.items)) await tx.insert(orderItems).values(rows);
    for (const rows of chunk(generated.history)) await tx.insert(orderStatusHistory).values(rows);
  });
  return sorted.length;
}

/**
 * About ninety days of orders for the demo companies (generate-orders.ts), relative to `now`. Only on a demo
 * database (the demo owner exists) without any order yet, so a database where people have ordered is never touched.
 * Returns the number of orders written.
 */
export async function seedDemoOrders(db: Db, options: { seed?: number; now?: Date } = {}): Promise<number> {
  const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (order) return 0;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) return 0;
  const [hcm, hn] = await Promise.all([orderableProducts(db, 'HCM'), orderableProducts(db, 'HN')]);
  const generated = generateOrders({
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? new Date(),
    stores: [
      {
        id: DEMO_STORES.bepVietQuan1.id,
        buyerId: DEMO_STORES.bepVietQuan1.buyerId,
        userIds: [DEMO_ACCOUNTS.owner.id, DEMO_ACCOUNTS.purchaser.id],
        products: hcm,
        orders: 70,
      },
      {
        id: DEMO_STORES.bepVietThaoDien.id,
        buyerId: DEMO_STORES.bepVietThaoDien.buyerId,
        userIds: [DEMO_ACCOUNTS.owner.id],
        products: hcm,
        orders: 40,
      },
      {
        id: DEMO_STORES.quanComHoanKiem.id,
        buyerId: DEMO_STORES.quanComHoanKiem.buyerId,
        userIds: [DEMO_ACCOUNTS.otherOwner.id],
        products: hn,
        orders: 30,
      },
      {
        id: DEMO_STORES.quanComCauGiay.id,
        buyerId: DEMO_STORES.quanComCauGiay.buyerId,
        userIds: [DEMO_ACCOUNTS.otherOwner.id],
        products: hn,
        orders: 20,
      },
    ],
  });
  return writeDemoOrders(db, generated);
}
