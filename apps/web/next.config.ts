import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const isDev = process.env.NODE_ENV !== 'production';

/** Next.js inlines its bootstrap scripts, so script-src needs 'unsafe-inline' without nonces. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? ' ws:' : ''}`,
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

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
