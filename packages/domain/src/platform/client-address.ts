/**
 * Who is calling: the client address and protocol of a request that may have come through
 * proxies. `X-Forwarded-For` and `X-Forwarded-Proto` are only believed when the hop that
 * handed them to us is a configured trusted proxy; anyone else can write whatever they like
 * there, which is how a per-address sign-in limit was bypassed (issue 11 §5).
 *
 * Pure (no `node:net`): the web server, the API and their tests share it.
 */

/** 4 bytes for IPv4 (IPv4-mapped IPv6 included), 16 for IPv6. */
export type IpBytes = Uint8Array;

interface Cidr {
  bytes: IpBytes;
  bits: number;
}

export interface TrustedProxies {
  readonly ranges: readonly Cidr[];
}

const KEYWORDS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** The default of TRUSTED_PROXIES: the web server of `npm start` reaches the API over loopback. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

function parseIpv4(text: string): IpBytes | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i] as string;
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    bytes[i] = n;
  }
  return bytes;
}

function parseIpv6(text: string): IpBytes | null {
  let body = text;
  const zone = body.indexOf('%');
  if (zone !== -1) body = body.slice(0, zone);
  if (!/^[0-9a-f:.]+$/i.test(body)) return null;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.', lastColon)) {
    const v4 = parseIpv4(body.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    body = `${body.slice(0, lastColon + 1)}${tail.length ? '0:0' : ''}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const group = (s: string) => (s === '' ? [] : s.split(':'));
  const head = group(halves[0] as string);
  const rest = halves.length === 2 ? group(halves[1] as string) : [];
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - rest.length).fill('0'), ...rest] : head;
  if (groups.length !== 8 || (halves.length === 2 && head.length + rest.length > 7)) return null;
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 8; i++) {
    const g = groups[i] as string;
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    const n = Number.parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  }
  if (tail.length) {
    bytes[12] = tail[0]! >> 8;
    bytes[13] = tail[0]! & 0xff;
    bytes[14] = tail[1]! >> 8;
    bytes[15] = tail[1]! & 0xff;
  }
  return bytes;
}

function isMappedIpv4(bytes: IpBytes): boolean {
  if (bytes.length !== 16) return false;
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}

/**
 * An address as proxies write it: `1.2.3.4`, `::1`, `::ffff:1.2.3.4`, `[2001:db8::1]:443`,
 * `1.2.3.4:5678`. IPv4-mapped IPv6 becomes IPv4, so one client has one spelling.
 */
export function parseIp(input: string | null | undefined): IpBytes | null {
  if (!input) return null;
  let text = input.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1] as string;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const bytes = text.includes(':') ? parseIpv6(text) : parseIpv4(text);
  if (bytes && isMappedIpv4(bytes)) return bytes.slice(12);
  return bytes;
}

/** Canonical text (RFC 5952 for IPv6: lower case, longest run of zero groups as `::`). */
export function formatIp(bytes: IpBytes): string {
  if (bytes.length === 4) return Array.from(bytes).join('.');
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i]! << 8) | bytes[i + 1]!);
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength && j - i > 1) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(':');
  const head = hex.slice(0, bestStart).join(':');
  const tail = hex.slice(bestStart + bestLength).join(':');
  return `${head}::${tail}`;
}

function parseCidr(entry: string): Cidr | null {
  const [addr, bitsText, extra] = entry.split('/');
  if (extra !== undefined || !addr) return null;
  const bytes = parseIp(addr);
  if (!bytes) return null;
  const max = bytes.length * 8;
  // `::ffff:10.0.0.0/104` is written in IPv6 bits but parses to IPv4.
  const offset = addr.includes(':') && bytes.length === 4 ? 96 : 0;
  if (bitsText === undefined) return { bytes, bits: max };
  if (!/^\d{1,3}$/.test(bitsText)) return null;
  const bits = Number(bitsText) - offset;
  if (bits < 0 || bits > max) return null;
  return { bytes, bits };
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces, plus the keywords
 * `loopback`, `private`, `linklocal` and `none`. Unset means `loopback`. A wrong entry is a
 * configuration error, thrown at start rather than silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(spec: string | null | undefined): TrustedProxies {
  const text = spec?.trim() ? spec : DEFAULT_TRUSTED_PROXIES;
  const ranges: Cidr[] = [];
  for (const raw of text.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry || entry === 'none') continue;
    const expanded = KEYWORDS[entry] ?? [entry];
    for (const item of expanded) {
      const cidr = parseCidr(item);
      if (!cidr) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an address, a CIDR range or a known keyword`);
      ranges.push(cidr);
    }
  }
  return { ranges };
}

