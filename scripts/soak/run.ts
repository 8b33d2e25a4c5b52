/**
 * npm run soak: a production start (scripts/start.mjs, NODE_ENV=production, the built web app) on a fresh database,
 * driven for SOAK_MINUTES (10) by a few virtual users, printing every minute the requests, errors, p50/p95 latency
 * and the API process's RSS (/proc/<pid>/status, the pid npm start prints). Fails (exit 1) on any 5xx, masked fault
 * (SOMETHING_WRONG), refused connection or API restart, and on RSS more than 15% above the minute-2 figure in any
 * later minute: memory that keeps growing under a steady load is a leak, not a warm-up.
 *
 *   npm run soak                                   # PostgreSQL: DATABASE_URL, default …/chobep_soak, dropped and created
 *   npm run soak -- --pglite                       # PGlite in $TMPDIR/chobep-soak/pglite, removed first
 *   SOAK_MINUTES=3 SOAK_VISITORS=4 npm run soak
 *
 * Settings: SOAK_MINUTES (10), SOAK_VISITORS (3), SOAK_BUYERS (3, at most 3: one per demo account that may keep
 * favourites), SOAK_THINK_MS (250: each user's pause between requests, ±50%), SOAK_WEB_PORT (3190), SOAK_API_PORT
 * (4180; not 4190, a port fetch refuses as ManageSieve's), SOAK_RSS_GROWTH (0.15). The server's own output goes to $TMPDIR/chobep-soak/server.log; the figures to
 * $TMPDIR/chobep-soak/last-run.json.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  CatalogFavoriteAddMutation,
  CatalogFavoriteRemoveMutation,
  CatalogSetNoteMutation,
} from '../../apps/web/src/lib/api/catalog';
import { ProxyViewerQuery, SignInMutation, SignOutMutation } from '../../apps/web/src/lib/api/documents';
import { ListingProductsQuery } from '../../apps/web/src/lib/api/listing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = path.join(tmpdir(), 'chobep-soak');
const env = process.env;
const minutes = Number(env.SOAK_MINUTES ?? 10);
const visitors = Number(env.SOAK_VISITORS ?? 3);
const buyerCount = Math.min(Number(env.SOAK_BUYERS ?? 3), 3);
const thinkMs = Number(env.SOAK_THINK_MS ?? 250);
const webPort = Number(env.SOAK_WEB_PORT ?? 3190);
const apiPort = Number(env.SOAK_API_PORT ?? 4180);
const rssGrowthLimit = Number(env.SOAK_RSS_GROWTH ?? 0.15);
const usePglite = process.argv.includes('--pglite');
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/chobep_soak';
const web = `http://127.0.0.1:${webPort}`;
const api = `http://127.0.0.1:${apiPort}`;
const PASSWORD = 'chobep123';

/** Demo accounts that may keep favourites and notes (packages/db/src/seed/demo-accounts.ts). */
const BUYERS = ['owner@chobep.vn', 'purchaser@chobep.vn', 'owner@quancomnha.vn'].slice(0, buyerCount);
const SEARCH_TERMS = ['tom', 'ca hoi', 'thit bo', 'gao', 'nuoc mam', 'rau', 'muc', 'tôm sú', 'dau an', 'bot'];

// ---------------------------------------------------------------------------------------------------------------
// Figures

interface Sample {
  ms: number;
  status: number;
  /** A fault the run fails on: 5xx, SOMETHING_WRONG, a refused or dropped connection. */
  fault: boolean;
  /** Anything not answered as asked (4xx, GraphQL errors, userErrors), faults included. */
  error: boolean;
}

