import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '../../app/graphql/route';
import { forwardToApi } from './forward';
import { refuseForeignOrigin } from './origin-guard';

const APP = 'http://127.0.0.1:3000';
const FOREIGN = 'http://127.0.0.1:3599';

function graphqlRequest(headers: Record<string, string>, method = 'POST'): Request {
  return new Request(`${APP}/graphql`, {
    method,
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
    ...(method === 'POST'
      ? { body: JSON.stringify({ query: 'mutation { meUpdateLang(lang: en) { success } }' }) }
      : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the web origin /graphql forwarder', () => {
  it('refuses a foreign origin with a translated FORBIDDEN_ORIGIN and never calls the API', async () => {
    const upstream = vi.fn();
    vi.stubGlobal('fetch', upstream);
    const res = await POST(graphqlRequest({ origin: FOREIGN, cookie: 'cb_at=secret; cb_lang=en' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'This request comes from another website and was refused',
          extensions: { code: 'FORBIDDEN_ORIGIN' },
        },
      ],
    });
    expect(upstream).not.toHaveBeenCalled();

    const vi_ = await POST(graphqlRequest({ origin: 'null' }));
    expect((await vi_.json()).errors[0].message).toBe('Yêu cầu đến từ một trang web khác nên đã bị từ chối');
  });

  it('answers a foreign preflight itself, without CORS headers', async () => {
    const upstream = vi.fn();
    vi.stubGlobal('fetch', upstream);
    const res = await POST(graphqlRequest({ origin: FOREIGN, 'access-control-request-method': 'POST' }, 'OPTIONS'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(upstream).not.toHaveBeenCalled();
  });

  it('forwards its own origin, SITE_URL, CORS_ORIGINS and calls without an Origin', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example');
    vi.stubEnv('CORS_ORIGINS', 'https://admin.shop.example, https://b2b.shop.example');
    for (const origin of [APP, 'https://shop.example', 'https://admin.shop.example', 'https://b2b.shop.example']) {
      expect(refuseForeignOrigin(graphqlRequest({ origin }))).toBeNull();
    }
    expect(refuseForeignOrigin(graphqlRequest({}))).toBeNull();
    expect(refuseForeignOrigin(graphqlRequest({ 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(refuseForeignOrigin(graphqlRequest({ origin: 'https://evil.shop.example' }))?.status).toBe(403);
    expect(refuseForeignOrigin(graphqlRequest({ 'sec-fetch-site': 'same-site' }))?.status).toBe(403);
  });

  it('does not pass the internal x-cb-* headers on to the API', async () => {
    const upstream = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', upstream);
    await forwardToApi(graphqlRequest({ origin: APP, 'x-cb-viewer': 'forged', 'x-cb-route': 'home' }), '/graphql');
    const sent = new Headers(upstream.mock.calls[0]?.[1].headers);
    expect(sent.get('origin')).toBe(APP);
    expect([...sent.keys()].filter((name) => name.startsWith('x-cb-'))).toEqual([]);
  });
});
