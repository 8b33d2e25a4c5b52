import { randomBytes } from 'node:crypto';
import { buyerSignUps, buyers, type Db, users } from '@chobep/db';
import { DomainError, parseLoginId, signInRefusal, signInSchema } from '@chobep/domain';
import { SIGN_IN_LIMITS } from '@chobep/domain/accounts/sign-in-limits';
import { addressLimitKey } from '@chobep/domain/platform/client-address';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { TokenService } from '../../auth/tokens';
import { deviceThrottleKey, isKnownDevice, presentedDeviceToken, rememberDevice } from './known-devices';
import {
  PRUNE_PROBABILITY,
  pruneSignInRecords,
  reserveAttempt,
  settleSuccess,
  type ThrottleKey,
} from './login-throttle';
import { type IssuedTokens, openSession } from './sessions';

const NO_USER = '00000000-0000-0000-0000-000000000000';

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
  /** The client's address as resolved through the trusted proxies (null: the socket had none). */
  clientAddress: string | null;
  /** The device cookie, if the browser sent one. */
  deviceToken?: string | null;
}

export interface SignInResult extends IssuedTokens {
  userId: string;
  /** The device cookie's value to (re)set: this browser is now known to the account. */
  deviceToken: string;
}

/**
 * Email or phone plus password. Unknown id and wrong password give the same error. Every
 * attempt is reserved against its counters before the password is checked (SIGN_IN_LIMITS):
 * the account's (shared by its e-mail and phone; an unknown id has its own under the same rule)
 * and the client address's, or, from a browser the account signed in on before, that device's
 * alone, so strangers filling the account's counter cannot keep its owner out.
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

  const [row] = await db
    .select({ user: users, buyerStatus: buyers.status })
    .from(users)
    // A left join: a supplier's user or an operator has no company and signs in the same way.
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(loginId.kind === 'email' ? eq(users.email, loginId.value) : eq(users.telephone, loginId.value))
    .limit(1);

  const now = new Date();
  const deviceToken = presentedDeviceToken(input.deviceToken);
  // Asked for unknown ids too, so that a device cookie does not make existing accounts answer slower.
  const knownDevice = deviceToken ? await isKnownDevice(db, row?.user.id ?? NO_USER, deviceToken, now) : false;
  const keys: ThrottleKey[] =
    row && deviceToken && knownDevice
      ? [{ key: deviceThrottleKey(row.user.id, deviceToken), rule: SIGN_IN_LIMITS.device, onSuccess: 'clear' }]
      : [
          {
            key: row ? `account:${row.user.id}` : `login:${loginId.value}`,
            rule: SIGN_IN_LIMITS.account,
            onSuccess: 'clear',
          },
          {
            key: `address:${addressLimitKey(input.clientAddress)}`,
            rule: SIGN_IN_LIMITS.address,
            onSuccess: 'release',
          },
        ];
  const reservation = await reserveAttempt(db, keys, now);
  // Now and then, not on every attempt: forgotten counters of sprayed ids and addresses would pile up.
  if (Math.random() < PRUNE_PROBABILITY) await pruneSignInRecords(db, now);
  if (!reservation.granted) {
    throw new DomainError('TOO_MANY_ATTEMPTS', null, { retryAfterMs: reservation.retryAfterMs });
  }

  const passwordOk = await verify(row?.user.passwordHash ?? (await getDummyHash()), parsed.data.password).catch(
    () => false,
  );
  // A failure stays counted: it was reserved above.
  if (!row || !passwordOk) throw new DomainError('INVALID_CREDENTIALS', 'password');
  await settleSuccess(db, reservation.keys);

  // Only after the password is proven do we say why an account may not enter.
  const blocked = signInRefusal(row.user.status, row.buyerStatus ?? 'NORMAL');
  if (blocked === 'ACCOUNT_REJECTED' && row.user.buyerId) {
    // A rejected company reads our operators' reason (issue 15: sign-up review).
    const [review] = await db
      .select({ reason: buyerSignUps.rejectionReason })
      .from(buyerSignUps)
      .where(eq(buyerSignUps.buyerId, row.user.buyerId));
    throw new DomainError(blocked, null, { reason: review?.reason ?? '—' });
  }
  if (blocked) throw new DomainError(blocked);

  return openSignedInSession(db, tokens, row.user.id, { persistent: parsed.data.rememberMe, deviceToken }, now);
}

/**
 * What every way into an account ends with (a sign-in, an accepted invitation): a session with its first access
 * token and remember token, and this browser remembered as the account's (the device cookie).
 */
export async function openSignedInSession(
  db: Db,
  tokens: TokenService,
  userId: string,
  opts: { persistent: boolean; deviceToken?: string | null | undefined },
  now = new Date(),
): Promise<SignInResult> {
  const issued = await openSession(db, tokens, userId, opts.persistent, now);
  const device = await rememberDevice(db, userId, presentedDeviceToken(opts.deviceToken), now);
  return { ...issued, userId, deviceToken: device };
}
