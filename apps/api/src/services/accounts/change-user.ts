import { type Db, invitations, userGroupMembers, userStores, users } from '@chobep/db';
import { checkUserStatusChange, DomainError, isUuid, type UserStatus } from '@chobep/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { publishSessionsEnded } from '../notifications/live-events';
import { endAllSessions } from './sessions';
import {
  assertMayGrant,
  groupsOfCompany,
  lockCompany,
  permissionsOf,
  storesOfCompany,
  type TeamActor,
  type Tx,
} from './team-scope';

export interface UserUpdateInput {
  /** The whole new set of groups. */
  groupIds?: readonly string[] | null;
  /** The whole new set of stores the user may act for (an owner acts for every store regardless). */
  storeIds?: readonly string[] | null;
  status?: 'ACTIVE' | 'INACTIVE' | null;
}

async function targetOf(tx: Tx, actor: TeamActor, userId: string) {
  if (!isUuid(userId)) throw new DomainError('USER_NOT_FOUND', 'id');
  const [target] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.buyerId, actor.buyerId)))
    .for('update');
  if (!target || target.status === 'DELETED') throw new DomainError('USER_NOT_FOUND', 'id');
  return target;
}

async function activeOwners(tx: Tx, buyerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.buyerId, buyerId), eq(users.role, 'OWNER'), eq(users.status, 'ACTIVE')));
  return Number(row?.n ?? 0);
}

async function checkStatus(tx: Tx, actor: TeamActor, target: Awaited<ReturnType<typeof targetOf>>, next: UserStatus) {
  const refusal = checkUserStatusChange(
    { id: actor.userId, role: actor.role },
    target,
    next,
    await activeOwners(tx, actor.buyerId),
  );
  if (refusal) throw new DomainError(refusal, refusal === 'USER_NOT_FOUND' ? 'id' : 'status');
}

/**
 * A user who can no longer act for the company (deactivated or removed): their sessions end with the change (access
 * tokens already issued stop working on the next request, renewals are refused) and the invitations they sent and
 * nobody accepted yet are withdrawn — for good: reactivating them does not bring the links back (they invite again).
 * Returns the ended sessions, to publish once the change is committed.
 */
async function cutOff(tx: Tx, userId: string, now: Date): Promise<string[]> {
  await tx
    .update(invitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(invitations.invitedBy, userId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        isNull(invitations.withdrawnAt),
      ),
    );
  return endAllSessions(tx, userId, now);
}

/**
 * userUpdate: a colleague's groups, stores and status (ACTIVE/INACTIVE). Groups the user joins are a grant
 * (checkGrant); stores and groups must be the company's; deactivating follows the owner rules
 * (checkUserStatusChange), ends the user's sessions and their open streams at once and withdraws their pending
 * invitations.
 */
export async function updateUser(db: Db, actor: TeamActor, userId: string, input: UserUpdateInput): Promise<void> {
  const now = new Date();
  const ended = await db.transaction(async (tx) => {
    await lockCompany(tx, actor.buyerId);
    const target = await targetOf(tx, actor, userId);
    if (input.groupIds) {
      const wanted = await groupsOfCompany(tx, actor.buyerId, input.groupIds);
      const current = await tx
        .select({ groupId: userGroupMembers.groupId })
        .from(userGroupMembers)
        .where(eq(userGroupMembers.userId, target.id));
      const had = new Set(current.map((r) => r.groupId));
      const joining = wanted.filter((g) => !had.has(g.id));
      assertMayGrant(actor, permissionsOf(joining.filter((g) => g.active)), 'groupIds');
      const keep = new Set(wanted.map((g) => g.id));
      const leaving = [...had].filter((id) => !keep.has(id));
      if (leaving.length > 0)
        await tx
          .delete(userGroupMembers)
          .where(and(eq(userGroupMembers.userId, target.id), inArray(userGroupMembers.groupId, leaving)));
      if (joining.length > 0)
        await tx.insert(userGroupMembers).values(joining.map((g) => ({ groupId: g.id, userId: target.id })));
    }
    if (input.storeIds) {
      const wanted = await storesOfCompany(tx, actor.buyerId, input.storeIds);
      await tx.delete(userStores).where(eq(userStores.userId, target.id));
      if (wanted.length > 0)
        await tx.insert(userStores).values(wanted.map((s) => ({ userId: target.id, storeId: s.id })));
    }
    if (input.status && input.status !== target.status) {
      await checkStatus(tx, actor, target, input.status);
      await tx.update(users).set({ status: input.status, updatedAt: now }).where(eq(users.id, target.id));
      if (input.status === 'INACTIVE') return cutOff(tx, target.id, now);
    }
    return [];
  });
  await publishSessionsEnded(db, ended);
}

/**
 * userRemove: the user is marked DELETED (kept for the orders they placed), leaves every group and store, their
 * pending invitations are withdrawn, and their sessions, remember tokens and open streams end at once. Never the last owner, never
 * oneself, an owner only by an owner (checkUserStatusChange).
 */
export async function removeUser(db: Db, actor: TeamActor, userId: string): Promise<void> {
  const now = new Date();
  const ended = await db.transaction(async (tx) => {
    await lockCompany(tx, actor.buyerId);
    const target = await targetOf(tx, actor, userId);
    await checkStatus(tx, actor, target, 'DELETED');
    await tx.update(users).set({ status: 'DELETED', updatedAt: now }).where(eq(users.id, target.id));
    await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, target.id));
    await tx.delete(userStores).where(eq(userStores.userId, target.id));
    return cutOff(tx, target.id, now);
  });
  await publishSessionsEnded(db, ended);
}
