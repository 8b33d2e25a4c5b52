#!/usr/bin/env node
// The web server: Next.js (production, or development with --dev) behind one first step that
// decides who the client is. Next.js keeps an incoming X-Forwarded-For as it is and only fills it
// in when it is absent, so a browser could name any address and the API, which trusts the web
// server, would count sign-in attempts against it. Here X-Forwarded-For/-Proto/-Host are rewritten
// from the socket and TRUSTED_PROXIES (packages/domain client-address) before anything reads them.
// Until the API says it is ready (GET /ready), every request gets a 503 page saying the site is starting.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

// The rules live in packages/domain (TypeScript). They are bundled in memory rather than loaded through tsx: tsx's
// require hook, once registered, breaks Next.js' own loading of next.config.ts and the modules it imports.
const bundled = await build({
  stdin: {
    contents: `export { normalizeForwardedHeaders, parseTrustedProxies } from './platform/client-address';
      export { COOKIES } from './platform/constants';
      export { resolveLanguage } from './platform/lang-url';
      export { siteUrlWarning } from './platform/public-origin';`,
    resolveDir: path.join(root, 'packages/domain/src'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
// esbuild's service process is not needed once the rule is loaded.
await stop();
const { normalizeForwardedHeaders, parseTrustedProxies, COOKIES, resolveLanguage, siteUrlWarning } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
// Said once per start of the production web server (npm start without --dev); the API says it only when run on its
// own (apps/api/src/main.ts).
const siteUrlProblem = siteUrlWarning({
  siteUrl: process.env.SITE_URL,
  webOrigin: process.env.WEB_ORIGIN,
  production: !dev,
});
if (siteUrlProblem) console.warn(`Warning: ${siteUrlProblem}`);
const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

// Pages are served only once the API is ready (its /ready: database prepared, catalogue in memory). Before, every
// page would render with its sections failing (NETWORK_ERROR, then timeouts while the API loads the demo data), and
// a visitor would see an empty marketplace. Until then each request gets a small 503 page that says the site is
// starting and reloads itself; the port is open from the first moment, so a browser never meets a refused connection.
// Once open, the gate stays open: a later API restart is the pages' own business (each shows its error state).
const apiOrigin = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT || 4000}`).replace(/\/+$/, '');
let apiReady = false;
let handle = null;
/** Seconds a starting page asks the browser (and any client reading Retry-After) to wait before asking again. */
const STARTING_RETRY_SECONDS = 2;
const messages = Object.fromEntries(
  ['vi', 'en'].map((lang) => [
    lang,
    JSON.parse(readFileSync(path.join(root, `apps/web/messages/${lang}.json`), 'utf8')).starting,
  ]),
);

async function waitForApi() {
  const started = performance.now();
  while (!apiReady) {
    try {
      const res = await fetch(`${apiOrigin}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        apiReady = true;
        console.log(`Web server: the API is ready (after ${((performance.now() - started) / 1000).toFixed(1)} s)`);
        return;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The page shown while the API (or Next.js) is not ready: in the visitor's language, never cached. */
function starting(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const lang = resolveLanguage(url.searchParams.get('lang'), cookieValue(req.headers.cookie, COOKIES.language));
  const t = messages[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}"><title>${escapeHtml(t.title)}</title><style>body{font-family:system-ui,sans-serif;color:#1f2a22;max-width:32rem;margin:15vh auto;padding:0 1rem;text-align:center}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#3a7d4e;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:2px solid #3a7d4e;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.body)}</p><a href="">${escapeHtml(t.retry)}</a></main></body></html>`;
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(STARTING_RETRY_SECONDS),
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

const server = createServer((req, res) => {
  if (!apiReady || !handle) {
    starting(req, res);
    return;
  }
  normalizeForwardedHeaders(proxies, req.headers, {
    remoteAddress: req.socket.remoteAddress,
    encrypted: Boolean(req.socket.encrypted),
  });
  handle(req, res);
});

// Idle keep-alive connections stay open longer than a load balancer's usual 60 s, so the server is never the side
// that closes a socket a client (or proxy) is about to reuse — the race that ends in ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port);
waitForApi();

if (process.env.WEB_SERVER_FAKE_NEXT) {
  // scripts/supervisor.test.ts: the gate in front of a stand-in for Next.js that answers its pid, so the test needs
  // no web build.
  handle = (_req, res) => res.end(String(process.pid));
} else {
  const { default: next } = await import('next');
  // httpServer: Next.js attaches its development hot-reloading socket to it.
  const app = next({ dev, dir: path.join(root, 'apps/web'), port, httpServer: server });
  const nextHandle = app.getRequestHandler();
  await app.prepare();
  handle = nextHandle;
}
console.log(`Web server ready on http://localhost:${port}${dev ? ' (development)' : ''}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
