import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { COOKIES, cookieValue } from '../../support/cookies';
import { BASE_URL, WEB_PORT } from '../../support/env';
import { graphql, ME_LANG } from '../../support/graphql';
import { signInQuickly } from '../../support/session';

/**
 * Issue 11 §4. A page on another origin of the same site (in production a sibling subdomain; here another
 * port of 127.0.0.1, which Chromium also counts as same-site, so the SameSite=Lax session cookies go along)
 * must not read the signed-in user's data through /graphql nor change anything in their name.
 */
// 3599 beside the default web port 3100; moved along with E2E_WEB_PORT so that parallel runs do not collide.
const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT) || WEB_PORT + 499;
const FOREIGN = `http://127.0.0.1:${FOREIGN_PORT}`;

// One fixed port for the foreign page, and nothing in it depends on the width: desktop only.
test.skip(({ isMobile }) => isMobile, 'layout-independent; the foreign page needs its one port');

/** The foreign site: one small page, served for the length of one test. */
async function foreignSite(): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FOREIGN_PORT, '127.0.0.1', resolve);
  });
  expect((server.address() as AddressInfo).port).toBe(FOREIGN_PORT);
  return server;
}

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

  const server = await foreignSite();
  try {
    await attackFromForeignPage(page);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }

  // Nothing changed for the user: same language, same tokens, still signed in.
  expect(await cookieValue(context, COOKIES.rememberToken)).toBe(rememberToken);
  expect(await cookieValue(context, COOKIES.accessToken)).toBe(accessToken);
  const after = await graphql<{ me: { lang: string } }>(page.request, ME_LANG);
  expect(after.data?.me.lang).toBe('vi');
});

async function attackFromForeignPage(page: Page): Promise<void> {
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
  // 403 from the Origin check (FORBIDDEN_ORIGIN); without it the text body would only get Yoga's 415.
  expect(refused.status()).toBe(403);
  // The JSON calls stopped at their preflight, which the app answers without CORS headers.
  const preflight = await page.request.fetch(`${BASE_URL}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin: FOREIGN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  expect(preflight.headers()['access-control-allow-credentials']).toBeUndefined();
}

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
