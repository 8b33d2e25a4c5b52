import { describe, expect, it } from 'vitest';
import {
  addressLimitKey,
  clientAddress,
  clientProtocol,
  formatIp,
  isTrustedProxy,
  normalizeForwardedHeaders,
  parseIp,
  parseTrustedProxies,
} from './client-address';

describe('parseIp / formatIp', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['::1', '::1'],
    ['::', '::'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[::1]', '::1'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'],
    ['fe80::1%eth0', 'fe80::1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
  ])('%s → %s', (input, expected) => {
    const bytes = parseIp(input);
    expect(bytes).not.toBeNull();
    expect(formatIp(bytes as Uint8Array)).toBe(expected);
  });

  it.each([
    '',
    'unknown',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.-4',
    '1::2::3',
    ':::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    '1.2.3.4/8',
    '<script>',
    null,
    undefined,
  ])('rejects %s', (input) => {
    expect(parseIp(input)).toBeNull();
  });
});

describe('parseTrustedProxies', () => {
  it.each([
    [undefined, '127.0.0.1', true],
    ['', '127.9.9.9', true],
    [undefined, '::1', true],
    [undefined, '::ffff:127.0.0.1', true],
    [undefined, '10.0.0.1', false],
    ['none', '127.0.0.1', false],
    ['10.0.0.0/8', '10.200.3.4', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['10.0.0.0/8', '::ffff:10.1.1.1', true],
    ['172.16.0.0/12', '172.31.255.255', true],
    ['172.16.0.0/12', '172.32.0.0', false],
    ['private', '192.168.1.20', true],
    ['private', 'fd00::5', true],
    ['loopback, 203.0.113.7', '203.0.113.7', true],
    ['loopback 203.0.113.7', '203.0.113.8', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['::ffff:10.0.0.0/104', '10.3.3.3', true],
    ['0.0.0.0/0', '8.8.8.8', true],
    ['0.0.0.0/0', '::1', false],
  ])('%s trusts %s: %s', (spec, address, expected) => {
    expect(isTrustedProxy(parseTrustedProxies(spec), address)).toBe(expected);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0.1/8/2', '::/129', 'localhost'])('refuses %s', (spec) => {
    expect(() => parseTrustedProxies(spec)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientAddress', () => {
  const loopback = parseTrustedProxies(undefined);
  const chain = parseTrustedProxies('loopback, 10.0.0.0/8');
  it.each([
    // [proxies, socket peer, X-Forwarded-For, client]
    ['untrusted peer: its header is ignored', loopback, '203.0.113.9', '1.1.1.1', '203.0.113.9'],
    ['untrusted peer, several entries', loopback, '203.0.113.9', '1.1.1.1, 127.0.0.1', '203.0.113.9'],
    ['trusted peer: the address it saw', loopback, '127.0.0.1', '198.51.100.4', '198.51.100.4'],
    ['trusted peer as IPv4-mapped IPv6', loopback, '::ffff:127.0.0.1', '198.51.100.4', '198.51.100.4'],
    ['trusted peer, no header', loopback, '127.0.0.1', null, '127.0.0.1'],
    ['only the last hop counts', loopback, '127.0.0.1', 'spoofed, 198.51.100.4', '198.51.100.4'],
    ['chain of trusted proxies', chain, '127.0.0.1', '6.6.6.6, 198.51.100.4, 10.1.2.3', '198.51.100.4'],
    ['entry written by an untrusted hop', loopback, '127.0.0.1', '6.6.6.6, 198.51.100.4', '198.51.100.4'],
    ['garbage from a trusted proxy', loopback, '127.0.0.1', 'garbage', '127.0.0.1'],
    ['all trusted: the leftmost', chain, '127.0.0.1', '10.0.0.9, 10.0.0.8', '10.0.0.9'],
    ['port and brackets', loopback, '127.0.0.1', '[2001:db8::7]:5000', '2001:db8::7'],
    ['several headers', loopback, '127.0.0.1', ['6.6.6.6', '198.51.100.4'], '198.51.100.4'],
  ] as const)('%s', (_name, proxies, remote, forwardedFor, expected) => {
    expect(
      clientAddress(proxies, { remoteAddress: remote, forwardedFor: forwardedFor as string | string[] | null }),
    ).toBe(expected);
  });

  it('is null without a socket address', () => {
    expect(clientAddress(loopback, { remoteAddress: undefined, forwardedFor: '1.1.1.1' })).toBeNull();
  });
});

describe('clientProtocol', () => {
  const loopback = parseTrustedProxies(undefined);
  it.each([
    ['127.0.0.1', 'https', false, 'https'],
    ['127.0.0.1', 'http, https', false, 'https'],
    ['127.0.0.1', 'https, http', false, 'http'],
    ['127.0.0.1', undefined, false, 'http'],
    ['203.0.113.9', 'https', false, 'http'],
    ['203.0.113.9', undefined, true, 'https'],
    ['127.0.0.1', 'HTTPS', false, 'https'],
  ] as const)('peer %s, X-Forwarded-Proto %s, TLS %s → %s', (remote, proto, encrypted, expected) => {
    expect(clientProtocol(loopback, { remoteAddress: remote, forwardedProto: proto, encrypted })).toBe(expected);
  });
});

describe('addressLimitKey', () => {
  it.each([
    ['198.51.100.4', '198.51.100.4'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['nonsense', 'unknown'],
    [null, 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(addressLimitKey(address)).toBe(key);
  });
});

describe('normalizeForwardedHeaders', () => {
  const loopback = parseTrustedProxies(undefined);
  it.each([
    [
      'a browser on the network: its own X-Forwarded-* are replaced or dropped',
      '203.0.113.9',
      false,
      {
        'x-forwarded-for': '1.1.1.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-port': '443',
        host: 'chobep.vn',
      },
      { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http', host: 'chobep.vn' },
    ],
    [
      'a trusted reverse proxy over HTTPS',
      '127.0.0.1',
      false,
      {
        'x-forwarded-for': 'spoofed, 198.51.100.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'a.example, chobep.vn',
        host: 'localhost:3000',
      },
      {
        'x-forwarded-for': '198.51.100.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'chobep.vn',
        host: 'localhost:3000',
      },
    ],
    [
      'a browser on the same machine without headers',
      '::1',
      false,
      { host: 'localhost:3000' },
      { 'x-forwarded-for': '::1', 'x-forwarded-proto': 'http', host: 'localhost:3000' },
    ],
    [
      'TLS straight to the web server',
      '203.0.113.9',
      true,
      { 'x-forwarded-proto': 'http' },
      { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    ],
  ] as const)('%s', (_name, remoteAddress, encrypted, input, expected) => {
    const headers: Record<string, string | string[] | undefined> = { ...input };
    normalizeForwardedHeaders(loopback, headers, { remoteAddress, encrypted });
    expect(headers).toEqual(expected);
  });
});
