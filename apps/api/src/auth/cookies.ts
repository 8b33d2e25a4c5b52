import { COOKIES } from '@chobep/domain';
import { KNOWN_DEVICE_TTL_MS } from '@chobep/domain/accounts/sign-in-limits';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, REMEMBER_TTL_MS } from './tokens';

export interface CookieOptions {
  secure: boolean;
}

/**
 * The web app keeps tokens in httpOnly cookies set here (never in localStorage); the
 * non-secret cb_session marker lets the web server know a session may exist. Without
 * remember-me the remember token lives in a browser-session cookie.
 */
export function setSessionCookies(
  reply: FastifyReply,
  opts: CookieOptions,
  tokens: { accessToken: string; rememberToken: string; persistent: boolean },
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: opts.secure };
  const rememberMaxAge = tokens.persistent ? Math.floor(REMEMBER_TTL_MS / 1000) : undefined;
  reply.setCookie(COOKIES.accessToken, tokens.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(COOKIES.rememberToken, tokens.rememberToken, { ...base, httpOnly: true, maxAge: rememberMaxAge });
  reply.setCookie(COOKIES.session, '1', { ...base, httpOnly: false, maxAge: rememberMaxAge });
}

/**
 * The device cookie (sign-in limits): outlives sign-out on purpose, since it is how the owner
 * signs in while strangers are guessing the account's password from elsewhere.
 */
export function setDeviceCookie(reply: FastifyReply, opts: CookieOptions, token: string): void {
  reply.setCookie(COOKIES.device, token, {
    path: '/',
    sameSite: 'lax',
    secure: opts.secure,
    httpOnly: true,
    maxAge: Math.floor(KNOWN_DEVICE_TTL_MS / 1000),
  });
}

export function clearSessionCookies(reply: FastifyReply, opts: CookieOptions): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: opts.secure };
  for (const name of [COOKIES.accessToken, COOKIES.rememberToken, COOKIES.session, COOKIES.store]) {
    reply.clearCookie(name, base);
  }
}
