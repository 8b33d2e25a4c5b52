/**
 * npm run lighthouse: Lighthouse (mobile, its default simulated throttling) on the production build
 * for /, /market, a category page, a product page and a brand page, in Chromium, and signed in on /checkout
 * (step 1, a 3-supplier cart), /orders and /overview (once its page exists), three runs each, the median reported.
 * Prints performance, CLS, LCP and TBT per page and PASS/MISS for the targets (performance ≥ 95 on public pages,
 * ≥ 90 signed in; CLS ≤ 0.05). See docs/performance.md.
 *
 * Starts the app itself (scripts/start.mjs: builds the web app when its sources changed) on its own
 * ports, dist dir and data folder, and stops it at the end; when something already answers on the
 * web port it is used as it is. The category and product pages are found through the API.
 *
 * The signed-in pages, audited last (each the same way): the demo owner (owner@chobep.vn) signs in through the API (meLogin, remember
 * me), Bếp Việt – Quận 1's cart is emptied and filled with cartPutItem (two products of each of three
 * suppliers, each supplier over its minimum order), and the session cookies, the chosen store (cb_store, as
 * the e2e checkout specs set it) and the language go into Chromium's cookie jar through the DevTools protocol —
 * not as a Lighthouse extra header, because the page's own script reads cb_store and the proxy may rotate the
 * tokens. Before Lighthouse, a tab checks that /checkout shows the three suppliers; afterwards the cookies are
 * removed again. That store's cart is left with those lines.
 * Exits non-zero only when the run is broken (the app does not start, Lighthouse fails).
 *
 * Env (all optional):
 *   LH_WEB_PORT 3910, LH_API_PORT 4910, NEXT_DIST_DIR .next-bench, DATA_DIR <tmp>/chobep-bench/lighthouse-data
 *   LH_RUNS 3            runs per page; the median performance run is reported
 *   LH_PAGES             the pages to audit, by name, comma-separated (default: all of PAGE_NAMES)
 *   LH_REGION            e.g. HCM: send the region cookie, as a returning visitor (default: a first visit)
 *   LH_CPU_MULTIPLIER    Lighthouse's CPU slowdown (default 4, its mobile setting, meant for a fast desktop CPU)
 *   CHROMIUM_PATH        /usr/bin/chromium
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@chobep/domain/platform/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const webPort = Number(env.LH_WEB_PORT ?? 3910);
const apiPort = Number(env.LH_API_PORT ?? 4910);
const runs = Math.max(1, Number(env.LH_RUNS ?? 3));
const outDir = path.join(os.tmpdir(), 'chobep-bench', 'lighthouse');
const web = `http://127.0.0.1:${webPort}`;
const api = `http://127.0.0.1:${apiPort}`;
const PAGE_NAMES = ['home', 'market', 'category', 'product', 'brand', 'checkout', 'orders', 'overview'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const OWNER = { login: 'owner@chobep.vn', password: 'chobep123' };
/** Bếp Việt – Quận 1 (packages/db/src/seed/demo-accounts.ts), found by name among the owner's stores. */
const CHECKOUT_STORE = { name: 'Quận 1', id: 'c1000000-0000-4000-8000-000000000001' };
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

/** The commit the figures belong to (with -dirty for uncommitted changes). */
function commit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
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

async function gql<T>(query: string, variables: Record<string, unknown> = {}, cookie = ''): Promise<T> {
  return (await gqlResponse<T>(query, variables, cookie)).data;
}

async function gqlResponse<T>(
  query: string,
  variables: Record<string, unknown> = {},
  cookie = '',
): Promise<{ data: T; setCookies: string[] }> {
  const res = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'vi', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new BrokenRun(`API: ${JSON.stringify(body.errors)}`);
  return { data: body.data, setCookies: res.headers.getSetCookie() };
}

interface PageCase {
  name: PageName;
  path: string;
  /** Lighthouse's performance score to reach. */
  target: number;
  signedIn?: boolean;
}

