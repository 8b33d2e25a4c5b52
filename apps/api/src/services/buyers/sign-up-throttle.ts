import type { Db } from '@chobep/db';
import { DomainError } from '@chobep/domain';
import { SIGN_UP_LIMITS } from '@chobep/domain/buyers/sign-up-limits';
import { addressLimitKey } from '@chobep/domain/platform/client-address';
import { reserveAttempt } from '../accounts/login-throttle';

/**
 * Counts one call of a sign-up operation against the caller's address (the sign-in counters' table and statement:
 * shared by every API instance through PostgreSQL). Refused: TOO_MANY_REQUESTS with the wait.
 */
export async function throttleSignUp(
  db: Db,
  operation: keyof typeof SIGN_UP_LIMITS,
  clientAddress: string | null,
  now = new Date(),
): Promise<void> {
  const reservation = await reserveAttempt(
    db,
    [
      {
        key: `${operation}:address:${addressLimitKey(clientAddress)}`,
        rule: SIGN_UP_LIMITS[operation],
        onSuccess: 'release',
      },
    ],
    now,
  );
  if (!reservation.granted)
    throw new DomainError('TOO_MANY_REQUESTS', null, { retryAfterMs: reservation.retryAfterMs });
}
