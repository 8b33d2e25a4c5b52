/**
 * Seeds the demo data.
 *
 *   npx tsx packages/db/src/seed/cli.ts [--products 2000] [--seed 42] [--reset]
 *
 * Uses DATABASE_URL when set, else the PGlite folder DATA_DIR (default .data at the repo
 * root; a relative DATA_DIR is resolved against the directory the command was started in).
 * Runs the migrations first and refuses to seed a database that already holds data unless
 * --reset is given, which empties every table first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../client';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, isSeeded, resetDatabase, seedDemoData } from './seed';

const USAGE = `Usage: tsx packages/db/src/seed/cli.ts [--products N] [--seed N] [--reset]

  --products N  number of products (default ${DEFAULT_PRODUCT_COUNT})
  --seed N      PRNG seed (default ${DEFAULT_SEED}); the same seed gives the same rows
  --reset       empty every table before seeding (required when the database holds data)

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder, default .data).`;

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n)) throw new Error(`--${name} must be an integer, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const products = parseInteger('products', values.products, DEFAULT_PRODUCT_COUNT);
  const seed = parseInteger('seed', values.seed, DEFAULT_SEED);
  if (products < 1) throw new Error('--products must be at least 1');

  const databaseUrl = process.env.DATABASE_URL || undefined;
  // npm run/exec set INIT_CWD to where the command was typed (the repo root for `npm run db:seed`).
  const baseDir = process.env.INIT_CWD || process.cwd();
  const dataDir = databaseUrl ? undefined : path.resolve(baseDir, process.env.DATA_DIR || '.data');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  console.log(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}`);

  const started = performance.now();
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    console.log(`Migrated in ${Math.round(performance.now() - started)} ms`);

    if (await isSeeded(database.db)) {
      if (!values.reset) {
        console.error('The database already holds data; run again with --reset to empty it and seed again.');
        return 1;
      }
      const t = performance.now();
      await resetDatabase(database.db);
      console.log(`Emptied every table in ${Math.round(performance.now() - t)} ms`);
    }

    const t = performance.now();
    const summary = await seedDemoData(database.db, {
      products,
      seed,
      orders: true,
      log: (msg) => console.log(`  [${((performance.now() - t) / 1000).toFixed(1)} s] ${msg}`),
    });
    const { timings, samples, ...counts } = summary;
    console.log('\nSeeded:');
    console.table(counts);
    console.log('Sample products:', samples);
    console.log(
      `Timing: generate ${timings.generateMs} ms, password hash ${timings.hashMs} ms, insert ${timings.insertMs} ms, ` +
        `seed total ${(timings.totalMs / 1000).toFixed(1)} s, with migrations ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log('Demo accounts (password chobep123): owner@chobep.vn, purchaser@chobep.vn, approver@chobep.vn,');
    console.log('  owner@quancomnha.vn, pending@chobep.vn (awaiting approval), disabled@chobep.vn (disabled)');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
