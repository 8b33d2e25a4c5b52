import { COOKIES, DEFAULT_TIMEZONE, HEADERS } from '@chobep/domain/platform/constants';
import { readCookie } from '../client-cookies';
import type { Operation } from './graphql';
import { CLIENT_NAME, CLIENT_VERSION } from './origin';
import { dataOrThrow, postGraphQL } from './request';

/**
 * Client components call the same-origin /graphql (rewritten to the API); the httpOnly session
 * cookies travel with it and Set-Cookie answers land in the browser.
 */
export async function browserRequest<Result, Variables>(
  document: Operation<Result, Variables>,
  variables?: Variables,
): Promise<Result> {
  const headers = new Headers({
    [HEADERS.language]: globalThis.document?.documentElement.lang || 'vi',
    [HEADERS.timezone]: Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE,
    [HEADERS.clientName]: CLIENT_NAME,
    [HEADERS.clientVersion]: CLIENT_VERSION,
  });
  const storeId = readCookie(COOKIES.store);
  if (storeId) headers.set(HEADERS.store, storeId);
  const region = readCookie(COOKIES.region);
  if (region) headers.set(HEADERS.region, region);
  return dataOrThrow(await postGraphQL('/graphql', document, variables, { headers, credentials: 'same-origin' }));
}
