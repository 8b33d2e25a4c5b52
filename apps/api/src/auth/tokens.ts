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

  /** Returns null for any invalid, expired or foreign token: the caller treats it as no session. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'chobep', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

export function newRememberToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
