/**
 * Where the API's memory goes: starts the API as main.ts does (createDatabase, CatalogStore, createServer), then
 * drives a minute of the web's list-page search through /graphql (autocannon, in a child process so its own
 * memory is not counted) and prints, at rest and after the load, the process's RSS beside V8's heap, the external
 * and ArrayBuffer memory, PGlite's WebAssembly memory and the size of the catalogue snapshot.
 *
 *   npx tsx scripts/soak/memory-probe.ts                     # PGlite in $TMPDIR/chobep-soak/probe-pglite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/soak npx tsx scripts/soak/memory-probe.ts
 *   PROBE_LOAD_SECONDS=0 …                                   # at rest only
 *
 * The process runs with the V8 flags it was started with: compare `node --max-semi-space-size=64 --import tsx …`
 * (npm start's flags) with other flags by starting it so.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { createDatabase, isSeeded, seedDemoData } from '@chobep/db';
import { createServer } from '../../apps/api/src/server';
import { CatalogStore } from '../../apps/api/src/services/catalog/catalog-store';
import { searchBody } from '../bench/query';

const port = Number(process.env.API_PORT ?? 4160);
const loadSeconds = Number(process.env.PROBE_LOAD_SECONDS ?? 60);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? path.join(tmpdir(), 'chobep-soak', 'probe-pglite');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function rss(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb) * 1024;
}

const database = await createDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
await database.migrate();
if (!(await isSeeded(database.db))) await seedDemoData(database.db, { products: 2000 });
const catalogStore = new CatalogStore(database.db);
const app = await createServer({ database, catalogStore, logLevel: 'warn' });
await app.listen({ port, host: '127.0.0.1' });
// The snapshot's share of the heap: the heap after a full collection, before and after building it.
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const snapshot = await catalogStore.current();
globalThis.gc?.();
const snapshotBytes = process.memoryUsage().heapUsed - heapBefore;

/** PGlite's WebAssembly memory, reached through its Emscripten module (not public API; read-only here). */
function wasmBytes(): number | null {
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client is behind Drizzle's session.
  const client = (database.db as any).$client ?? (database.db as any).session?.client;
  const heap = client?.mod?.HEAPU8 as Uint8Array | undefined;
  return heap ? heap.buffer.byteLength : null;
}

function report(label: string) {
  globalThis.gc?.();
  const m = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)] as const));
  const wasm = wasmBytes();
  console.log(
    `${label}: RSS ${mb(rss())}; V8 heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)} (limit ${mb(heap.heap_size_limit)}); ` +
      `external ${mb(m.external)} (ArrayBuffers ${mb(m.arrayBuffers)}); PGlite WASM memory ${wasm === null ? '–' : mb(wasm)}`,
  );
  console.log(`  V8 spaces: ${JSON.stringify(spaces)}`);
}

report(`at rest (${database.kind}, ${snapshot.index.size} products)`);
console.log(
  `  the catalogue snapshot: ≈ ${mb(snapshotBytes)} of heap${globalThis.gc ? '' : ' (run with --expose-gc)'}`,
);

if (loadSeconds > 0) {
  const script = `
    import autocannon from 'autocannon';
    const r = await autocannon({ url: process.argv[1], method: 'POST', connections: 4, duration: Number(process.argv[2]),
      headers: { 'content-type': 'application/json', 'accept-language': 'vi' }, body: process.argv[3] });
    console.log(JSON.stringify({ requests: r.requests.total, non2xx: r.non2xx, p50: r.latency.p50, p97_5: r.latency.p97_5 }));`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, `http://127.0.0.1:${port}/graphql`, String(loadSeconds), searchBody(20)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((resolve) => child.on('exit', resolve));
  console.log(`load: ${out.trim()}`);
  report(`after ${loadSeconds} s of search load`);
}

await app.close();
await database.close();
