import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardToApi } from './forward';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The headers the forwarder sends to the API for an incoming request with these headers. */
async function forwardedHeaders(url: string, headers: Record<string, string>): Promise<Headers> {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  await forwardToApi(new Request(url, { method: 'GET', headers }), '/graphql');
  const init = fetch.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('forwardToApi', () => {
  it('tells the API the client address and protocol the web server resolved, not the URL Next.js listens on', async () => {
    // As scripts/web-server.mjs leaves them: one address, the protocol behind a trusted HTTPS proxy.
    const sent = await forwardedHeaders('http://localhost:3000/graphql?query=x', {
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'chobep.vn',
      host: 'localhost:3000',
    });
    expect(sent.get('x-forwarded-for')).toBe('198.51.100.4');
    expect(sent.get('x-forwarded-proto')).toBe('https');
    expect(sent.get('x-forwarded-host')).toBe('chobep.vn');
  });

  it('passes no X-Forwarded-Port the client wrote and falls back to the request URL for the protocol', async () => {
    const sent = await forwardedHeaders('http://localhost:3000/graphql', { 'x-forwarded-port': '1' });
    expect(sent.get('x-forwarded-port')).toBeNull();
    expect(sent.get('x-forwarded-proto')).toBe('http');
  });
});

/** A JWT whose only claim is its end, `seconds` from now (the forwarder reads `exp`, the API checks the rest). */
function accessToken(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

/**
 * The API as the forwarder meets it: meRelogin renews (new tokens as cookies), the file answers 200 with the renewed
 * access token and 401 without one.
 */
function fakeApi(renewedAccess: string) {
  const calls: { url: string; cookie: string | null; body: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const cookie = new Headers(init.headers).get('cookie');
    const body = typeof init.body === 'string' ? init.body : null;
    calls.push({ url, cookie, body });
    if (url.endsWith('/graphql') && body?.includes('meRelogin')) {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', `cb_at=${renewedAccess}; Path=/; HttpOnly; SameSite=Lax; Max-Age=900`);
      headers.append('set-cookie', 'cb_rt=rotated; Path=/; HttpOnly; SameSite=Lax');
      return new Response(JSON.stringify({ data: { meRelogin: { success: true, subcode: null } } }), { headers });
    }
    if (cookie?.includes(`cb_at=${renewedAccess}`))
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return new Response('Cần đăng nhập để tiếp tục', { status: 401 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('forwardToApi renews the session first, as the proxy does before a page', () => {
  const invoice = (cookie: string) =>
    forwardToApi(
      new Request('http://localhost:3000/invoices/0b5c9e7e-0000-4000-8000-000000000001.pdf?lang=vi', {
        headers: { cookie },
      }),
      '/invoices/0b5c9e7e-0000-4000-8000-000000000001.pdf',
    );

  it('a tab opened after the access cookie ended (15 minutes idle) gets the PDF, and the renewed cookies', async () => {
    const renewed = accessToken(900);
    const calls = fakeApi(renewed);
    const res = await invoice('cb_rt=idle-tab; cb_lang=vi; cb_session=1');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/graphql',
      '/invoices/0b5c9e7e-0000-4000-8000-000000000001.pdf',
    ]);
    expect(calls[1]?.cookie).toContain(`cb_at=${renewed}`);
    expect(calls[1]?.cookie).toContain('cb_rt=rotated');
    expect(res.headers.getSetCookie().join('\n')).toContain(`cb_at=${renewed}`);
  });

  it('an access token about to end is renewed too; one with time left is not', async () => {
    const renewed = accessToken(900);
    let calls = fakeApi(renewed);
    await invoice(`cb_at=${accessToken(3)}; cb_rt=ending`);
    expect(calls[0]?.body).toContain('meRelogin');
    calls = fakeApi(renewed);
    const alive = await invoice(`cb_at=${renewed}; cb_rt=fresh`);
    expect(alive.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(alive.headers.getSetCookie()).toEqual([]);
  });

  it('a token the API refuses though it looks alive is renewed and the download asked again', async () => {
    const renewed = accessToken(900);
    const calls = fakeApi(renewed);
    const res = await invoice(`cb_at=${accessToken(600)}; cb_rt=refused`);
    expect(res.status).toBe(200);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/invoices/0b5c9e7e-0000-4000-8000-000000000001.pdf',
      '/graphql',
      '/invoices/0b5c9e7e-0000-4000-8000-000000000001.pdf',
    ]);
  });

  it('without a remember token nothing is renewed: the API answers as it would', async () => {
    const calls = fakeApi(accessToken(900));
    const res = await invoice('cb_lang=vi');
    expect(res.status).toBe(401);
    expect(calls).toHaveLength(1);
  });
});

/**
 * An API on a real socket, reached with the real fetch: reads the body and answers its length, or 413 past 1 MiB as
 * Fastify's body limit does.
 */
async function listeningApi(): Promise<{ server: Server; seen: Array<{ expect: string | null; bytes: number }> }> {
  const seen: Array<{ expect: string | null; bytes: number }> = [];
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      seen.push({ expect: req.headers.expect ?? null, bytes });
      res.writeHead(bytes > 1024 * 1024 ? 413 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(bytes > 1024 * 1024 ? { message: 'Request body is too large' } : { data: { bytes } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { server, seen };
}

describe('forwardToApi with Expect: 100-continue (issue 22 point 9)', () => {
  // What curl sends with a body over 1 MB. The web server has answered the expectation (Node's http server sends
  // 100 Continue itself); passed on, the header made Node's fetch throw, and the caller got a 502.
  const post = (body: string) =>
    forwardToApi(
      new Request('http://localhost:3000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', expect: '100-continue' },
        body,
      }),
      '/graphql',
    );

  it('a small body reaches the API, and its answer comes back', async () => {
    const { server, seen } = await listeningApi();
    try {
      const body = JSON.stringify({ query: '{ __typename }' });
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { bytes: body.length } });
      expect(seen).toEqual([{ expect: null, bytes: body.length }]);
    } finally {
      server.close();
    }
  });

  it('a body over the API’s limit gets the API’s own answer (413), not a 502', async () => {
    const { server } = await listeningApi();
    try {
      const res = await post(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_200_000)}` }));
      expect(res.status).toBe(413);
    } finally {
      server.close();
    }
  });
});
