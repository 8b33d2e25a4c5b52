import { randomBytes } from 'node:crypto';
import { buyers, type Db, users } from '@chobep/db';
import { accountStateErrorCode, accountStateOf, DomainError, parseLoginId, signInSchema } from '@chobep/domain';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { TokenService } from '../../auth/tokens';
import {
  clearFailures,
  lockedMinutes,
  recordFailure,
  THROTTLE_MAX_FAILURES,
  THROTTLE_MAX_FAILURES_PER_ADDRESS,
} from './login-throttle';
import { type IssuedTokens, openSession } from './sessions';

/** Verified against when the login id is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

export interface SignInInput {
  login: string;
  password: string;
  rememberMe: boolean;
  clientAddress: string;
}

export interface SignInResult extends IssuedTokens {
  userId: string;
}

/**
 * Email or phone plus password. Unknown id and wrong password give the same error;
 * failures are counted per id and per client address and lock both for a while.
 */
export async function signIn(db: Db, tokens: TokenService, input: SignInInput): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'login');
    const known = ['REQUIRED', 'INVALID_LOGIN_ID', 'INVALID_CREDENTIALS'] as const;
    const code = known.find((c) => c === issue?.message) ?? 'REQUIRED';
    throw new DomainError(code, field);
  }
  const loginId = parseLoginId(parsed.data.login);
  if (!loginId) throw new DomainError('INVALID_LOGIN_ID', 'login');

  const idKey = `login:${loginId.value}`;
  const addressKey = `addr:${input.clientAddress}`;
  const minutes = await lockedMinutes(db, [idKey, addressKey]);
  if (minutes > 0) throw new DomainError('TOO_MANY_ATTEMPTS', null, { minutes });

  const [row] = await db
    .select({ user: users, buyerStatus: buyers.status })
    .from(users)
    .innerJoin(buyers, eq(buyers.id, users.buyerId))
    .where(loginId.kind === 'email' ? eq(users.email, loginId.value) : eq(users.telephone, loginId.value))
    .limit(1);

  const passwordOk = await verify(row?.user.passwordHash ?? (await getDummyHash()), parsed.data.password).catch(
    () => false,
  );
  if (!row || !passwordOk) {
    await recordFailure(db, idKey, THROTTLE_MAX_FAILURES);
    await recordFailure(db, addressKey, THROTTLE_MAX_FAILURES_PER_ADDRESS);
    throw new DomainError('INVALID_CREDENTIALS', 'password');
  }
  await clearFailures(db, idKey);

  // Only after the password is proven do we say why an account may not enter.
  const blocked = accountStateErrorCode(accountStateOf(row.user.status, row.buyerStatus));
  if (blocked) throw new DomainError(blocked);

  const issued = await openSession(db, tokens, row.user.id, parsed.data.rememberMe);
  return { ...issued, userId: row.user.id };
}
