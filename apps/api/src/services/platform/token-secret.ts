import { randomBytes } from 'node:crypto';
import { appSettings, type Db } from '@chobep/db';
import { eq } from 'drizzle-orm';

const KEY = 'jwt_secret';

/**
 * The configured JWT_SECRET, or one generated on first start and kept in the
 * database, so that every API instance on the same database signs alike and a
 * restart does not sign everybody out.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('could not store the token secret');
  return row.value;
}
