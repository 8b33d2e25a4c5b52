/**
 * Brings a benchmark database to the generated catalogue of the wanted size, with the demo-data
 * generator of packages/db (deterministic: the same count and seed give the same rows). A database
 * that already holds exactly that catalogue is reused; anything else is emptied and loaded again.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createDatabase, isSeeded, resetDatabase, seedDemoData } from '@chobep/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export interface Prepared {
  /** Null when the catalogue was already there. */
  loadSeconds: number | null;
  products: number;
}

/**
 * CREATE DATABASE when the benchmark database does not exist yet, or DROP and CREATE it when `recreate`
 * (through the server's maintenance database).
 */
async function ensurePostgresDatabase(url: string, recreate = false): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (recreate) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** An empty database or data folder, migrated. */
async function openFresh(target: { databaseUrl: string } | { dataDir: string }) {
  if ('databaseUrl' in target) await ensurePostgresDatabase(target.databaseUrl, true);
  else {
    rmSync(target.dataDir, { recursive: true, force: true });
    mkdirSync(target.dataDir, { recursive: true });
  }
  const database = await open(target);
  await database.migrate();
  return database;
}

const open = (target: { databaseUrl: string } | { dataDir: string }) =>
  createDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, poolSize: 2 } : { dataDir: target.dataDir },
  );

export async function prepareDatabase(
  target: { databaseUrl: string } | { dataDir: string },
  options: { products: number; reload: boolean; log: (msg: string) => void },
): Promise<Prepared> {
  if ('databaseUrl' in target) await ensurePostgresDatabase(target.databaseUrl);
  else mkdirSync(target.dataDir, { recursive: true });
  let database = await open(target);
  try {
    await database.migrate();
  } catch (error) {
    // A migration edited after this database was loaded no longer applies on top of it: start over.
    options.log(
      `the migrations do not apply to the existing database (${String((error as Error).message).split('\n')[0]}); recreating it`,
    );
    await database.close();
    database = await openFresh(target);
  }
  try {
    const count = async () =>
      Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]?.n ?? 0);
    const seeded = await isSeeded(database.db);
    if (seeded && !options.reload && (await count()) === options.products) {
      await database.db.execute(sql`vacuum analyze`);
      options.log(`reusing the loaded catalogue of ${options.products.toLocaleString('en')} products`);
      return { loadSeconds: null, products: options.products };
    }
    const started = performance.now();
    if (seeded) await resetDatabase(database.db);
    options.log(`loading ${options.products.toLocaleString('en')} products…`);
    await seedDemoData(database.db, {
      products: options.products,
      log: (msg) => options.log(`  [${((performance.now() - started) / 1000).toFixed(1)} s] ${msg}`),
    });
    // Fresh statistics and visibility map, as autovacuum would leave them on a live server after a bulk
    // load: without the visibility map, index-only scans (prices, product tags) fetch every heap row.
    await database.db.execute(sql`vacuum analyze`);
    const loadSeconds = (performance.now() - started) / 1000;
    options.log(`loaded and analysed in ${loadSeconds.toFixed(1)} s`);
    return { loadSeconds, products: await count() };
  } finally {
    await database.close();
  }
}
