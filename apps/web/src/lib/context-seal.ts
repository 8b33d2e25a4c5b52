import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTEXT_HEADERS } from './viewer';

/**
 * The proxy hands server components the viewer, route, locale… in x-cb-* request headers. Deleting
 * incoming copies in the proxy is not enough: the proxy's matcher skips asset-looking paths (/abc.json
 * renders the not-found page through the root layout without the proxy), and any future exclusion
 * would reopen the hole. So the proxy seals what it sets with an HMAC under a key that never leaves
 * this process, and readers take the headers only when the seal matches — whatever path or route.
 *
 * The key is per process and kept on globalThis: the proxy and the pages are separate bundles, but
 * Next.js runs the proxy (always the Node.js runtime) in the process that renders the request.
 */
const KEY = Symbol.for('chobep.context-seal-key');

function key(): Buffer {
  const holder = globalThis as { [KEY]?: Buffer };
  holder[KEY] ??= randomBytes(32);
  return holder[KEY];
}

/** The sealed headers, in a fixed order; the seal itself excluded. */
const SEALED = Object.values(CONTEXT_HEADERS).filter((name) => name !== CONTEXT_HEADERS.seal);

interface HeaderReader {
  get(name: string): string | null;
}

function mac(headers: HeaderReader): Buffer {
  const values = SEALED.map((name) => headers.get(name));
  return createHmac('sha256', key()).update(JSON.stringify(values)).digest();
}

/** Called by the proxy after it set the context headers of the request. */
export function sealContext(headers: Headers): void {
  headers.set(CONTEXT_HEADERS.seal, mac(headers).toString('base64url'));
}

const NONE: HeaderReader = { get: () => null };

/**
 * The context headers the proxy set for this request, or none at all when it did not seal them
 * (a client sent its own, on a path the proxy skipped).
 */
export function trustedContext(headers: HeaderReader): HeaderReader {
  const seal = headers.get(CONTEXT_HEADERS.seal);
  if (!seal) return NONE;
  const given = Buffer.from(seal, 'base64url');
  const expected = mac(headers);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return NONE;
  return { get: (name) => (SEALED.includes(name as (typeof SEALED)[number]) ? headers.get(name) : null) };
}
