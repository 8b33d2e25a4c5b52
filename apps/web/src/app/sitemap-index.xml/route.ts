import { siteOrigin } from '@/lib/site-origin';
import { sitemapIds } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * The sitemap index: Next.js serves the files of a split sitemap (app/sitemap.ts with
 * generateSitemaps) under /sitemap/{id}.xml but no index, and /sitemap.xml is where crawlers look.
 */
export async function GET() {
  const [origin, ids] = await Promise.all([siteOrigin(), sitemapIds()]);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...ids.map((id) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${id}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
}
