import { randomBytes } from 'node:crypto';
import { buyers, type Db, invitations, stores, userGroupMembers, userGroups, userStores, users } from '@chobep/db';
import {
  acceptInvitationSchema,
  DomainError,
  type ErrorCode,
  INVITATION_TTL_DAYS,
  INVITE_LIMITS,
  INVITE_MAX_EMAILS,
  INVITE_RESEND_AFTER_MS,
  invitationMailContent,
  invitationNoticeMailContent,
  inviteResendAt,
  type Language,
  parseInviteEmails,
  signInRefusal,
  type UserStatus,
} from '@chobep/domain';
import { renderMail } from '@chobep/domain/platform/mail/render-mail';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken, type TokenService } from '../../auth/tokens';
import { enqueueMail } from '../platform/mail/enqueue-mail';
import { takeQuota } from '../platform/quota';
import { openSignedInSession, type SignInResult } from './sign-in';
import {
  assertMayGrant,
  groupsOfCompany,
  isUniqueViolation,
  lockCompany,
  permissionsOf,
  storesOfCompany,
  type TeamActor,
  type Tx,
} from './team-scope';

export type InviteOutcome = 'INVITED' | 'ALREADY_INVITED' | 'ALREADY_MEMBER' | 'INVALID';

export interface InviteResult {
  email: string;
  outcome: InviteOutcome;
  /** ALREADY_INVITED: when the pending invitation was made, and from when the address may be mailed again. */
  invitedAt?: Date;
  resendAt?: Date;
}

export interface InviteInput {
  emails: readonly string[];
  groupIds?: readonly string[] | null;
  /** The stores offered; the invitee chooses among them. */
  storeIds?: readonly string[] | null;
}

