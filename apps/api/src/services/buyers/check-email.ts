import { type Db, users } from '@chobep/db';
import { DomainError, isValidEmail } from '@chobep/domain';
import { eq } from 'drizzle-orm';
import { throttleSignUp } from './sign-up-throttle';

/**
 * checkEmail: whether an e-mail is still free for a sign-up. It tells what buyerCreateAccount would tell anyway
 * (EMAIL_TAKEN), so it is limited per address the same way (SIGN_UP_LIMITS.checkEmail); an invalid e-mail is refused
 * before it counts.
 */
export async function checkEmail(db: Db, email: string, clientAddress: string | null): Promise<boolean> {
  const value = email.normalize('NFC').trim().toLowerCase();
  if (!value) throw new DomainError('REQUIRED', 'email');
  if (value.length > 254 || !isValidEmail(value)) throw new DomainError('INVALID_EMAIL', 'email');
  await throttleSignUp(db, 'checkEmail', clientAddress);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, value)).limit(1);
  return !row;
}
