import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { createServer } from './server';
import { createTestApi, PASSWORD, type TestApi } from './test/harness';

/**
 * Issue 11 §4: tokens, passwords and remember tokens never appear in the API's logs, at the most verbose
 * level, whatever the client sends and however (POST body, GET query string, headers, refused calls).
 */
let api: TestApi;
let app: Awaited<ReturnType<typeof createServer>>;
const lines: string[] = [];
beforeAll(async () => {
  api = await createTestApi();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await createServer({ database: api.database, logLevel: 'trace', logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const WRONG_PASSWORD = 'Sai-mat-khau-9f3e1c';
const LOGIN = `mutation($input: MeLoginInput!) { meLogin(input: $input) { success accessToken rememberToken } }`;
const RELOGIN = `mutation($input: MeReloginInput) { meRelogin(input: $input) { success accessToken rememberToken } }`;

async function call(
  body: { query: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
  method: 'POST' | 'GET' = 'POST',
) {
  const url =
    method === 'GET'
      ? `/graphql?query=${encodeURIComponent(body.query)}&variables=${encodeURIComponent(JSON.stringify(body.variables ?? {}))}`
      : '/graphql';
  const res = await app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
  });
  return { json: res.json() as { data?: Record<string, Record<string, string>> }, cookies: res.cookies };
}

describe('log lines', () => {
  it('never hold a password, an access token, a remember token or a cookie value', async () => {
    const secrets: string[] = [PASSWORD, WRONG_PASSWORD];

    // A failed sign-in, then a successful one.
    await call({ query: LOGIN, variables: { input: { login: 'purchaser@chobep.vn', password: WRONG_PASSWORD } } });
    const login = await call({
      query: LOGIN,
      variables: { input: { login: 'owner@chobep.vn', password: PASSWORD, rememberMe: true } },
    });
    const { accessToken, rememberToken } = login.json.data?.meLogin ?? {};
    expect(accessToken).toBeTruthy();
    expect(rememberToken).toBeTruthy();
    secrets.push(
      accessToken ?? '',
      rememberToken ?? '',
      ...login.cookies.map((c) => c.value).filter((v) => v.length > 8),
    );
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    // Signed-in calls with the cookies and with a Bearer token.
    await call({ query: '{ me { email } }' }, { cookie });
    await call({ query: '{ me { email } }' }, { authorization: `Bearer ${accessToken}` });

    // Renewals: from the cookie, then from a token in the input (mobile clients).
    const renewed = await call({ query: RELOGIN }, { cookie });
    const next = renewed.json.data?.meRelogin?.rememberToken;
    expect(next).toBeTruthy();
    secrets.push(next ?? '', renewed.json.data?.meRelogin?.accessToken ?? '');
    const mobile = await call({ query: RELOGIN, variables: { input: { rememberToken: next } } });
    secrets.push(mobile.json.data?.meRelogin?.rememberToken ?? '', mobile.json.data?.meRelogin?.accessToken ?? '');

    // Secrets in a query string (GET is refused for mutations, but the URL is still a log field), and in
    // calls refused by the Origin check.
    await call(
      { query: LOGIN, variables: { input: { login: 'owner@chobep.vn', password: PASSWORD } } },
      { cookie },
      'GET',
    );
    await call(
      { query: RELOGIN, variables: { input: { rememberToken: next } } },
      { cookie, origin: 'http://127.0.0.1:3599' },
    );
    await call({ query: '{ me { email } }' }, { authorization: `Bearer ${accessToken}`, origin: 'null' });
    await call({ query: 'mutation { meLogout { success } }' }, { cookie });

    // The capture works: every request left its line.
    expect(lines.filter((line) => line.includes('request completed')).length).toBeGreaterThanOrEqual(10);
    const leaks = secrets
      .filter((secret) => secret.length >= 8)
      .flatMap((secret) => lines.filter((line) => line.includes(secret)).map((line) => ({ secret, line })));
    expect(leaks).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/cb_(at|rt)=/);
  });

  it('redact secrets even when a future line logs headers or variables', () => {
    const captured: string[] = [];
    const log = createLogger('debug', {
      write(line: string) {
        captured.push(line);
      },
    });
    log.debug(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'cb_at=secret-cookie' } },
        variables: { input: { login: 'owner@chobep.vn', password: 'hunter2-secret', rememberToken: 'rt-secret-1' } },
        result: { accessToken: 'at-secret-2', rememberToken: 'rt-secret-3' },
      },
      'an operation',
    );
    const text = captured.join('');
    for (const secret of [
      'abc.def.ghi',
      'secret-cookie',
      'hunter2-secret',
      'rt-secret-1',
      'at-secret-2',
      'rt-secret-3',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('owner@chobep.vn');
  });
});
