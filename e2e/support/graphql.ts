import { type APIRequestContext, expect } from '@playwright/test';

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * A call to the same-origin /graphql (the web app rewrites it to the API). Through `page.request`
 * it shares the browser context's cookies both ways: the httpOnly session cookies go with it and
 * the Set-Cookie answers land in the context.
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-lang': 'vi', ...headers },
  });
  expect(response.status(), `POST /graphql answered ${response.status()}: ${await response.text()}`).toBeLessThan(500);
  return (await response.json()) as GraphQLResult<T>;
}

export const ME_LOGIN = `
  mutation E2eSignIn($input: MeLoginInput!) {
    meLogin(input: $input) { success userErrors { field message code } me { id name } }
  }
`;

export const ME_LANG = `query E2eMeLang { me { id lang } }`;

export const ME_UPDATE_LANG = `
  mutation E2eUpdateLang($lang: Language!) { meUpdateLang(lang: $lang) { success } }
`;

export const ME_LOGOUT = `mutation E2eSignOut { meLogout { success } }`;