/** The pages LH_PAGES asks for (all by default); a name it does not know stops the run. */
function selectedPages(): Set<PageName> {
  const asked = (env.LH_PAGES ?? PAGE_NAMES.join(','))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = asked.filter((n) => !(PAGE_NAMES as readonly string[]).includes(n));
  if (unknown.length || asked.length === 0)
    throw new BrokenRun(`LH_PAGES: unknown page ${unknown.join(', ') || '(none)'}; known: ${PAGE_NAMES.join(', ')}`);
  return new Set(asked as PageName[]);
}

/** A real category page and product page, as the API names them; the checkout last. */
async function pages(selected: Set<PageName>): Promise<PageCase[]> {
  const list: PageCase[] = [
    { name: 'home', path: '/', target: 95 },
    { name: 'market', path: '/market', target: 95 },
  ];
  if (selected.has('category')) {
    const { categories } = await gql<{ categories: { slug: string }[] }>('{ categories { slug } }');
    const category = categories[0]?.slug;
    if (!category) throw new BrokenRun('the API lists no category');
    list.push({ name: 'category', path: `/${category.replace(/^\//, '')}`, target: 95 });
  }
  if (selected.has('product')) {
    const { productSearch } = await gql<{ productSearch: { data: { slug: string }[] } }>(
      '{ productSearch(pagination: { size: 1 }) { data { slug } } }',
    );
    const product = productSearch.data[0]?.slug;
    if (!product) throw new BrokenRun('the API lists no product');
    list.push({ name: 'product', path: product.startsWith('/') ? product : `/${product}`, target: 95 });
  }
  if (selected.has('brand')) {
    const { productSearch } = await gql<{ productSearch: { data: { brand: { slug: string } | null }[] } }>(
      '{ productSearch(pagination: { size: 50 }) { data { brand { slug } } } }',
    );
    const brand = productSearch.data.find((p) => p.brand)?.brand?.slug;
    if (!brand) throw new BrokenRun('the API lists no product with a brand');
    list.push({ name: 'brand', path: brand.startsWith('/') ? brand : `/${brand}`, target: 95 });
  }
  list.push({ name: 'checkout', path: '/checkout', target: 90, signedIn: true });
  list.push({ name: 'orders', path: '/orders', target: 90, signedIn: true });
  // The overview once its page exists (the route table marks it pending until then).
  if (!ROUTES.find((r) => r.id === 'overview')?.pending)
    list.push({ name: 'overview', path: '/overview', target: 90, signedIn: true });
  return list.filter((p) => selected.has(p.name));
}

interface Cookie {
  name: string;
  value: string;
}

