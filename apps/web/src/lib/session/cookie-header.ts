/** Small, pure helpers for carrying cookies from one upstream response into the same request. */

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

export function serializeCookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface SetCookieLine {
  name: string;
  value: string;
  /** True when the line deletes the cookie (Max-Age <= 0 or an Expires in the past). */
  expired: boolean;
}

export function parseSetCookie(line: string, now = Date.now()): SetCookieLine | null {
  const [pair, ...attributes] = line.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  if (!pair || eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let expired = false;
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey?.trim().toLowerCase();
    const attrValue = rest.join('=').trim();
    if (key === 'max-age' && Number(attrValue) <= 0) expired = true;
    if (key === 'expires') {
      const at = Date.parse(attrValue);
      if (!Number.isNaN(at) && at <= now) expired = true;
    }
  }
  return { name, value, expired };
}

/** The Cookie header a browser would send after receiving these Set-Cookie lines. */
export function applySetCookies(header: string | null | undefined, lines: readonly string[]): string {
  const jar = parseCookieHeader(header);
  for (const line of lines) {
    const parsed = parseSetCookie(line);
    if (!parsed) continue;
    if (parsed.expired || parsed.value === '') jar.delete(parsed.name);
    else jar.set(parsed.name, parsed.value);
  }
  return serializeCookieHeader(jar);
}
