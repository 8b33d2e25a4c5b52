/**
 * Prints the query plans of the benchmark search (the statements of one productSearch with facets), executed:
 *
 *   npx tsx scripts/bench/explain.ts        # PostgreSQL at BENCH_DATABASE_URL (default chobep_bench)
 *   BENCH_BACKENDS=pglite npx tsx scripts/bench/explain.ts   # the PGlite folder BENCH_DATA_DIR
 *
 * The statements are the ones searchProducts runs once the catalogue snapshot is built (the page's rows; the
 * typo pass's similar words when nothing contains the text), caught on their way to the driver and run again
 * under EXPLAIN (ANALYZE, BUFFERS). BENCH_QUERY changes the search text.
 */
import os from 'node:os';
import path from 'node:path';
import { CatalogStore } from '@chobep/api/services/catalog/catalog-store';
import { searchProducts } from '@chobep/api/services/catalog/search-products';
import { createDatabase } from '@chobep/db';
import { normaliseProductFilter } from '@chobep/domain';
import { searchVariables } from './query';

type Query = (text: unknown, params?: unknown, ...rest: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const pglite = process.env.BENCH_BACKENDS === 'pglite';
const database = await createDatabase(
  pglite
    ? { dataDir: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'chobep-bench', 'pglite') }
    : { databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chobep_bench' },
);
// Both drivers' clients (pg.Pool, PGlite) take query(text | { text, values }, params).
const client = (database.db as unknown as { $client: { query: Query } }).$client;
const run = client.query.bind(client);
const variables = searchVariables(20);
const { filter } = normaliseProductFilter(variables.filter);
const scope = { region: 'HCM' as const, lang: 'vi' as const, buyerId: null };
const options = { sorts: [], boost: false, limit: 20, offset: 0, facets: true };
// The first search builds the product index; the statements of a search are those of the next one.
const { index } = await new CatalogStore(database.db).current();
await searchProducts(database.db, index, filter, scope, options);
const caught: { text: string; params: unknown }[] = [];
client.query = (text, params, ...rest) => {
  const config = text as { text?: string; values?: unknown };
  caught.push(
    typeof text === 'string' ? { text, params } : { text: config.text ?? '', params: config.values ?? params },
  );
  return run(text, params, ...rest);
};

await searchProducts(database.db, index, filter, scope, options);
client.query = run;
for (const { text, params } of caught) {
  const plan = await run(`explain (analyze, buffers) ${text}`, params);
  console.log(`\n${text.trim()}\n${JSON.stringify(params)}\n`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