/** The invitation link on the site's public origin (mailLinkOrigin: SITE_URL, else where npm start serves). */
export function invitationUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/invitations/${token}`;
}

/** The quotas of one call: the inviter's and the company's, each by the hour and by the day (INVITE_LIMITS). */
async function takeInviteQuotas(tx: Tx, actor: TeamActor, mails: number, now: Date): Promise<void> {
  const quotas = [
    [`invite:user:${actor.userId}:hour`, INVITE_LIMITS.userHour],
    [`invite:user:${actor.userId}:day`, INVITE_LIMITS.userDay],
    [`invite:company:${actor.buyerId}:hour`, INVITE_LIMITS.companyHour],
    [`invite:company:${actor.buyerId}:day`, INVITE_LIMITS.companyDay],
  ] as const;
  let wait = 0;
  for (const [key, rule] of quotas) wait = Math.max(wait, await takeQuota(tx, key, rule, mails, now));
  // Thrown inside the transaction: the quotas already taken are given back with it, and nothing is mailed.
  if (wait > 0) throw new DomainError('TOO_MANY_REQUESTS', 'emails', { retryAfterMs: wait });
}

/**
 * companyInviteUsers: one invitation per address, each with its own single-use token (only its hash is stored),
 * valid INVITATION_TTL_DAYS days, mailed through the outbox in the same transaction. The answer for an address says
 * only what the inviter's own company holds: a colleague already in it is ALREADY_MEMBER, an invalid address
 * INVALID; an address with an account elsewhere (another company, a supplier) is answered INVITED like a new one,
 * and gets a notice instead of a link (e-mails are unique among users, so it could not join). A pending invitation of
 * the address made less than INVITE_RESEND_AFTER_MS ago is kept (ALREADY_INVITED: no second mail, its groups and
 * stores become this call's); an older one is replaced by a new link. The mails are counted against the inviter's
 * and the company's quotas (INVITE_LIMITS) before anything is written. A removed user of the same company may be
 * invited again. The groups are a grant (checkGrant) decided now, by the inviter.
 */
export async function inviteUsers(
  db: Db,
  actor: TeamActor & { name: string },
  input: InviteInput,
  opts: { siteUrl: string; lang: Language; now?: Date },
): Promise<InviteResult[]> {
  const { valid, invalid } = parseInviteEmails(input.emails);
  if (valid.length + invalid.length === 0) throw new DomainError('INVITE_NO_EMAILS', 'emails');
  if (valid.length + invalid.length > INVITE_MAX_EMAILS)
    throw new DomainError('INVITE_TOO_MANY', 'emails', { max: INVITE_MAX_EMAILS });
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
  return db.transaction(async (tx) => {
    // Serialises the company's invitations: two calls with the same list (a double click, two tabs, two instances)
    // see each other's invitations, so each address is mailed once.
    await lockCompany(tx, actor.buyerId);
    const groups = await groupsOfCompany(tx, actor.buyerId, input.groupIds ?? []);
    assertMayGrant(actor, permissionsOf(groups.filter((g) => g.active)), 'groupIds');
    const offered = await storesOfCompany(tx, actor.buyerId, input.storeIds ?? []);
    const [company] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, actor.buyerId));
    const existing =
      valid.length > 0
        ? await tx
            .select({ email: users.email, buyerId: users.buyerId, status: users.status, lang: users.lang })
            .from(users)
            .where(inArray(users.email, valid))
        : [];
    const accounts = new Map(existing.map((u) => [u.email, u]));
    const recent =
      valid.length > 0
        ? await tx
            .select({ id: invitations.id, email: invitations.email, createdAt: invitations.createdAt })
            .from(invitations)
            .where(
              and(
                eq(invitations.buyerId, actor.buyerId),
                inArray(invitations.email, valid),
                isNull(invitations.acceptedAt),
                isNull(invitations.revokedAt),
                isNull(invitations.withdrawnAt),
                gt(invitations.expiresAt, now),
                gt(invitations.createdAt, new Date(now.getTime() - INVITE_RESEND_AFTER_MS)),
              ),
            )
        : [];
    const recentByEmail = new Map(recent.map((r) => [r.email, r]));

    const results: InviteResult[] = [];
    const toMail: string[] = [];
    const kept: string[] = [];
    for (const email of valid) {
      const account = accounts.get(email);
      const pending = recentByEmail.get(email);
      if (account && account.buyerId === actor.buyerId && account.status !== 'DELETED')
        results.push({ email, outcome: 'ALREADY_MEMBER' });
      else if (pending) {
        kept.push(pending.id);
        results.push({
          email,
          outcome: 'ALREADY_INVITED',
          invitedAt: pending.createdAt,
          resendAt: inviteResendAt(pending.createdAt, now) ?? now,
        });
      } else {
        toMail.push(email);
        results.push({ email, outcome: 'INVITED' });
      }
    }
    await takeInviteQuotas(tx, actor, toMail.length, now);

    if (kept.length > 0)
      await tx
        .update(invitations)
        .set({ groupIds: groups.map((g) => g.id), storeIds: offered.map((s) => s.id) })
        .where(inArray(invitations.id, kept));
    for (const email of toMail) {
      await tx
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(invitations.buyerId, actor.buyerId),
            eq(invitations.email, email),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        );
      // An address with an account elsewhere gets a row too (its token is never mailed, so it cannot be used): a
      // re-send then behaves as for a new address, and the quotas count it alike.
      const token = randomBytes(32).toString('base64url');
      await tx.insert(invitations).values({
        buyerId: actor.buyerId,
        email,
        tokenHash: hashToken(token),
        invitedBy: actor.userId,
        groupIds: groups.map((g) => g.id),
        storeIds: offered.map((s) => s.id),
        lang: opts.lang,
        expiresAt,
        createdAt: now,
      });
      // The company's own removed user is invited as anyone new: accepting brings that account back.
      const account = accounts.get(email);
      const elsewhere = account && account.buyerId !== actor.buyerId ? account : null;
      const companyName = company?.name ?? '';
      if (elsewhere) {
        const content = invitationNoticeMailContent({ lang: elsewhere.lang, companyName, inviterName: actor.name });
        await enqueueMail(tx, { ...renderMail(content), to: email, kind: 'INVITATION', lang: elsewhere.lang });
      } else {
        const content = invitationMailContent({
          lang: opts.lang,
          companyName,
          inviterName: actor.name,
          url: invitationUrl(opts.siteUrl, token),
        });
        await enqueueMail(tx, { ...renderMail(content), to: email, kind: 'INVITATION', lang: opts.lang });
      }
    }
    for (const email of invalid) results.push({ email, outcome: 'INVALID' });
    return results;
  });
}

export type InvitationState = 'VALID' | 'EXPIRED' | 'USED' | 'WITHDRAWN' | 'INVALID';

export interface InvitationView {
  state: InvitationState;
  email: string | null;
  companyName: string | null;
  inviterName: string | null;
  expiresAt: Date | null;
  stores: { id: string; name: string }[];
}

const NONE: InvitationView = {
  state: 'INVALID',
  email: null,
  companyName: null,
  inviterName: null,
  expiresAt: null,
  stores: [],
};

async function invitationByToken(db: Db, token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * What a link can do now. `inviterStatus` is the inviter's current status: an invitation works only while its inviter
 * is ACTIVE — their deactivation or removal withdraws it (withdrawn_at, set by change-user.ts), and the status is
 * asked again here so that no path that changes a user's status can leave a usable link behind.
 */
function stateOf(
  row: typeof invitations.$inferSelect,
  now: Date,
  inviterStatus: UserStatus | null | undefined,
): InvitationState {
  if (row.acceptedAt) return 'USED';
  if (row.withdrawnAt || inviterStatus !== 'ACTIVE') return 'WITHDRAWN';
  if (row.revokedAt) return 'INVALID';
  if (row.expiresAt <= now) return 'EXPIRED';
  return 'VALID';
}

async function inviterOf(tx: Db | Tx, row: typeof invitations.$inferSelect) {
  if (!row.invitedBy) return null;
  const [inviter] = await tx
    .select({ name: users.name, status: users.status })
    .from(users)
    .where(eq(users.id, row.invitedBy));
  return inviter ?? null;
}

/**
 * The public invitation page's data: whether the link can still be used and, only when it can, who invites whom
 * and the stores offered. An expired or used link says so and nothing more.
 */
export async function readInvitation(db: Db, token: string, now = new Date()): Promise<InvitationView> {
  const row = await invitationByToken(db, token);
  if (!row) return NONE;
  const inviter = await inviterOf(db, row);
  const state = stateOf(row, now, inviter?.status);
  if (state !== 'VALID') return { ...NONE, state };
  const [company] = await db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, row.buyerId));
  const offered = await storesOfCompanyLoose(db, row.buyerId, row.storeIds);
  return {
    state,
    email: row.email,
    companyName: company?.name ?? null,
    inviterName: inviter?.name ?? null,
    expiresAt: row.expiresAt,
    stores: offered,
  };
}

/** The offered stores that still belong to the company (a store may have gone since the invitation). */
async function storesOfCompanyLoose(tx: Db | Tx, buyerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.buyerId, buyerId), inArray(stores.id, ids)))
    .orderBy(stores.name);
}

const STATE_ERROR: Record<Exclude<InvitationState, 'VALID'>, ErrorCode> = {
  EXPIRED: 'INVITATION_EXPIRED',
  USED: 'INVITATION_USED',
  WITHDRAWN: 'INVITATION_WITHDRAWN',
  INVALID: 'INVITATION_INVALID',
};

/**
 * invitationAccept: the invitee's name and password, and the stores chosen among those offered. Creates the user
 * (or brings back the company's removed user of that address) in the invitation's groups, marks the invitation used
 * — under a lock of its row, so a link used twice at once creates one account — and returns the e-mail and the
 * user. A link whose inviter was deactivated or removed is refused (INVITATION_WITHDRAWN). The same zod schema
 * checks the page's form.
 */
export async function acceptInvitation(
  db: Db,
  raw: unknown,
  now = new Date(),
): Promise<{ email: string; userId: string; mayEnter: boolean }> {
  const parsed = acceptInvitationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError((issue?.message ?? 'INVITATION_INVALID') as ErrorCode, String(issue?.path[0] ?? 'token'));
  }
  const input = parsed.data;
  // A dead link is answered before the (deliberately slow) password hash: no CPU spent on made-up tokens.
  const known = await invitationByToken(db, input.token);
  if (!known) throw new DomainError('INVITATION_INVALID', 'token');
  const knownState = stateOf(known, now, (await inviterOf(db, known))?.status);
  if (knownState !== 'VALID') throw new DomainError(STATE_ERROR[knownState], 'token');
  const passwordHash = await hash(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(input.token)))
        .for('update');
      if (!row) throw new DomainError('INVITATION_INVALID', 'token');
      const state = stateOf(row, now, (await inviterOf(tx, row))?.status);
      if (state !== 'VALID') throw new DomainError(STATE_ERROR[state], 'token');
      const offered = new Set((await storesOfCompanyLoose(tx, row.buyerId, row.storeIds)).map((s) => s.id));
      const chosen = [...new Set(input.storeIds)];
      if (chosen.some((id) => !offered.has(id))) throw new DomainError('INVITATION_STORE_NOT_OFFERED', 'storeIds');
      if (offered.size > 0 && chosen.length === 0) throw new DomainError('INVITATION_STORES_REQUIRED', 'storeIds');

      const [existing] = await tx.select().from(users).where(eq(users.email, row.email)).for('update');
      let userId: string;
      if (existing) {
        if (existing.buyerId !== row.buyerId || existing.status !== 'DELETED')
          throw new DomainError('INVITE_ALREADY_MEMBER', 'token', { email: row.email });
        await tx
          .update(users)
          .set({
            name: input.name,
            passwordHash,
            status: 'ACTIVE',
            role: 'OTHER',
            permissions: [],
            lang: row.lang,
            updatedAt: now,
          })
          .where(eq(users.id, existing.id));
        userId = existing.id;
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            kind: 'BUYER',
            buyerId: row.buyerId,
            name: input.name,
            email: row.email,
            passwordHash,
            role: 'OTHER',
            lang: row.lang,
            permissions: [],
          })
          .returning({ id: users.id });
        if (!created) throw new Error('inserting the invited user returned no row');
        userId = created.id;
      }
      // Groups deleted since the invitation are skipped (the foreign key would refuse them).
      const groups =
        row.groupIds.length > 0
          ? await tx
              .select({ id: userGroups.id })
              .from(userGroups)
              .where(and(eq(userGroups.buyerId, row.buyerId), inArray(userGroups.id, row.groupIds)))
          : [];
      if (groups.length > 0)
        await tx
          .insert(userGroupMembers)
          .values(groups.map((g) => ({ groupId: g.id, userId })))
          .onConflictDoNothing();
      if (chosen.length > 0) await tx.insert(userStores).values(chosen.map((storeId) => ({ userId, storeId })));
      await tx
        .update(invitations)
        .set({ acceptedAt: now, userId })
        .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
      const [company] = await tx.select({ status: buyers.status }).from(buyers).where(eq(buyers.id, row.buyerId));
      return { email: row.email, userId, mayEnter: signInRefusal('ACTIVE', company?.status ?? 'PENDING') === null };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_uq')) throw new DomainError('INVITE_ALREADY_MEMBER', 'token');
    throw error;
  }
}

/**
 * invitationAccept as the page uses it: the account is made, then the colleague is signed in as a sign-in would do
 * (a browser-session remember token — the link may be opened on a shared computer — and this browser remembered),
 * so the page can take them into the app. A company that may not sign in (no longer approved) gets the account
 * without a session; the sign-in page then tells them why. A caller already signed in (`keepSession`: someone else's
 * browser, an API client) keeps their own session: accepting never swaps whoever is signed in.
 */
export async function acceptInvitationAndSignIn(
  db: Db,
  tokens: TokenService,
  raw: unknown,
  opts: { deviceToken?: string | null | undefined; keepSession?: boolean; now?: Date } = {},
): Promise<{ email: string; session: SignInResult | null }> {
  const now = opts.now ?? new Date();
  const accepted = await acceptInvitation(db, raw, now);
  if (!accepted.mayEnter || opts.keepSession) return { email: accepted.email, session: null };
  const session = await openSignedInSession(
    db,
    tokens,
    accepted.userId,
    { persistent: false, deviceToken: opts.deviceToken },
    now,
  );
  return { email: accepted.email, session };
}
