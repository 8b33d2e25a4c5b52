import { publicOrigin } from '@chobep/domain';
import { connection } from 'next/server';

/**
 * The public origin for absolute URLs (canonical links, social cards, sitemap, robots, metadataBase): SITE_URL, else
 * the address `npm start` serves the web app on (WEB_ORIGIN) — publicOrigin in @chobep/domain, the rule the API uses
 * for links in mails. Never the request's Host or X-Forwarded-Host: a caller writes those, and a forged one would end
 * up in a cached sitemap or a page's canonical link.
 */
export async function siteOrigin(): Promise<string> {
  // Read at request time like the rest of the page, never baked into the build: SITE_URL may change without a rebuild.
  await connection();
  return publicOrigin({ siteUrl: process.env.SITE_URL, webOrigin: process.env.WEB_ORIGIN });
}
