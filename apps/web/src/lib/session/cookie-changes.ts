import type { NextResponse } from 'next/server';
import { applySetCookies, parseCookieHeader, serializeCookieHeader } from './cookie-header';

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
}

/**
 * Cookie changes of one proxied request, kept twice: as Set-Cookie lines for the browser, and
 * in the Cookie header forwarded to the server components, so the page rendered in this very
 * request already sees them (a renewed access token, a chosen store, a dropped session).
 */
export class CookieChanges {
  private readonly jar: Map<string, string>;
  private readonly changes: { name: string; value: string; options: CookieOptions }[] = [];
  private readonly upstreamLines: string[] = [];

  constructor(cookieHeader: string | null) {
    this.jar = parseCookieHeader(cookieHeader);
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.changes.push({ name, value, options: { path: '/', sameSite: 'lax', ...options } });
    this.jar.set(name, value);
  }

  delete(name: string): void {
    this.changes.push({ name, value: '', options: { path: '/', maxAge: 0 } });
    this.jar.delete(name);
  }

  /** Set-Cookie lines from the API, passed on verbatim (their attributes are the API's). */
  passOn(lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.upstreamLines.push(...lines);
    const next = parseCookieHeader(applySetCookies(serializeCookieHeader(this.jar), lines));
    this.jar.clear();
    for (const [name, value] of next) this.jar.set(name, value);
  }

  cookieHeader(): string {
    return serializeCookieHeader(this.jar);
  }

  applyTo(response: NextResponse): NextResponse {
    for (const { name, value, options } of this.changes) response.cookies.set(name, value, options);
    // Appended last: ResponseCookies rewrites every Set-Cookie header it knows on each set().
    for (const line of this.upstreamLines) response.headers.append('set-cookie', line);
    return response;
  }
}
