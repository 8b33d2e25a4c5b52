import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type Request, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { COOKIES, cookieValue } from '../../support/cookies';
import { BASE_URL } from '../../support/env';
import { graphql, ME_LANG } from '../../support/graphql';
import { signInQuickly } from '../../support/session';

/**
 * Issue 11 §4. A page on another origin of the same site (in production a sibling subdomain; here another
 * port of 127.0.0.1, which Chromium also counts as same-site, so the SameSite=Lax session cookies go along)
 * must not read the signed-in user's data through /graphql nor change anything in their name.
 */
const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT) || 3599;
const FOREIGN = `http://127.0.0.1:${FOREIGN_PORT}`;

// One fixed port for the foreign page, and nothing in it depends on the width: desktop only.
test.skip(({ isMobile }) => isMobile, 'layout-independent; the foreign page needs its one port');

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FOREIGN_PORT, '127.0.0.1', resolve);
  });
  expect((server.address() as AddressInfo).port).toBe(FOREIGN_PORT);
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

type Attempt = { read: string; status: number } | { blocked: string };

/** fetch() from the foreign page with the user's cookies, as an attacker's script would. */
function attempt(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Attempt> {
  return page.evaluate(
    async ({ url, body }) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body,
        });
        return { read: await res.text(), status: res.status };
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { url: `${BASE_URL}/graphql`, body: JSON.stringify({ query, variables }) },
  );
}

test('a page of another origin can neither read the session nor change anything with it', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.purchaser, { rememberMe: true });
  const rememberToken = await cookieValue(context, COOKIES.rememberToken);
  const accessToken = await cookieValue(context, COOKIES.accessToken);
  expect(rememberToken).toBeTruthy();
  const langBefore = (await graphql<{ me: { lang: string } }>(page.request, ME_LANG)).data?.me.lang;
  expect(langBefore).toBe('vi');

  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${BASE_URL}/graphql`)) calls.push(request);
  });
  await page.goto(FOREIGN);
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();

  // Reading: the browser may not hand the answer to the page.
  const me = await attempt(page, 'query { me { email telephone } }');
  expect(me, 'me { email } must not be readable from another origin').toHaveProperty('blocked');
  expect(JSON.stringify(me)).not.toContain(ACCOUNTS.purchaser.email);

  // Changing: a language change and a token renewal get nowhere either.
  const lang = await attempt(page, 'mutation($l: Language!) { meUpdateLang(lang: $l) { success } }', { l: 'en' });
  expect(lang).toHaveProperty('blocked');
  const relogin = await attempt(page, 'mutation { meRelogin { success accessToken rememberToken } }');
  expect(relogin).toHaveProperty('blocked');
  expect(JSON.stringify(relogin)).not.toMatch(/rememberToken"\s*:\s*"/);

  // A request the browser sends without a preflight (no-cors, a text body) carries the cookies and
  // reaches the server: the Origin check refuses it there, before the API runs anything.
  const simple = page.waitForResponse(
    (res) => res.url().startsWith(`${BASE_URL}/graphql`) && res.request().method() === 'POST',
  );
  await page.evaluate(
    ({ url, body }) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(() => null),
    {
      url: `${BASE_URL}/graphql`,
      body: JSON.stringify({ query: 'mutation { meUpdateLang(lang: en) { success } }' }),
    },
  );
  const refused = await simple;
  expect(refused.status()).toBe(403);
  const sent = await refused.request().allHeaders();
  expect(sent.origin).toBe(FOREIGN);
  expect(sent.cookie ?? '', 'the session cookies did go along: only the Origin protects').toContain(
    `${COOKIES.accessToken}=`,
  );

  // Each JSON call was stopped at its preflight, which got no CORS headers.
  const preflights = calls.filter((request) => request.method() === 'OPTIONS');
  expect(preflights.length).toBeGreaterThanOrEqual(3);
  for (const preflight of preflights) {
    const answer = await preflight.response();
    expect(answer?.headers()['access-control-allow-origin']).toBeUndefined();
    expect(answer?.headers()['access-control-allow-credentials']).toBeUndefined();
  }
  expect(calls.filter((request) => request.method() === 'POST')).toHaveLength(1);

  // Nothing changed for the user: same language, same tokens, still signed in.
  expect(await cookieValue(context, COOKIES.rememberToken)).toBe(rememberToken);
  expect(await cookieValue(context, COOKIES.accessToken)).toBe(accessToken);
  const after = await graphql<{ me: { lang: string } }>(page.request, ME_LANG);
  expect(after.data?.me.lang).toBe('vi');
});

test('the app itself still reads and changes with the same cookies', async ({ page }) => {
  await signInQuickly(page, ACCOUNTS.approver);
  await page.goto('/');
  const me = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    return res.json();
  });
  expect(me).toEqual({ data: { me: { email: ACCOUNTS.approver.email } } });
});
