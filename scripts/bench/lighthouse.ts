/**
 * npm run lighthouse: Lighthouse (mobile, its default simulated throttling) on the production build
 * for /, /market, a category page and a product page, in Chromium. Prints performance, CLS, LCP and
 * TBT per page and PASS/MISS for the targets (performance ≥ 95, CLS ≤ 0.05). See docs/performance.md.
 *
 * Starts the app itself (scripts/start.mjs: builds the web app when its sources changed) on its own
 * ports, dist dir and data folder, and stops it at the end; when something already answers on the
 * web port it is used as it is. The category and product pages are found through the API.
 * Exits non-zero only when the run is broken (the app does not start, Lighthouse fails).
 *
 * Env (all optional):
 *   LH_WEB_PORT 3910, LH_API_PORT 4910, NEXT_DIST_DIR .next-bench, DATA_DIR <tmp>/chobep-bench/lighthouse-data
 *   LH_RUNS 1            runs per page; the median performance run is reported
 *   LH_REGION            e.g. HCM: send the region cookie, as a returning visitor (default: a first visit)
 *   LH_CPU_MULTIPLIER    Lighthouse's CPU slowdown (default 4, its mobile setting, meant for a fast desktop CPU)
 *   CHROMIUM_PATH        /usr/bin/chromium
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const webPort = Number(env.LH_WEB_PORT ?? 3910);
const apiPort = Number(env.LH_API_PORT ?? 4910);
const runs = Math.max(1, Number(env.LH_RUNS ?? 1));
const outDir = path.join(os.tmpdir(), 'chobep-bench', 'lighthouse');
const web = `http://127.0.0.1:${webPort}`;
const api = `http://127.0.0.1:${apiPort}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

class BrokenRun extends Error {}
const say = (msg: string) => console.log(msg);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** scripts/start.mjs in its own process group, so that the API and Next.js stop with it. */
async function startApp(): Promise<ChildProcess | null> {
  if ((await answers(`${web}/`)) && (await answers(`${api}/health`))) {
    say(`Using the app already running on ${web}`);
    return null;
  }
  const dataDir = env.DATA_DIR ?? path.join(os.tmpdir(), 'chobep-bench', 'lighthouse-data');
  const distDir = env.NEXT_DIST_DIR ?? '.next-bench';
  say(`Starting the production app on ${web} (API ${api}, NEXT_DIST_DIR=${distDir}, DATA_DIR=${dataDir})…`);
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_URL: api,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  // A first start builds the web app and loads the demo data: minutes on a small machine.
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new BrokenRun(`scripts/start.mjs stopped (${child.exitCode})`);
    // The API first: a page asked for while the API still loads its data only logs errors.
    if ((await answers(`${api}/health`)) && (await answers(`${web}/`))) return child;
    await sleep(1000);
  }
  stopApp(child);
  throw new BrokenRun('the app did not answer within 30 minutes');
}

function stopApp(child: ChildProcess | null) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
}

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'vi' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new BrokenRun(`API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A real category page and product page, as the API names them. */
async function pages(): Promise<{ name: string; path: string }[]> {
  const { categories } = await gql<{ categories: { slug: string; children: { slug: string }[] }[] }>(
    '{ categories { slug children { slug } } }',
  );
  const { productSearch } = await gql<{ productSearch: { data: { slug: string }[] } }>(
    '{ productSearch(pagination: { size: 1 }) { data { slug } } }',
  );
  const category = categories[0]?.slug;
  const product = productSearch.data[0]?.slug;
  if (!category || !product) throw new BrokenRun('the API lists no category or no product');
  return [
    { name: 'home', path: '/' },
    { name: 'market', path: '/market' },
    { name: 'category', path: `/${category.replace(/^\//, '')}` },
    { name: 'product', path: product.startsWith('/') ? product : `/${product}` },
  ];
}

interface PageResult {
  name: string;
  path: string;
  status: number;
  performance: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's own CPU speed score of the machine during the run; below ~1000 its mobile CPU throttling overstates TBT. */
  benchmarkIndex: number;
  report: string;
}

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART and the like, frequent on a busy machine) is retried twice. */
async function runLighthouse(port: number, pagePath: string) {
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(web + pagePath, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(env.LH_CPU_MULTIPLIER ? { throttling: { cpuSlowdownMultiplier: Number(env.LH_CPU_MULTIPLIER) } } : {}),
      ...(env.LH_REGION ? { extraHeaders: { Cookie: `cb_region=${env.LH_REGION}` } } : {}),
    });
    if (result && !result.lhr.runtimeError) return result;
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    say(`  attempt ${attempt} failed: ${problem}`);
  }
  throw new BrokenRun(`Lighthouse on ${pagePath}: ${problem}`);
}

async function audit(port: number, page: { name: string; path: string }): Promise<PageResult> {
  const status = (await fetch(web + page.path, { redirect: 'manual' })).status;
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await runLighthouse(port, page.path);
    const { lhr } = result;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const report = path.join(outDir, `${page.name}${runs > 1 ? `-${i + 1}` : ''}.html`);
    writeFileSync(report, String(result.report));
    writeFileSync(report.replace(/\.html$/, '.json'), JSON.stringify(lhr));
    results.push({
      ...page,
      status,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: num('cumulative-layout-shift'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      fcp: num('first-contentful-paint'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      report,
    });
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

async function main(): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const app = await startApp();
  process.once('SIGINT', () => {
    stopApp(app);
    process.exit(130);
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    const list = await pages();
    chrome = await chromeLauncher.launch({
      chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const results: PageResult[] = [];
    for (const page of list) {
      say(`Lighthouse (mobile) ${page.path}…`);
      results.push(await audit(chrome.port, page));
    }
    say(
      `\n# Lighthouse (mobile, simulated throttling), ${runs} run(s) per page, ${env.LH_REGION ? `region cookie ${env.LH_REGION}` : 'first visit'}; Node ${process.version}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    say('| page | path | HTTP | performance | CLS | LCP ms | TBT ms | FCP ms | CPU benchmark index |');
    say('|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      say(
        `| ${r.name} | ${r.path} | ${r.status} | ${r.performance} | ${r.cls.toFixed(3)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${Math.round(r.fcp)} | ${r.benchmarkIndex} |`,
      );
    }
    say('\nTargets:');
    let misses = 0;
    for (const r of results) {
      const ok = r.status === 200 && r.performance >= 95 && r.cls <= 0.05;
      if (!ok) misses++;
      say(
        `${ok ? 'PASS' : 'MISS'}  ${r.name} ${r.path}: ${r.status === 200 ? '' : `HTTP ${r.status}, `}performance ${r.performance} (≥ 95), CLS ${r.cls.toFixed(3)} (≤ 0.05)`,
      );
    }
    const out = path.join(outDir, 'last-run.json');
    writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2));
    say(
      `\n${misses ? `${misses} page(s) missed a target` : 'Every target met'}; HTML reports and figures in ${outDir}`,
    );
    return 0;
  } finally {
    await chrome?.kill();
    stopApp(app);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof BrokenRun ? `\nBroken run: ${error.message}` : error);
    process.exitCode = 1;
  },
);