let current: Sample[] = [];
const faults: string[] = [];
function record(sample: Sample, what: string, detail?: string) {
  current.push(sample);
  if (sample.fault && faults.length < 50) faults.push(`${what}: ${detail ?? sample.status}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP with a cookie jar per virtual user

class Client {
  private readonly cookies = new Map<string, string>();

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  clear() {
    this.cookies.clear();
  }

  private header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A page as a browser asks for it; redirects count as answers (the guard and canonical slugs send them). */
  async page(pathname: string) {
    const started = performance.now();
    try {
      const res = await fetch(web + pathname, {
        redirect: 'manual',
        headers: { ...this.header(), accept: 'text/html' },
      });
      await res.arrayBuffer();
      this.keep(res);
      const ms = performance.now() - started;
      record({ ms, status: res.status, fault: res.status >= 500, error: res.status >= 400 }, `GET ${pathname}`);
    } catch (error) {
      record(
        { ms: performance.now() - started, status: 0, fault: true, error: true },
        `GET ${pathname}`,
        String(error),
      );
    }
  }

  /** An operation through the web origin's /graphql, as the browser sends it (same-origin, cookies). */
  async gql<T = Record<string, unknown>>(
    document: { source: string; operationName: string },
    variables: Record<string, unknown> = {},
  ): Promise<T | null> {
    const started = performance.now();
    const what = document.operationName;
    try {
      const res = await fetch(`${web}/graphql`, {
        method: 'POST',
        headers: { ...this.header(), 'content-type': 'application/json', origin: web, 'accept-language': 'vi' },
        body: JSON.stringify({ operationName: document.operationName, query: document.source, variables }),
      });
      const body = (await res.json().catch(() => null)) as { data?: T; errors?: { extensions?: { code?: string } }[] };
      this.keep(res);
      const ms = performance.now() - started;
      const codes = (body?.errors ?? []).map((e) => e.extensions?.code ?? 'ERROR');
      const userErrors = JSON.stringify(body?.data ?? {}).includes('"userErrors":[{');
      record(
        {
          ms,
          status: res.status,
          fault: res.status >= 500 || codes.includes('SOMETHING_WRONG'),
          error: res.status >= 400 || codes.length > 0 || userErrors,
        },
        what,
        `${res.status} ${codes.join(',')}`,
      );
      return body?.data ?? null;
    } catch (error) {
      record({ ms: performance.now() - started, status: 0, fault: true, error: true }, what, String(error));
      return null;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What the users do

interface Catalogue {
  productSlugs: string[];
  productIds: string[];
  categoryPaths: string[];
  tagPaths: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const think = () => new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));

async function loadCatalogue(): Promise<Catalogue> {
  const res = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ categories { id slug children { id slug } } tags { code }
        productSearch(pagination: { page: 0, size: 100 }) { data { id slug } } }`,
    }),
  });
  const { data } = (await res.json()) as {
    data: {
      categories: { id: number; slug: string; children: { id: number; slug: string }[] }[];
      tags: { code: string }[];
      productSearch: { data: { id: string; slug: string }[] };
    };
  };
  const categories = data.categories.flatMap((c) => [c, ...c.children]);
  return {
    productSlugs: data.productSearch.data.map((p) => p.slug),
    productIds: data.productSearch.data.map((p) => p.id),
    categoryPaths: categories.map((c) => `/${c.slug}`),
    tagPaths: data.tags.map((t) => `/${t.code}`),
  };
}

function productPage(catalogue: Catalogue) {
  const slug = pick(catalogue.productSlugs);
  return slug.startsWith('/') ? slug : `/products/${slug}`;
}

