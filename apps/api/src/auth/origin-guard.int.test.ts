import { users } from '@chobep/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

/**
 * Issue 11 §4: a page of another origin of the same site (a sibling subdomain; here another port of
 * 127.0.0.1) gets SameSite=Lax cookies sent along. It must neither read (CORS) nor change (Origin check).
 */
let api: TestApi;
/** The same database behind a server with SITE_URL and CORS_ORIGINS set. */
let configuredApp: Awaited<ReturnType<typeof createServer>>;
beforeAll(async () => {
  api = await createTestApi();
  configuredApp = await createServer({
    database: api.database,
    logLevel: 'silent',
    corsOrigins: ['https://shop.example', 'https://admin.shop.example'],
  });
  await configuredApp.ready();
});
afterAll(async () => {
  await configuredApp?.close();
  await api?.close();
});

const API_HOST = '127.0.0.1:4000';
const WEB_ORIGIN = 'http://127.0.0.1:3000';
const FOREIGN = 'http://127.0.0.1:3599';

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function post(
  client: TestClient | null,
  query: string,
  headers: Record<string, string>,
  app: TestApi['app'] = api.app,
  variables?: Record<string, unknown>,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: API_HOST,
      'content-type': 'application/json',
      ...(client ? { cookie: cookieHeader(client) } : {}),
      ...headers,
    },
    payload: JSON.stringify({ query, variables }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
    setCookies: res.cookies,
  };
}

/** As the web origin's forwarder passes a browser call on. */
const viaWeb = (origin: string) => ({ origin, 'x-forwarded-host': '127.0.0.1:3000', 'x-forwarded-proto': 'http' });

describe('credentialed CORS on /graphql', () => {
  it('answers the web origin (behind the forwarder) and the API origin itself with credentials', async () => {
    const web = await post(null, '{ __typename }', viaWeb(WEB_ORIGIN));
    expect(web.status).toBe(200);
    expect(web.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(web.headers['access-control-allow-credentials']).toBe('true');
    expect(String(web.headers.vary)).toMatch(/origin/i);

    const self = await post(null, '{ __typename }', { origin: `http://${API_HOST}` });
    expect(self.headers['access-control-allow-origin']).toBe(`http://${API_HOST}`);
  });

  it('answers SITE_URL and CORS_ORIGINS when configured, and only those', async () => {
    for (const origin of ['https://shop.example', 'https://admin.shop.example']) {
      const res = await post(null, '{ __typename }', { origin }, configuredApp);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
    const other = await post(null, '{ __typename }', { origin: 'https://evil.shop.example' }, configuredApp);
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives a foreign origin no CORS header, on a preflight or a call', async () => {
    for (const origin of [FOREIGN, 'null', 'https://shop.example']) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          host: API_HOST,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

      const call = await post(null, '{ __typename }', { origin });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers an allowed preflight', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { ...viaWeb(WEB_ORIGIN), host: API_HOST, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('Origin check (CSRF)', () => {
  it('refuses a signed-in read, a language change and meRelogin from a foreign origin, translated, before running them', async () => {
    const victim = api.client();
    await victim.signIn('purchaser@chobep.vn');
    const rememberToken = victim.cookies.get('cb_rt');
    const langBefore = await userLang('purchaser@chobep.vn');

    const me = await post(victim, '{ me { email } }', viaWeb(FOREIGN));
    expect(me.status).toBe(403);
    expect(me.body.data).toBeUndefined();
    expect(me.body.errors).toEqual([
      { message: 'Yêu cầu đến từ một trang web khác nên đã bị từ chối', extensions: { code: 'FORBIDDEN_ORIGIN' } },
    ]);
    expect(JSON.stringify(me.body)).not.toContain('purchaser@chobep.vn');

    const lang = await post(victim, 'mutation { meUpdateLang(lang: en) { success } }', {
      origin: FOREIGN,
      'x-lang': 'en',
    });
    expect(lang.status).toBe(403);
    expect(lang.body.errors?.[0]).toEqual({
      message: 'This request comes from another website and was refused',
      extensions: { code: 'FORBIDDEN_ORIGIN' },
    });
    expect(await userLang('purchaser@chobep.vn')).toBe(langBefore);

    const relogin = await post(victim, 'mutation { meRelogin { success rememberToken } }', { origin: FOREIGN });
    expect(relogin.status).toBe(403);
    expect(relogin.setCookies).toEqual([]);
    expect(JSON.stringify(relogin.body)).not.toContain('rememberToken"');
    // The victim's remember token was not rotated: it still renews once, from the app itself.
    const own = await post(
      null,
      'mutation($t: String) { meRelogin(input: { rememberToken: $t }) { success } }',
      viaWeb(WEB_ORIGIN),
      api.app,
      { t: rememberToken },
    );
    expect(own.body.data).toEqual({ meRelogin: { success: true } });
  });

  it('refuses a sign-in from a foreign origin (login CSRF) without setting cookies', async () => {
    const res = await post(
      null,
      'mutation($i: MeLoginInput!) { meLogin(input: $i) { success } }',
      { origin: FOREIGN },
      api.app,
      { i: { login: 'owner@chobep.vn', password: 'chobep123' } },
    );
    expect(res.status).toBe(403);
    expect(res.setCookies).toEqual([]);
  });

  it('refuses a POST a browser marks cross-site or same-site without an Origin', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    for (const site of ['cross-site', 'same-site']) {
      const res = await post(client, '{ me { email } }', { 'sec-fetch-site': site });
      expect(res.status).toBe(403);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN_ORIGIN');
    }
  });

  it('keeps requests without Origin working: servers, curl, mobile apps, the web server', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    const res = await post(client, '{ me { email } }', {});
    expect(res.body.data).toEqual({ me: { email: 'purchaser@chobep.vn' } });
    const sameOrigin = await post(client, '{ me { email } }', {
      ...viaWeb(WEB_ORIGIN),
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.body.data).toEqual({ me: { email: 'purchaser@chobep.vn' } });
  });
});

describe('non-JSON bodies', () => {
  it.each([
    ['text/plain', '{"query":"mutation { meUpdateLang(lang: en) { success } }"}'],
    [
      'application/x-www-form-urlencoded',
      'query=mutation%20%7B%20meUpdateLang(lang%3A%20en)%20%7B%20success%20%7D%20%7D',
    ],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n',
    ],
  ])('refuses %s with 415 without running it (what a plain HTML form can send)', async (contentType, payload) => {
    const client = api.client();
    await client.signIn('approver@chobep.vn');
    const before = await userLang('approver@chobep.vn');
    const res = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: API_HOST, 'content-type': contentType, cookie: cookieHeader(client) },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(await userLang('approver@chobep.vn')).toBe(before);
  });
});

async function userLang(email: string): Promise<string | undefined> {
  const [row] = await api.database.db.select({ lang: users.lang }).from(users).where(eq(users.email, email));
  return row?.lang;
}
