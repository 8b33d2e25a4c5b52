#!/usr/bin/env node
// Runs the marketplace: builds the web app when its sources changed, then starts the
// API (PGlite in DATA_DIR, or DATABASE_URL) and the Next.js server side by side, each restarted when it dies
// (scripts/supervisor.mjs). `--build-only` builds the web app when needed and exits (npm run soak uses it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const buildOnly = process.argv.includes('--build-only');
const started = performance.now();
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  API_PORT: process.env.API_PORT ?? '4000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  NEXT_TELEMETRY_DISABLED: '1',
};
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
// The address this script serves the web app on. Without SITE_URL, links in mails and absolute URLs point here (both
// processes read it: publicOrigin in @chobep/domain), never at what a request's Host or Origin says.
env.WEB_ORIGIN = `http://localhost:${env.PORT}`;
if (!dev) env.NODE_ENV = 'production';

const webDir = path.join(root, 'apps/web');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/** A hash of everything the web build depends on, so a fresh clone or an edit triggers a build. */
function webSourceHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(full);
        hash.update(readFileSync(full));
      }
    }
  };
  for (const dir of ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'packages/domain/src'])
    walk(path.join(root, dir));
  for (const file of ['apps/web/next.config.ts', 'apps/web/package.json', 'package-lock.json']) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

// Tests of the supervision (scripts/supervisor.test.ts) replace the API by this `node -e` script, given its port in
// FAKE_PORT, and Next.js behind the web server by a stand-in (WEB_SERVER_FAKE_NEXT), so they need neither a build nor
// a database.
const fakeChildren = process.env.START_FAKE_CHILDREN;

if (!dev && !fakeChildren) {
  // NEXT_DIST_DIR (next.config.ts) lets a second build live beside the default one.
  const distDir = path.join(webDir, process.env.NEXT_DIST_DIR || '.next');
  const stamp = path.join(distDir, 'chobep-source-hash');
  const current = webSourceHash();
  const built =
    existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (!built) {
    console.log('Building the web app (first start or changed sources)…');
    const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, env, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(stamp, current);
  }
}

if (buildOnly) process.exit(0);

const children = [];
function run(name, args, cwd, childEnv = env) {
  // A crashed child is started again with backoff (0.5 s, 1 s, 2 s … 30 s; back to 0.5 s after a minute up);
  // the other keeps running. Each start prints the child's pid, which npm run soak reads to watch the API's memory.
  children.push(
    supervise({
      name,
      args,
      cwd,
      env: childEnv,
      onStart: (child) => console.log(`${name} process started (pid ${child.pid}).`),
    }),
  );
}

// The API's V8 flags (apps/api/node-flags.json): a 16 MB semi-space (Node's default, said explicitly). 64 MB made
// young-generation collections rarer (p99 of the benchmark) but kept up to 128 MB more RSS once the load had grown
// the young generation (docs/performance.md, "Memory").
const apiFlags = JSON.parse(readFileSync(path.join(root, 'apps/api/node-flags.json'), 'utf8'));
// Production runs the API bundled (scripts/build-api.mjs: about 130 MB less RSS than through tsx); --dev runs the
// TypeScript sources through tsx.
if (fakeChildren) run('API', ['-e', fakeChildren], root, { ...env, FAKE_PORT: env.API_PORT });
else {
  const apiEntry = dev ? ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')] : [await buildApi()];
  run('API', [...apiFlags, ...apiEntry], root);
}
// scripts/web-server.mjs: Next.js behind the step that sets X-Forwarded-* from TRUSTED_PROXIES, and behind the gate
// that answers "starting" (503) until the API's /ready does.
run(
  'Web',
  [path.join(root, 'scripts/web-server.mjs'), ...(dev ? ['--dev'] : [])],
  webDir,
  fakeChildren ? { ...env, WEB_SERVER_FAKE_NEXT: '1' } : env,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    Promise.all(children.map((child) => child.stop(signal))).then(() => process.exit(0));
  });
}

// Report when the first page is served, which is what a person waits for.
const deadline = Date.now() + 10 * 60_000;
async function waitForFirstPage() {
  while (Date.now() < deadline) {
    try {
      // The web server answers 503 "starting" until the API's /ready does; the first page that is not a 5xx is the
      // real one.
      const res = await fetch(`http://127.0.0.1:${env.PORT}/`, { redirect: 'manual' });
      if (res.status < 500) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`Chợ Bếp is ready: http://localhost:${env.PORT} (first page served ${seconds} s after start)`);
        return;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
}
waitForFirstPage();
