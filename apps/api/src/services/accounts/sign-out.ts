import { type Db, rememberTokens } from '@chobep/db';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { endSession, revokeFamily } from './sessions';

/**
 * Ends the session of the access token and revokes the remember-token family of the
 * cookie, so that signing out also works when the access token has already expired.
 */
export async function signOut(
  db: Db,
  input: { sessionId?: string | undefined; rememberToken?: string | undefined },
): Promise<void> {
  if (input.sessionId) await endSession(db, input.sessionId);
  if (input.rememberToken && input.rememberToken.length <= 200) {
    const [row] = await db
      .select({ familyId: rememberTokens.familyId })
      .from(rememberTokens)
      .where(eq(rememberTokens.tokenHash, hashToken(input.rememberToken)));
    if (row) await revokeFamily(db, row.familyId);
  }
}
