import { requestOrigin } from '@chobep/domain/platform/origin-policy';
import type { Context } from '../../../context';

/**
 * The web app's origin that links in mails point to. SITE_URL when configured — set it in production, since the
 * request's own host is whatever its sender wrote (a poisoned Host would put someone else's site in a reset
 * mail). Without it (development, the demo, the tests) the origin the request was addressed to: the web forwarder's
 * X-Forwarded-Host/-Proto, else the Host.
 */
export function mailLinkOrigin(ctx: Pick<Context, 'siteUrl' | 'req'>): string {
  if (ctx.siteUrl) return new URL(ctx.siteUrl).origin;
  const header = (name: string) => {
    const value = ctx.req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return (
    requestOrigin({
      host: header('host'),
      forwardedHost: header('x-forwarded-host'),
      forwardedProto: header('x-forwarded-proto'),
      protocol: ctx.req.protocol,
    }) ?? 'http://localhost:3000'
  );
}
