import { type Db, signInDevices } from '@chobep/db';
import { KNOWN_DEVICE_TTL_MS } from '@chobep/domain/accounts/sign-in-limits';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashToken, newRememberToken } from '../../auth/tokens';

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device cookie's value when it has the shape we issue, else null (then a new one is issued). */
export function presentedDeviceToken(value: string | null | undefined): string | null {
  return value && DEVICE_TOKEN.test(value) ? value : null;
}

/** Whether this browser has signed in to this account within KNOWN_DEVICE_TTL_MS. */
export async function isKnownDevice(db: Db, userId: string, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInDevices.userId })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.deviceHash, hashToken(token)),
        eq(signInDevices.userId, userId),
        gt(signInDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS)),
      ),
    );
  return row !== undefined;
}

/**
 * Remembers the browser after a successful sign-in. One token per browser (several accounts may
 * share an office computer); only its hash is stored. Returns the token to set in the cookie.
 */
export async function rememberDevice(db: Db, userId: string, presented: string | null, now = new Date()) {
  const token = presented ?? newRememberToken();
  await db
    .insert(signInDevices)
    .values({ deviceHash: hashToken(token), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.deviceHash, signInDevices.userId],
      set: { lastUsedAt: sql`excluded.last_used_at` },
    });
  return token;
}

/** The device key a known browser's own attempts are counted under. */
export function deviceThrottleKey(userId: string, token: string): string {
  return `device:${userId}:${hashToken(token)}`;
}
