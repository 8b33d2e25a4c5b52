import { headers } from 'next/headers';

/**
 * The public origin for absolute URLs (canonical links, social cards, sitemap, robots): SITE_URL
 * when set, else the host the request came to (behind a proxy, its X-Forwarded-* headers).
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const host = firstValue(h.get('x-forwarded-host')) ?? h.get('host') ?? 'localhost';
  const proto = firstValue(h.get('x-forwarded-proto')) ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

function firstValue(header: string | null): string | null {
  const value = header?.split(',')[0]?.trim();
  return value ? value : null;
}
