/**
 * Writes the demo data: a deterministic catalogue (see generate-catalogue.ts), the demo companies
 * and accounts (see demo-accounts.ts), the home content and the checkout demo data (see
 * generate-checkout.ts), in one transaction.
 *
 *   const d = await createDatabase(); await d.migrate();
 *   const summary = await seedDemoData(d.db, { products: 2000, seed: 42 });
 */
import { VIETNAM_HOLIDAYS } from '@chobep/domain';
import { hash } from '@node-rs/argon2';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { loadAdministrativeUnits } from '../geo/load-administrative-units';
import {
  banners,
  brands,
  buyers,
  categories,
  favorites,
  holidays,
  homePopups,
  origins,
  productNotes,
  productPrices,
  products,
  productTags,
  salesContacts,
  stores,
  suppliers,
  tags,
  uoms,
  userGroupMembers,
  userGroups,
  userStores,
  users,
  widgets,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { FAVOURITE_POOL, type FavouriteCandidate, type GeneratedAccounts, generateAccounts } from './generate-accounts';
import {
  type CatalogueSamples,
  catalogueReference,
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  generateProductChunks,
} from './generate-catalogue';
import {
  type GeneratedCheckout,
  generateCheckout,
  VOUCHER_PRODUCT_POOL,
  type VoucherProductCandidate,
} from './generate-checkout';
import {
  brandIdOf,
  type FeaturedCandidate,
  generateContent,
  OWN_BRAND_NAME,
  pickFeaturedProduct,
} from './generate-content';
import { Rng } from './prng';
import { seedDemoOrders } from './seed-orders';
import { writeCheckoutDemo } from './write-checkout-demo';

export { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, SEED_EPOCH } from './generate-catalogue';

export interface SeedOptions {
  /** Number of products; 2,000 by default, 100,000 for benchmarks. */
  products?: number;
  /** PRNG seed; 42 by default. The same seed gives the same rows and ids. */
  seed?: number;
  log?: (msg: string) => void;
  /**
   * Drop the secondary indexes of products, prices and product tags during the load and build
   * them once afterwards; by default only from 10,000 products on, where it pays off.
   */
  rebuildIndexes?: boolean;
  /**
   * When the demo is made; the clock by default. Voucher windows and suppliers' days off are set relative to it
   * (generate-checkout.ts), so a demo started any day has running, ended and coming vouchers and a day off ahead.
   */
  now?: Date;
  /**
   * About ninety days of demo orders in every status (seed-orders.ts); off by default, so that tests and benchmarks
   * start from no order and count their own. `npm start` and the seed command turn it on.
   */
  orders?: boolean;
}

export interface SeedSummary {
  seed: number;
  /** Demo orders written (0 unless `orders`). */
  orders: number;
  products: number;
  productPrices: number;
  productTags: number;
  categories: number;
  parentCategories: number;
  suppliers: number;
  brands: number;
  trustedBrands: number;
  origins: number;
  uoms: number;
  tags: number;
  buyers: number;
  stores: number;
  users: number;
  userGroups: number;
  favorites: number;
  productNotes: number;
  widgets: number;
  banners: number;
  homePopups: number;
  vouchers: number;
  dayOffs: number;
  areaGroups: number;
  virtualAccounts: number;
  /** One product id of each notable kind. */
  samples: CatalogueSamples;
  /** generateMs: building rows in JS; insertMs: everything else (SQL building, PostgreSQL, index rebuilds). */
  timings: { generateMs: number; hashMs: number; insertMs: number; totalMs: number };
}

/** From this many products on, secondary indexes are dropped during the load and rebuilt after it. */
const REBUILD_INDEXES_FROM = 10_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per INSERT statement: ~1,000 keeps the products insert (≈30 columns) well under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 1000;

async function insertBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchRows = BATCH_ROWS,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchRows) {
    await tx.insert(table).values(rows.slice(i, i + batchRows) as T['$inferInsert'][]);
  }
}

/**
 * Multi-row insert for the big tables. Each batch of rows travels as one JSON parameter and is
 * expanded by json_populate_recordset: building a 1,000-row × 29-column INSERT through the query
 * builder costs more than PostgreSQL's work, and this path also avoids 29,000 bound parameters.
 * Values go through JSON as they are (Date → ISO text, objects → json), so only plain columns
 * (text, numbers, booleans, enums, timestamps, json) may be inserted this way.
 */
async function insertJsonBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchRows = BATCH_ROWS,
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const { name } = getTableConfig(table);
  // Only the columns the rows carry, so that the others keep their defaults.
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first)
    .map(([key, column]) => [key, column.name] as const);
  const list = columns.map(([, column]) => `"${column}"`).join(', ');
  const head = sql.raw(`INSERT INTO "${name}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${name}", `);
  for (let i = 0; i < rows.length; i += batchRows) {
    const batch = rows.slice(i, i + batchRows) as Record<string, unknown>[];
    const json = JSON.stringify(
      batch.map((row) => {
        const out: Record<string, unknown> = {};
        for (const [key, column] of columns) out[column] = row[key] ?? null;
        return out;
      }),
    );
    await tx.execute(sql`${head}${json}::json)`);
  }
}