function inRange(bytes: IpBytes, range: Cidr): boolean {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.bits;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (range.bytes[i]! & mask)) return false;
  }
  return true;
}

export function isTrustedProxy(proxies: TrustedProxies, address: string | null | undefined): boolean {
  const bytes = parseIp(address);
  return bytes !== null && proxies.ranges.some((range) => inRange(bytes, range));
}

export interface ForwardedRequest {
  /** The address of the peer of the TCP connection (`socket.remoteAddress`). */
  remoteAddress: string | null | undefined;
  /** `X-Forwarded-For` as received: one value or several headers. */
  forwardedFor?: string | string[] | null | undefined;
  /** `X-Forwarded-Proto` as received. */
  forwardedProto?: string | string[] | null | undefined;
  /** Whether the connection itself is TLS. */
  encrypted?: boolean;
}

function listOf(header: string | string[] | null | undefined): string[] {
  if (!header) return [];
  const joined = Array.isArray(header) ? header.join(',') : header;
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The client's address: walk `X-Forwarded-For` from the right (each proxy appends the address it
 * saw) for as long as the hop that wrote the entry is trusted. The first untrusted hop is the
 * client; everything left of it is whatever that client chose to send. An entry that is not an
 * address ends the walk at the proxy that wrote it. Null only when the socket has no address.
 */
export function clientAddress(proxies: TrustedProxies, request: ForwardedRequest): string | null {
  let current = parseIp(request.remoteAddress);
  if (!current) return null;
  const entries = listOf(request.forwardedFor);
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!proxies.ranges.some((range) => inRange(current as IpBytes, range))) break;
    const next = parseIp(entries[i]);
    if (!next) break;
    current = next;
  }
  return formatIp(current);
}

/** `https` or `http`: the last `X-Forwarded-Proto` entry, believed only from a trusted peer. */
export function clientProtocol(proxies: TrustedProxies, request: ForwardedRequest): 'https' | 'http' {
  if (request.encrypted) return 'https';
  if (!isTrustedProxy(proxies, request.remoteAddress)) return 'http';
  const last = listOf(request.forwardedProto).at(-1)?.toLowerCase();
  return last === 'https' ? 'https' : 'http';
}

/**
 * The key that address-wide limits count under. IPv6 clients usually get a whole /64 (and can
 * pick any address inside it), so they are counted per /64; IPv4 per address.
 */
export function addressLimitKey(address: string | null | undefined): string {
  const bytes = parseIp(address);
  if (!bytes) return 'unknown';
  if (bytes.length === 4) return formatIp(bytes);
  const prefix = new Uint8Array(16);
  prefix.set(bytes.slice(0, 8));
  return `${formatIp(prefix)}/64`;
}

export type IncomingHeaders = Record<string, string | string[] | undefined>;

/**
 * What the web server (scripts/web-server.mjs) writes into an incoming request's headers before
 * Next.js, its proxy and its route handlers read them: `X-Forwarded-For` becomes the one client
 * address it resolved, `X-Forwarded-Proto` the protocol, and `X-Forwarded-Host`/`-Port` survive
 * only from a trusted proxy. Next.js itself fills these in only when they are absent, so without
 * this step a client's own `X-Forwarded-For` would reach the API as if the web server had seen it.
 */
export function normalizeForwardedHeaders(
  proxies: TrustedProxies,
  headers: IncomingHeaders,
  socket: { remoteAddress: string | null | undefined; encrypted?: boolean },
): void {
  const request: ForwardedRequest = {
    remoteAddress: socket.remoteAddress,
    forwardedFor: headers['x-forwarded-for'],
    forwardedProto: headers['x-forwarded-proto'],
    encrypted: socket.encrypted ?? false,
  };
  const trusted = isTrustedProxy(proxies, socket.remoteAddress);
  const client = clientAddress(proxies, request);
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
  headers['x-forwarded-proto'] = clientProtocol(proxies, request);
  for (const name of ['x-forwarded-host', 'x-forwarded-port']) {
    const last = listOf(headers[name]).at(-1);
    if (trusted && last) headers[name] = last;
    else delete headers[name];
  }
}
