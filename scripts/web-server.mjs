#!/usr/bin/env node
// The web server: Next.js (production, or development with --dev) behind one first step that
// decides who the client is. Next.js keeps an incoming X-Forwarded-For as it is and only fills it
// in when it is absent, so a browser could name any address and the API, which trusts the web
// server, would count sign-in attempts against it. Here X-Forwarded-For/-Proto/-Host are rewritten
// from the socket and TRUSTED_PROXIES (packages/domain client-address) before anything reads them.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

// The rule lives in packages/domain (TypeScript). It is bundled in memory rather than loaded through tsx: tsx's
// require hook, once registered, breaks Next.js' own loading of next.config.ts and the modules it imports.
const bundled = await build({
  entryPoints: [path.join(root, 'packages/domain/src/platform/client-address.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
// esbuild's service process is not needed once the rule is loaded.
await stop();
const { normalizeForwardedHeaders, parseTrustedProxies } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const server = createServer((req, res) => {
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

const { default: next } = await import('next');
// httpServer: Next.js attaches its development hot-reloading socket to it.
const app = next({ dev, dir: path.join(root, 'apps/web'), port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
server.listen(port, () => console.log(`Web server ready on http://localhost:${port}${dev ? ' (development)' : ''}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