/**
 * Secondary indexes of the bulk-loaded tables (not the primary keys, which foreign keys need).
 * Dropping them before the load and building each once afterwards is much cheaper than
 * maintaining them row by row, the trigram GIN index above all. The definitions are read from
 * the catalog, so the rebuilt indexes are exactly the migrated ones.
 */
async function dropSecondaryIndexes(tx: Tx, tables: readonly string[]): Promise<string[]> {
  const result = await tx.execute<{ indexname: string; indexdef: string }>(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`);
  for (const { indexname } of result.rows) {
    await tx.execute(sql.raw(`DROP INDEX "public"."${indexname.replace(/"/g, '""')}"`));
  }
  return result.rows.map((r) => r.indexdef);
}

/** Moves a serial's sequence past the explicit ids the seed inserted. */
async function syncSequence(tx: Tx, table: string, column: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), (SELECT COALESCE(MAX("${column}"), 0) + 1 FROM "${table}"), false)`,
    ),
  );
}

/** True when the database already holds demo (or any) users or products. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  if (user) return true;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return Boolean(product);
}

/**
 * A demo database seeded before the home content existed has empty content tables after the migration:
 * this adds the demo widgets, banners and popup once, and only to a demo database (the demo owner
 * exists) whose widget table is empty. Returns whether it wrote anything.
 */
export async function seedMissingDemoContent(db: Db, seed = DEFAULT_SEED): Promise<boolean> {
  const [widget] = await db.select({ id: widgets.id }).from(widgets).limit(1);
  if (widget) return false;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) return false;
  const candidate = {
    id: products.id,
    categoryId: products.categoryId,
    brandId: products.brandId,
    isPrivate: products.isPrivate,
    allowPurchase: products.allowPurchase,
    stock: products.stock,
    totalSold: products.totalSold,
  };
  const own = await db
    .select(candidate)
    .from(products)
    .where(eq(products.brandId, brandIdOf(OWN_BRAND_NAME)));
  const featured =
    pickFeaturedProduct(null, own) ??
    pickFeaturedProduct(null, await db.select(candidate).from(products).orderBy(desc(products.totalSold)).limit(1000));
  const content = generateContent({ seed, featuredProduct: featured });
  await db.transaction(async (tx) => {
    await insertBatched(tx, widgets, content.widgets);
    await insertBatched(tx, banners, content.banners);
    await insertBatched(tx, homePopups, content.homePopups);
  });
  return true;
}

/** Empties every table of the public schema (not the migrations journal) and restarts its sequences. */
export async function resetDatabase(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = result.rows.map((r) => `"public"."${r.tablename.replace(/"/g, '""')}"`);
  if (names.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** The argon2id hash of DEMO_PASSWORD, with a salt drawn from the seed so that the users rows are deterministic too. */
export async function demoPasswordHash(seed: number): Promise<string> {
  return hash(DEMO_PASSWORD, { salt: new Rng(seed, 'password-salt').bytes(16) });
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const t0 = performance.now();

  // argon2 is deliberately slow: hash once and share the string between the demo users.
  const passwordHash = await demoPasswordHash(seed);
  const hashMs = performance.now() - t0;
  log(`hashed the demo password in ${Math.round(hashMs)} ms`);

  const reference = catalogueReference();
  // Products are generated and written in chunks of BATCH_ROWS, so 100,000 of them never sit in memory at once.
  const chunks = generateProductChunks({ products: count, seed, chunkSize: BATCH_ROWS });
  const pool: FavouriteCandidate[] = [];
  let generateMs = 0;
  let written = { products: 0, prices: 0, productTags: 0 };
  let samples: CatalogueSamples | undefined;
  let accounts: GeneratedAccounts | undefined;
  let featured: FeaturedCandidate | null = null;
  let content: ReturnType<typeof generateContent> | undefined;
  let voucherProducts: VoucherProductCandidate[] | undefined;
  let checkout: GeneratedCheckout | undefined;

  await db.transaction(async (tx) => {
    await insertBatched(tx, uoms, reference.uoms);
    await insertBatched(tx, origins, reference.origins);
    await insertBatched(tx, tags, reference.tags);
    await insertBatched(tx, categories, reference.categories);
    await insertBatched(tx, suppliers, reference.suppliers);
    await insertBatched(tx, brands, reference.brands);
    log('inserted reference data');
    const geo = await loadAdministrativeUnits(tx);
    log(
      `loaded ${geo.provinces}/${geo.districts}/${geo.wards} administrative units (2025: ${geo.provinces2025}/${geo.wards2025}) in ${geo.ms} ms`,
    );

    // For a large catalogue, build the secondary indexes once at the end instead of row by row.
    const rebuild = options.rebuildIndexes ?? count >= REBUILD_INDEXES_FROM;
    const indexDefs = rebuild ? await dropSecondaryIndexes(tx, ['products', 'product_prices', 'product_tags']) : [];
    const progressStep = Math.max(BATCH_ROWS, Math.ceil(count / 10 / BATCH_ROWS) * BATCH_ROWS);
    for (;;) {
      const g = performance.now();
      const next = chunks.next();
      generateMs += performance.now() - g;
      if (next.done) {
        samples = next.value;
        break;
      }
      const chunk = next.value;
      for (const p of chunk.products) {
        if (pool.length >= FAVOURITE_POOL) break;
        pool.push({ id: p.id, categoryId: p.categoryId, isPrivate: p.isPrivate, stock: p.stock });
      }
      featured = pickFeaturedProduct(featured, chunk.products);
      // The product voucher's product is chosen from the first products, as refreshCheckoutDemo reads them back.
      voucherProducts ??= chunk.products.slice(0, VOUCHER_PRODUCT_POOL);
      await insertJsonBatched(tx, products, chunk.products);
      await insertJsonBatched(tx, productPrices, chunk.prices, 2 * BATCH_ROWS);
      await insertJsonBatched(tx, productTags, chunk.productTags, 2 * BATCH_ROWS);
      written = {
        products: written.products + chunk.products.length,
        prices: written.prices + chunk.prices.length,
        productTags: written.productTags + chunk.productTags.length,
      };
      if (written.products % progressStep === 0 || written.products === count) {
        log(`inserted ${written.products}/${count} products with their prices and tags`);
      }
    }
    if (indexDefs.length > 0) {
      const t = performance.now();
      for (const def of indexDefs) await tx.execute(sql.raw(def));
      log(`rebuilt ${indexDefs.length} indexes in ${Math.round(performance.now() - t)} ms`);
    }

    accounts = generateAccounts({ seed, passwordHash, catalogue: { products: pool } });
    await insertBatched(tx, buyers, accounts.buyers);
    await insertBatched(tx, salesContacts, accounts.salesContacts);
    await insertBatched(tx, stores, accounts.stores);
    await insertBatched(tx, users, accounts.users);
    await insertBatched(tx, userStores, accounts.userStores);
    await insertBatched(tx, userGroups, accounts.userGroups);
    await insertBatched(tx, userGroupMembers, accounts.userGroupMembers);
    await insertBatched(tx, favorites, accounts.favorites);
    await insertBatched(tx, productNotes, accounts.productNotes);
    log('inserted demo companies, stores, users, groups, favourites and notes');

    content = generateContent({ seed, featuredProduct: featured });
    await insertBatched(tx, widgets, content.widgets);
    await insertBatched(tx, banners, content.banners);
    await insertBatched(tx, homePopups, content.homePopups);
    log('inserted the home widgets, banners and popup');

    // The migration inserts the holidays; put back what resetDatabase emptied.
    await tx
      .insert(holidays)
      .values([...VIETNAM_HOLIDAYS])
      .onConflictDoNothing();
    checkout = generateCheckout({ seed, now, products: voucherProducts ?? [] });
    await writeCheckoutDemo(tx, checkout);
    log('inserted the checkout demo data: fulfilment, days off, vouchers, payment terms, virtual accounts');

    await syncSequence(tx, 'suppliers', 'id');
    await syncSequence(tx, 'brands', 'id');
    await syncSequence(tx, 'uoms', 'id');
    await syncSequence(tx, 'origins', 'id');
    await syncSequence(tx, 'stores', 'internal_id');
  });
  const demoOrders = options.orders ? await seedDemoOrders(db, { seed, now }) : 0;
  if (demoOrders) log(`inserted ${demoOrders} demo orders with their lines and histories`);
  const totalMs = performance.now() - t0;
  log(`done in ${Math.round(totalMs)} ms`);
  if (!samples || !accounts || !content || !checkout) throw new Error('seeding ended early');

  return {
    seed,
    products: written.products,
    productPrices: written.prices,
    productTags: written.productTags,
    categories: reference.categories.length,
    parentCategories: reference.categories.filter((c) => c.parentId == null).length,
    suppliers: reference.suppliers.length,
    brands: reference.brands.length,
    trustedBrands: reference.brands.filter((b) => b.trustedRank != null).length,
    origins: reference.origins.length,
    uoms: reference.uoms.length,
    tags: reference.tags.length,
    buyers: accounts.buyers.length,
    stores: accounts.stores.length,
    users: accounts.users.length,
    userGroups: accounts.userGroups.length,
    favorites: accounts.favorites.length,
    productNotes: accounts.productNotes.length,
    widgets: content.widgets.length,
    banners: content.banners.length,
    homePopups: content.homePopups.length,
    vouchers: checkout.vouchers.length,
    dayOffs: checkout.dayOffs.length,
    areaGroups: checkout.areaGroups.length,
    virtualAccounts: checkout.virtualAccounts.length,
    orders: demoOrders,
    samples,
    timings: {
      generateMs: Math.round(generateMs),
      hashMs: Math.round(hashMs),
      insertMs: Math.round(totalMs - hashMs - generateMs),
      totalMs: Math.round(totalMs),
    },
  };
}
