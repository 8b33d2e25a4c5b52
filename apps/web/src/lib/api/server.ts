import { COOKIES, DEFAULT_TIMEZONE, HEADERS } from '@chobep/domain';
import { cookies, headers } from 'next/headers';
import { getRequestContext } from '../request-context';
import type { Operation } from './graphql';
import { apiOrigin, CLIENT_NAME, CLIENT_VERSION } from './origin';
import { dataOrThrow, postGraphQL } from './request';

/**
 * Server components call the API directly (not through the /graphql rewrite) with the caller's
 * Cookie header, as the proxy forwarded it (a renewed access token is already in it).
 */
export async function serverRequest<Result, Variables>(
  document: Operation<Result, Variables>,
  variables?: Variables,
): Promise<Result> {
  const [h, c, context] = await Promise.all([headers(), cookies(), getRequestContext()]);
  const forwarded = new Headers({
    [HEADERS.language]: context.locale,
    [HEADERS.timezone]: DEFAULT_TIMEZONE,
    [HEADERS.clientName]: CLIENT_NAME,
    [HEADERS.clientVersion]: CLIENT_VERSION,
  });
  const cookie = h.get('cookie');
  if (cookie) forwarded.set('cookie', cookie);
  const storeId = c.get(COOKIES.store)?.value;
  if (storeId) forwarded.set(HEADERS.store, storeId);
  const region = context.viewer?.buyer.region ?? context.storedRegion;
  if (region) forwarded.set(HEADERS.region, region);
  const forwardedFor = h.get('x-forwarded-for');
  if (forwardedFor) forwarded.set('x-forwarded-for', forwardedFor);
  return dataOrThrow(
    await postGraphQL(`${apiOrigin()}/graphql`, document, variables, {
      headers: forwarded,
      signal: AbortSignal.timeout(10_000),
    }),
  );
}
