import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardToApi } from './forward';

afterEach(() => {
  vi.unstubAllGlobals();
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
