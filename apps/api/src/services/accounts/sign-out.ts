import { type Db, rememberTokens } from '@chobep/db';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { publishSessionsEnded } from '../notifications/live-events';
import { endSession, revokeFamily } from './sessions';

/**
 * Ends the session of the access token and revokes the remember-token family of the
 * cookie, so that signing out also works when the access token has already expired. The
 * streams opened with those sessions end on every instance.
 */
export async function signOut(
  db: Db,
  input: { sessionId?: string | undefined; rememberToken?: string | undefined },
): Promise<void> {
  const ended = input.sessionId ? await endSession(db, input.sessionId) : [];
  if (input.rememberToken && input.rememberToken.length <= 200) {
    const [row] = await db
      .select({ familyId: rememberTokens.familyId })
      .from(rememberTokens)
      .where(eq(rememberTokens.tokenHash, hashToken(input.rememberToken)));
    if (row) ended.push(...(await revokeFamily(db, row.familyId)));
  }
  await publishSessionsEnded(db, ended);
}