const cookieHeader = (cookies: Cookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * The checkout's case: the owner signed in (remember me), Bếp Việt – Quận 1 chosen, its cart emptied and filled with
 * two products of each of three suppliers, each supplier's lines over its minimum order (and over 350,000 đ).
 * Answers the cookies the browser must hold.
 */
async function prepareCheckout(): Promise<Cookie[]> {
  const { data: login, setCookies } = await gqlResponse<{
    meLogin: { success: boolean; userErrors: { message: string }[]; me: { stores: { id: string; name: string }[] } };
  }>(
    `mutation LighthouseSignIn($input: MeLoginInput!) {
      meLogin(input: $input) { success userErrors { message } me { stores { id name } } } }`,
    { input: { ...OWNER, rememberMe: true } },
  );
  if (!login.meLogin.success) throw new BrokenRun(`sign-in of ${OWNER.login}: ${JSON.stringify(login.meLogin)}`);
  const session: Cookie[] = setCookies.flatMap((line) => {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    return eq > 0 ? [{ name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() }] : [];
  });
  if (!session.some((c) => c.name === 'cb_at')) throw new BrokenRun('meLogin set no cb_at cookie');
  const storeId =
    login.meLogin.me.stores.find((s) => s.name.includes(CHECKOUT_STORE.name))?.id ??
    login.meLogin.me.stores.find((s) => s.id === CHECKOUT_STORE.id)?.id;
  if (!storeId) throw new BrokenRun(`${OWNER.login} does not act for the store ${CHECKOUT_STORE.name}`);
  // cb_store as the web keeps the chosen store (e2e/support/cookies.ts setStore); vi, the default language.
  const cookies = [...session, { name: 'cb_store', value: storeId }, { name: 'cb_lang', value: 'vi' }];
  const cookie = cookieHeader(cookies);

  const { cart } = await gql<{
    cart: { cartSet: { supplier: { id: number } }[]; notAvailableProducts: { supplierId: number }[] };
  }>(
    'query LighthouseCart($storeId: ID!) { cart(storeId: $storeId) { cartSet { supplier { id } } notAvailableProducts { supplierId } } }',
    { storeId },
    cookie,
  );
  for (const supplierId of new Set([
    ...cart.cartSet.map((g) => g.supplier.id),
    ...cart.notAvailableProducts.map((l) => l.supplierId),
  ])) {
    const { cartClearSupplier } = await gql<{ cartClearSupplier: { success: boolean } }>(
      'mutation LighthouseClear($storeId: ID!, $supplierId: Int!) { cartClearSupplier(storeId: $storeId, supplierId: $supplierId) { success } }',
      { storeId, supplierId },
      cookie,
    );
    if (!cartClearSupplier.success) throw new BrokenRun(`could not empty the cart of supplier ${supplierId}`);
  }

  interface Product {
    id: string;
    price: number | null;
    minQuantity: number;
    inStock: boolean;
    allowAddToCart: boolean;
    isExclusive: boolean;
    supplier: { id: number; moq: number } | null;
  }
  const { productSearch } = await gql<{ productSearch: { data: Product[] } }>(
    `query LighthouseProducts { productSearch(pagination: { size: 100 }) {
      data { id price minQuantity inStock allowAddToCart isExclusive supplier { id moq } } } }`,
    {},
    cookie,
  );
  const bySupplier = new Map<number, Product[]>();
  for (const p of productSearch.data) {
    if (!p.supplier || !p.price || !p.inStock || !p.allowAddToCart || p.isExclusive || p.supplier.moq > 500_000)
      continue;
    const list = bySupplier.get(p.supplier.id) ?? [];
    if (list.length < 2) bySupplier.set(p.supplier.id, [...list, p]);
  }
  // Suppliers with two products first.
  const suppliers = [...bySupplier.values()].sort((a, b) => b.length - a.length).slice(0, 3);
  if (suppliers.length < 3) throw new BrokenRun(`only ${suppliers.length} suppliers with an orderable product`);
  for (const products of suppliers) {
    const supplier = products[0]!.supplier!;
    const perLine = Math.max(supplier.moq, 350_000) / products.length;
    for (const p of products) {
      const quantity = Math.max(Math.ceil(p.minQuantity), Math.ceil(perLine / p.price!));
      const { cartPutItem } = await gql<{ cartPutItem: { success: boolean; userErrors: unknown[] } }>(
        'mutation LighthousePut($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }',
        { input: { storeId, supplierId: supplier.id, productId: p.id, quantity } },
        cookie,
      );
      if (!cartPutItem.success) throw new BrokenRun(`cartPutItem ${p.id}: ${JSON.stringify(cartPutItem.userErrors)}`);
    }
  }
  return cookies;
}

/**
 * The checkout's cookies in the browser's own jar (Lighthouse does not clear cookies), and a look at the page: the
 * run must measure the three suppliers, not a sign-in page or an empty cart.
 */
async function signInBrowser(port: number, cookies: Cookie[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    await browser.setCookie(
      ...cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/', sameSite: 'Lax' as const, httpOnly: false })),
    );
    const tab = await browser.newPage();
    try {
      await tab.goto(`${web}/checkout`, { waitUntil: 'load', timeout: 120_000 });
      const groups = await tab
        .waitForFunction(() => document.querySelectorAll('[data-testid=cart-group]').length === 3, {
          timeout: 60_000,
        })
        .then(
          () => 3,
          () => tab.evaluate(() => document.querySelectorAll('[data-testid=cart-group]').length),
        );
      if (groups !== 3) throw new BrokenRun(`/checkout shows ${groups} supplier group(s), not 3 (at ${tab.url()})`);
    } finally {
      await tab.close();
    }
  } finally {
    await browser.disconnect();
  }
}

async function signOutBrowser(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const cookies = await browser.cookies();
    if (cookies.length) await browser.deleteCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

interface PageResult {
  name: string;
  path: string;
  target: number;
  status: number;
  /** The path Lighthouse ended on (a redirect shows here). */
  finalPath: string;
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
async function runLighthouse(port: number, page: PageCase) {
  const pagePath = page.path;
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(web + pagePath, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(env.LH_CPU_MULTIPLIER ? { throttling: { cpuSlowdownMultiplier: Number(env.LH_CPU_MULTIPLIER) } } : {}),
      // An extra Cookie header would replace the jar's: not on the signed-in page (its region is the account's).
      ...(env.LH_REGION && !page.signedIn ? { extraHeaders: { Cookie: `cb_region=${env.LH_REGION}` } } : {}),
    });
    if (result && !result.lhr.runtimeError) return result;
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    say(`  attempt ${attempt} failed: ${problem}`);
  }
  throw new BrokenRun(`Lighthouse on ${pagePath}: ${problem}`);
}

async function audit(port: number, page: PageCase, cookie = ''): Promise<PageResult> {
  const status = (await fetch(web + page.path, { redirect: 'manual', headers: cookie ? { cookie } : {} })).status;
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await runLighthouse(port, page);
    const { lhr } = result;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const report = path.join(outDir, `${page.name}${runs > 1 ? `-${i + 1}` : ''}.html`);
    writeFileSync(report, String(result.report));
    writeFileSync(report.replace(/\.html$/, '.json'), JSON.stringify(lhr));
    results.push({
      ...page,
      status,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
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
    const list = await pages(selectedPages());
    chrome = await chromeLauncher.launch({
      chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const results: PageResult[] = [];
    for (const page of list) {
      if (page.signedIn) {
        say(`Signing in ${OWNER.login} and filling a 3-supplier cart for ${page.path}…`);
        const cookies = await prepareCheckout();
        await signInBrowser(chrome.port, cookies);
        say(`Lighthouse (mobile) ${page.path}, signed in…`);
        try {
          results.push(await audit(chrome.port, page, cookieHeader(cookies)));
        } finally {
          await signOutBrowser(chrome.port);
        }
      } else {
        say(`Lighthouse (mobile) ${page.path}…`);
        results.push(await audit(chrome.port, page));
      }
    }
    say(
      `\n# Lighthouse (mobile, simulated throttling), ${runs} run(s) per page, ${env.LH_REGION ? `region cookie ${env.LH_REGION}` : 'first visit'}${list.some((p) => p.signedIn) ? ' (signed-in pages as the demo owner)' : ''}; commit ${commit()}; Node ${process.version}, ${os.cpus().length} cores, load average ${os
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
      const where = r.status === 200 && r.finalPath === r.path;
      const ok = where && r.performance >= r.target && r.cls <= 0.05;
      if (!ok) misses++;
      say(
        `${ok ? 'PASS' : 'MISS'}  ${r.name} ${r.path}: ${r.status === 200 ? '' : `HTTP ${r.status}, `}${r.finalPath === r.path ? '' : `ended on ${r.finalPath}, `}performance ${r.performance} (≥ ${r.target}), CLS ${r.cls.toFixed(3)} (≤ 0.05)`,
      );
    }
    const out = path.join(outDir, 'last-run.json');
    writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), commit: commit(), runs, results }, null, 2));
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
