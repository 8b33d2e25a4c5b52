import type { Context } from '../../../context';

/**
 * The web app's origin that links in mails point to: SITE_URL, else the address `npm start` serves the web app on
 * (createServer decides it once, with publicOrigin). Never the request's Host, X-Forwarded-Host or Origin: a caller
 * writes those, and a forged one would put their site into someone else's reset mail.
 */
export function mailLinkOrigin(ctx: Pick<Context, 'siteUrl'>): string {
  return ctx.siteUrl;
}