async function visitor(stop: () => boolean, catalogue: Catalogue) {
  const client = new Client();
  while (!stop()) {
    const roll = Math.random();
    if (roll < 0.15) await client.page('/');
    else if (roll < 0.3) await client.page('/market');
    else if (roll < 0.5) await client.page(`/market?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
    else if (roll < 0.65) await client.page(pick(catalogue.categoryPaths));
    else if (roll < 0.7) await client.page(pick(catalogue.tagPaths));
    else if (roll < 0.9) await client.page(productPage(catalogue));
    // The market grid's next page, fetched by the browser.
    else
      await client.gql(ListingProductsQuery, {
        filter: { query: pick(SEARCH_TERMS) },
        pagination: { page: 1, size: 20 },
      });
    await think();
  }
}

async function buyer(stop: () => boolean, catalogue: Catalogue, email: string) {
  const client = new Client();
  while (!stop()) {
    client.clear();
    const signedIn = await client.gql<{ meLogin: { success: boolean } }>(SignInMutation, {
      input: { login: email, password: PASSWORD, rememberMe: Math.random() < 0.5 },
    });
    if (!signedIn?.meLogin.success) {
      // Never retry at once: repeated sign-ins would run into the throttle.
      await new Promise((r) => setTimeout(r, 5000));
      continue;
    }
    await think();
    // Choosing a store: the page, then what its form action does (the store cookie), as /change-store does.
    const viewer = await client.gql<{ me: { stores: { id: string; status: string }[] } }>(ProxyViewerQuery);
    const stores = viewer?.me.stores.filter((s) => s.status !== 'PENDING') ?? [];
    if (stores.length > 1) await client.page('/change-store');
    if (stores.length > 0) client.setCookie('cb_store', pick(stores).id);
    await think();

    for (let step = 0; step < 20 + Math.floor(Math.random() * 20) && !stop(); step++) {
      const roll = Math.random();
      const productId = pick(catalogue.productIds);
      if (roll < 0.2) await client.page(productPage(catalogue));
      else if (roll < 0.3) await client.page(`/market?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
      else if (roll < 0.35) await client.page('/favorite');
      else if (roll < 0.55) await client.gql(CatalogFavoriteAddMutation, { productId });
      else if (roll < 0.7) await client.gql(CatalogFavoriteRemoveMutation, { productId });
      else if (roll < 0.85)
        await client.gql(CatalogSetNoteMutation, {
          productId,
          note: Math.random() < 0.2 ? '' : `Giao trước ${5 + Math.floor(Math.random() * 5)} giờ sáng, soak ${step}`,
        });
      else
        await client.gql(ListingProductsQuery, {
          filter: { query: pick(SEARCH_TERMS) },
          pagination: { page: 0, size: 20 },
        });
      await think();
    }
    await client.gql(SignOutMutation);
    await think();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server

async function resetPostgres() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

let serverProcess: ChildProcess | null = null;

async function main() {
  mkdirSync(workDir, { recursive: true });
  const dataDir = path.join(workDir, 'pglite');
  if (usePglite) rmSync(dataDir, { recursive: true, force: true });
  else await resetPostgres();

  const serverEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'production',
    PORT: String(webPort),
    API_PORT: String(apiPort),
    API_URL: api,
    DATA_DIR: dataDir,
  };
  if (usePglite) delete serverEnv.DATABASE_URL;
  else serverEnv.DATABASE_URL = databaseUrl;

  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    env: serverEnv,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const logFile = path.join(workDir, 'server.log');
  const log = createWriteStream(logFile);
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serverProcess = server;
  server.stderr?.pipe(log);
  const apiPids: number[] = [];
  let ready = false;
  let restarts = 0;
  let pending = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const started = /^API process started \(pid (\d+)\)/.exec(line);
      if (started) apiPids.push(Number(started[1]));
      if (line.includes('is ready')) ready = true;
      if (line.includes('restarting in')) {
        restarts += 1;
        faults.push(line);
        console.log(`  ${line}`);
      }
    }
  });
  const stopServer = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  process.once('SIGINT', () => stopServer().then(() => process.exit(130)));

  console.log(
    `Soak: ${usePglite ? `PGlite (${dataDir})` : `PostgreSQL (${databaseUrl})`}, ${minutes} min, ` +
      `${visitors} visitors + ${BUYERS.length} buyers, ${thinkMs} ms think time; web ${web}, API ${api}; log ${logFile}`,
  );
  const startedAt = Date.now();
  while (!ready) {
    if (server.exitCode !== null) throw new Error(`npm start stopped (${server.exitCode}); see ${logFile}`);
    if (Date.now() - startedAt > 10 * 60_000) throw new Error(`not ready after 10 minutes; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const apiPid = apiPids.at(-1);
  if (!apiPid) throw new Error('npm start did not print the API pid');
  const catalogue = await loadCatalogue();
  const restRss = rssMb(apiPid);
  console.log(
    `Ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s; API pid ${apiPid}, RSS at rest ${restRss?.toFixed(0)} MB`,
  );
  console.log('minute  requests  errors  5xx/faults  p50 ms  p95 ms  API RSS MB med/max  load avg');

  const end = Date.now() + minutes * 60_000;
  const stop = () => Date.now() >= end;
  const users = [
    ...Array.from({ length: visitors }, () => visitor(stop, catalogue)),
    ...BUYERS.map((email) => buyer(stop, catalogue, email)),
  ];

  interface Row {
    minute: number;
    requests: number;
    errors: number;
    faults: number;
    p50: number;
    p95: number;
    /** The median of the minute's samples (one every 5 s): one reading can land on either side of a collection. */
    rssMb: number | null;
    rssMaxMb: number | null;
    load: number;
  }
  const rows: Row[] = [];
  const all: number[] = [];
  let rssSamples: number[] = [];
  const sampler = setInterval(() => {
    const value = rssMb(apiPid);
    if (value !== null) rssSamples.push(value);
  }, 5000);
  const report = () => {
    const rss = rssSamples.sort((a, b) => a - b);
    rssSamples = [];
    const samples = current;
    current = [];
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    all.push(...sorted);
    const row: Row = {
      minute: rows.length + 1,
      requests: samples.length,
      errors: samples.filter((s) => s.error).length,
      faults: samples.filter((s) => s.fault).length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      rssMb: rss.length ? percentile(rss, 50) : rssMb(apiPid),
      rssMaxMb: rss.at(-1) ?? null,
      load: loadavg()[0] ?? 0,
    };
    rows.push(row);
    console.log(
      `${String(row.minute).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.errors).padStart(6)}  ` +
        `${String(row.faults).padStart(10)}  ${row.p50.toFixed(0).padStart(6)}  ${row.p95.toFixed(0).padStart(6)}  ` +
        `${(row.rssMb === null ? 'gone' : `${row.rssMb.toFixed(0)} / ${row.rssMaxMb?.toFixed(0)}`).padStart(17)}  ${row.load.toFixed(2).padStart(8)}`,
    );
  };
  const timer = setInterval(report, 60_000);
  await Promise.all(users);
  clearInterval(timer);
  if (current.length > 0 && rows.length < minutes) report();
  clearInterval(sampler);
  // After the soak: the traffic has stopped, the process has had a moment to settle.
  await new Promise((r) => setTimeout(r, 10_000));
  const afterRss = rssMb(apiPid);

  await stopServer();

  // Verdict
  const failures: string[] = [];
  const totalFaults = rows.reduce((n, r) => n + r.faults, 0);
  if (totalFaults > 0)
    failures.push(`${totalFaults} faults (5xx, SOMETHING_WRONG or connection): ${faults.slice(0, 10).join('; ')}`);
  if (restarts > 0) failures.push(`the API or the web server restarted ${restarts} time(s)`);
  const base = rows[1]?.rssMb;
  if (base) {
    for (const row of rows.slice(2)) {
      if (row.rssMb === null) failures.push(`minute ${row.minute}: the API process is gone`);
      else if (row.rssMb > base * (1 + rssGrowthLimit))
        failures.push(
          `minute ${row.minute}: RSS ${row.rssMb.toFixed(0)} MB is ${(((row.rssMb - base) / base) * 100).toFixed(0)}% above minute 2's ${base.toFixed(0)} MB`,
        );
    }
  }
  all.sort((a, b) => a - b);
  const total = rows.reduce((n, r) => n + r.requests, 0);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const summary = {
    database: usePglite ? 'pglite' : 'postgres',
    minutes,
    visitors,
    buyers: BUYERS.length,
    thinkMs,
    requests: total,
    errors,
    faults: totalFaults,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    rssAtRestMb: restRss,
    rssMinute2Mb: base ?? null,
    rssLastMb: rows.at(-1)?.rssMb ?? null,
    rssAfterMb: afterRss,
    rssMaxMb: Math.max(...rows.map((r) => r.rssMaxMb ?? r.rssMb ?? 0)),
    rows,
    failures,
    finishedAt: new Date().toISOString(),
  };
  writeFileSync(path.join(workDir, 'last-run.json'), JSON.stringify(summary, null, 2));
  console.log(
    `Total: ${total} requests (${(total / (minutes * 60)).toFixed(1)}/s), ${errors} errors, ${totalFaults} faults; ` +
      `p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms; API RSS ${restRss?.toFixed(0)} MB at rest, ` +
      `${base?.toFixed(0)} MB at minute 2, ${summary.rssLastMb?.toFixed(0)} MB in the last minute (max ${summary.rssMaxMb.toFixed(0)}), ` +
      `${afterRss?.toFixed(0)} MB 10 s after the traffic stopped`,
  );
  if (failures.length > 0) {
    console.log(`FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Passed.');
}

main().catch((error: unknown) => {
  console.error(error);
  if (serverProcess && serverProcess.exitCode === null) serverProcess.kill('SIGTERM');
  process.exitCode = 1;
});
