import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/lib/security/headers';

/**
 * The baseline of every response, fixed at build time: the proxy (pages and files, with a nonce and
 * HSTS when COOKIE_SECURE=true) and the API forwarder replace it per request (src/lib/security/).
 */
const SECURITY_HEADERS = securityHeaders({ nonce: null, dev: process.env.NODE_ENV !== 'production', https: false }).map(
  ([key, value]) => ({ key, value }),
);

const nextConfig: NextConfig = {
  // A separate output folder lets a second build (another port, another API) run beside the default one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@chobep/domain'],
  // `npm run typecheck` (tsc -p apps/web/tsconfig.json) checks types; repeating it inside every
  // `next build` doubled the build time that `npm start` waits for on a fresh clone.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  // app/sitemap.ts is split (generateSitemaps: /sitemap/{id}.xml) and Next.js then serves no
  // /sitemap.xml, nor lets a route claim it: the index lives at /sitemap-index.xml.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/sitemap.xml', destination: '/sitemap-index.xml' }],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The catalogues are compiled at build time (icu-minify): the browser gets a 2 kB formatter
    // instead of the ICU parser and intl-messageformat, whose locale resolution alone took ≈ 12 ms
    // of the main thread while a page hydrated (docs/performance.md).
    messages: { path: './messages', format: 'json', locales: ['vi', 'en'], precompile: true },
  },
})(nextConfig);
