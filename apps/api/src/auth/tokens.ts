import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens are short so that a revoked session or changed permission bites quickly. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Remember-me keeps a session for 30 days of inactivity; without it, half a working day. */
export const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;
export const SESSION_ONLY_TTL_MS = 12 * 3600 * 1000;
/**
 * A rotated remember token presented again within this window is treated as a race
 * between two tabs (or a prefetch) rather than theft; after it, reuse revokes the family.
 */
export const REUSE_GRACE_MS = 30_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const exp = Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(exp)
      .setIssuer('chobep')
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Tokens this process has verified, with their claims and expiry. A client sends the same access token with
   * every request for up to 15 minutes, and verifying it (jose's WebCrypto HMAC, a trip through libuv's thread
   * pool) cost ≈ 0.3 ms of each one (docs/performance.md, "Checkout"). Keyed by the whole signed string, so only
   * that exact token can hit; its expiry is checked at every hit as jose checks it; at most VERIFIED_MAX entries,
   * the oldest dropped first. The session itself is still checked in SQL by every request (load-viewer.ts).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** Returns null for any invalid, expired or foreign token: the caller treats it as no session. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once exp <= now in whole seconds.
      if (known.exp > Math.floor(Date.now() / 1000)) return { ...known.claims };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'chobep', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    } catch {
      return null;
    }
  }
}

/** How many verified access tokens a process remembers (≈ 400 bytes each). */
const VERIFIED_MAX = 10_000;

export function newRememberToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
