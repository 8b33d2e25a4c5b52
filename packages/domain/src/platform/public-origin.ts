import { parseOriginList } from './origin-policy';

/** Where `npm start` serves the web app when PORT is not set. */
export const DEFAULT_WEB_ORIGIN = 'http://localhost:3000';

export interface PublicOriginSettings {
  /** SITE_URL: the site's public origin, set by whoever runs it (https://chobep.vn). */
  siteUrl?: string | null | undefined;
  /** WEB_ORIGIN: the address `npm start` serves the web app on (http://localhost:{PORT}), which it passes to both processes. */
  webOrigin?: string | null | undefined;
}

/**
 * The origin of every absolute URL the servers build — links in mails (password resets, invitations, order changes),
 * canonical and social URLs, the sitemap, robots.txt: SITE_URL when it is an http(s) URL, else WEB_ORIGIN, else
 * http://localhost:3000. Never a request's Host, X-Forwarded-Host or Origin: those are whatever the caller wrote, and a
 * reset link pointing at the caller's site hands them the account.
 */
export function publicOrigin(settings: PublicOriginSettings): string {
  return parseOriginList(settings.siteUrl)[0] ?? parseOriginList(settings.webOrigin)[0] ?? DEFAULT_WEB_ORIGIN;
}

/**
 * What the servers say at start about SITE_URL, or null when there is nothing to say: in production a missing
 * SITE_URL means every link points at the fallback (a machine's own address, useless in a mail); a SITE_URL that is no
 * http(s) URL is ignored, in any mode.
 */
export function siteUrlWarning(settings: PublicOriginSettings & { production: boolean }): string | null {
  const fallback = publicOrigin({ webOrigin: settings.webOrigin });
  const siteUrl = settings.siteUrl?.trim();
  if (siteUrl && !parseOriginList(siteUrl).length)
    return `SITE_URL (${siteUrl}) is not an http(s) URL and is ignored: links in mails and absolute URLs point at ${fallback}.`;
  if (!siteUrl && settings.production)
    return (
      `SITE_URL is not set: links in mails (password resets, invitations) and absolute URLs point at ${fallback}, ` +
      'the address this machine serves on. Set SITE_URL to the public origin of the site (e.g. https://chobep.vn).'
    );
  return null;
}
