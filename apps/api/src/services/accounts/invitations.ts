import { randomBytes } from 'node:crypto';
import { buyers, type Db, invitations, stores, userGroupMembers, userGroups, userStores, users } from '@chobep/db';
import {
  acceptInvitationSchema,
  DomainError,
  type ErrorCode,
  INVITATION_TTL_DAYS,
  INVITE_MAX_EMAILS,
  invitationMailContent,
  type Language,
  parseInviteEmails,
} from '@chobep/domain';
import { renderMail } from '@chobep/domain/platform/mail/render-mail';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { enqueueMail } from '../platform/mail/enqueue-mail';
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

export type InviteOutcome = 'INVITED' | 'ALREADY_MEMBER' | 'INVALID';

export interface InviteResult {
  email: string;
  outcome: InviteOutcome;
}

export interface InviteInput {
  emails: readonly string[];
  groupIds?: readonly string[] | null;
  /** The stores offered; the invitee chooses among them. */
  storeIds?: readonly string[] | null;
}

/** The invitation link: SITE_URL when set, else the origin the inviter's request came from (checked by the guard). */
export function invitationUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/invitations/${token}`;
}

/**
 * companyInviteUsers: one invitation per address, each with its own single-use token (only its hash is stored),
 * valid INVITATION_TTL_DAYS days, mailed through the outbox in the same transaction. An address that already has an
 * account (in any company: e-mails are unique among users) is reported, not invited; so is an invalid one. A removed
 * user of the same company may be invited again. A newer invitation to an address revokes the older one. The groups
 * are a grant (checkGrant) decided now, by the inviter.
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
    await lockCompany(tx, actor.buyerId);
    const groups = await groupsOfCompany(tx, actor.buyerId, input.groupIds ?? []);
    assertMayGrant(actor, permissionsOf(groups.filter((g) => g.active)), 'groupIds');
    const offered = await storesOfCompany(tx, actor.buyerId, input.storeIds ?? []);
    const [company] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, actor.buyerId));
    const existing =
      valid.length > 0
        ? await tx
            .select({ email: users.email, buyerId: users.buyerId, status: users.status })
            .from(users)
            .where(inArray(users.email, valid))
        : [];
    const taken = new Set(
      existing.filter((u) => !(u.buyerId === actor.buyerId && u.status === 'DELETED')).map((u) => u.email),
    );
    const results: InviteResult[] = [];
    for (const email of valid) {
      if (taken.has(email)) {
        results.push({ email, outcome: 'ALREADY_MEMBER' });
        continue;
      }
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
      });
      const content = invitationMailContent({
        lang: opts.lang,
        companyName: company?.name ?? '',
        inviterName: actor.name,
        url: invitationUrl(opts.siteUrl, token),
      });
      await enqueueMail(tx, { ...renderMail(content), to: email, kind: 'INVITATION', lang: opts.lang });
      results.push({ email, outcome: 'INVITED' });
    }
    for (const email of invalid) results.push({ email, outcome: 'INVALID' });
    return results;
  });
}

export type InvitationState = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

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

function stateOf(row: typeof invitations.$inferSelect, now: Date): InvitationState {
  if (row.acceptedAt) return 'USED';
  if (row.revokedAt) return 'INVALID';
  if (row.expiresAt <= now) return 'EXPIRED';
  return 'VALID';
}

/**
 * The public invitation page's data: whether the link can still be used and, only when it can, who invites whom
 * and the stores offered. An expired or used link says so and nothing more.
 */
export async function readInvitation(db: Db, token: string, now = new Date()): Promise<InvitationView> {
  const row = await invitationByToken(db, token);
  if (!row) return NONE;
  const state = stateOf(row, now);
  if (state !== 'VALID') return { ...NONE, state };
  const [company] = await db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, row.buyerId));
  const [inviter] = row.invitedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy))
    : [];
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
  INVALID: 'INVITATION_INVALID',
};

/**
 * invitationAccept: the invitee's name and password, and the stores chosen among those offered. Creates the user
 * (or brings back the company's removed user of that address) in the invitation's groups, marks the invitation used
 * — under a lock of its row, so a link used twice at once creates one account — and returns the e-mail to sign in
 * with. The same zod schema checks the page's form.
 */
export async function acceptInvitation(db: Db, raw: unknown, now = new Date()): Promise<{ email: string }> {
  const parsed = acceptInvitationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError((issue?.message ?? 'INVITATION_INVALID') as ErrorCode, String(issue?.path[0] ?? 'token'));
  }
  const input = parsed.data;
  // A dead link is answered before the (deliberately slow) password hash: no CPU spent on made-up tokens.
  const known = await invitationByToken(db, input.token);
  if (!known) throw new DomainError('INVITATION_INVALID', 'token');
  const knownState = stateOf(known, now);
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
      const state = stateOf(row, now);
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
      return { email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_uq')) throw new DomainError('INVITE_ALREADY_MEMBER', 'token');
    throw error;
  }
}
