import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-origin';
import { sitemapEntries, sitemapIds } from '@/lib/sitemap';

// Built per request from the API: the catalogue changes all day and the build has no API to ask.
export const dynamic = 'force-dynamic';

/** /sitemap/pages.xml and /sitemap/products-{n}.xml; /sitemap.xml is their index (sitemap.xml/route.ts). */
export async function generateSitemaps() {
  return (await sitemapIds()).map((id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const [id, origin] = await Promise.all([props.id, siteOrigin()]);
  return sitemapEntries(origin, id);
}
