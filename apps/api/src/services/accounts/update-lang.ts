import { type Db, users } from '@chobep/db';
import { DomainError, type Language, parseLanguage } from '@chobep/domain';
import { eq } from 'drizzle-orm';

export async function updateLang(db: Db, userId: string, lang: string): Promise<Language> {
  const parsed = parseLanguage(lang);
  if (!parsed) throw new DomainError('INVALID_LANGUAGE', 'lang');
  await db.update(users).set({ lang: parsed, updatedAt: new Date() }).where(eq(users.id, userId));
  return parsed;
}
