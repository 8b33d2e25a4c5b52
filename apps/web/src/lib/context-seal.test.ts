import { describe, expect, it } from 'vitest';
import { sealContext, trustedContext } from './context-seal';
import { CONTEXT_HEADERS } from './viewer';

const forged = {
  [CONTEXT_HEADERS.viewer]: Buffer.from(JSON.stringify({ id: 'x', name: 'Kẻ giả mạo', stores: [] })).toString(
    'base64url',
  ),
  [CONTEXT_HEADERS.locale]: 'en',
  [CONTEXT_HEADERS.route]: 'home',
  [CONTEXT_HEADERS.url]: '/elsewhere',
  [CONTEXT_HEADERS.sessionUnknown]: '1',
  [CONTEXT_HEADERS.bot]: '1',
};

describe('the proxy context seal', () => {
  it('ignores context headers a client sent itself, with or without a made-up seal', () => {
    for (const seal of [null, 'AAAA', 'x'.repeat(43)]) {
      const headers = new Headers(forged);
      if (seal) headers.set(CONTEXT_HEADERS.seal, seal);
      const trusted = trustedContext(headers);
      for (const name of Object.values(CONTEXT_HEADERS)) expect(trusted.get(name)).toBeNull();
    }
  });

  it('passes on what the proxy sealed, and nothing once any of it is changed afterwards', () => {
    const headers = new Headers(forged);
    sealContext(headers);
    const trusted = trustedContext(headers);
    expect(trusted.get(CONTEXT_HEADERS.locale)).toBe('en');
    expect(trusted.get(CONTEXT_HEADERS.viewer)).toBe(forged[CONTEXT_HEADERS.viewer]);
    expect(trusted.get('cookie')).toBeNull();

    headers.set(CONTEXT_HEADERS.route, 'signin');
    expect(trustedContext(headers).get(CONTEXT_HEADERS.locale)).toBeNull();
    headers.set(CONTEXT_HEADERS.route, 'home');
    headers.delete(CONTEXT_HEADERS.sessionUnknown);
    expect(trustedContext(headers).get(CONTEXT_HEADERS.viewer)).toBeNull();
  });
});
