import { buyers, type Db, stores, userGroups, users } from '@chobep/db';
import { checkGrant, DomainError, isUuid, PERMISSIONS, type Permission } from '@chobep/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Viewer } from './load-viewer';

/** A transaction of the team services. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts on the team: the signed-in viewer, reduced to what the rules read. */
export type TeamActor = Pick<Viewer, 'userId' | 'buyerId' | 'role' | 'permissions'>;

/**
 * Team changes of one company are serialised on its buyers row: the owner count of "never the last owner" and the
 * permissions a grant is checked against are read and changed as one decision, never by two managers at once.
 */
export async function lockCompany(tx: Tx, buyerId: string): Promise<void> {
  await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
}

/** Ids that cannot be a row are "not found" like another company's: no SQL error for a malformed id. */
export function uuidsOnly(ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => isUuid(id));
}

/** A group of the company, locked for the change; another company's (or a made-up) id is GROUP_NOT_FOUND. */
export async function groupOfCompany(tx: Tx, buyerId: string, groupId: string) {
  if (!isUuid(groupId)) throw new DomainError('GROUP_NOT_FOUND', 'groupId');
  const [group] = await tx
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.buyerId, buyerId)))
    .for('update');
  if (!group) throw new DomainError('GROUP_NOT_FOUND', 'groupId');
  return group;
}

/** Groups of the company, every one of them, or GROUP_NOT_FOUND. */
export async function groupsOfCompany(tx: Tx, buyerId: string, groupIds: readonly string[]) {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const valid = uuidsOnly(ids);
  const rows =
    valid.length > 0
      ? await tx
          .select()
          .from(userGroups)
          .where(and(eq(userGroups.buyerId, buyerId), inArray(userGroups.id, valid)))
      : [];
  if (rows.length !== ids.length) throw new DomainError('GROUP_NOT_FOUND', 'groupIds');
  return rows;
}

/** Users of the company that are not removed, every one of them, or USER_NOT_FOUND. */
export async function membersOfCompany(tx: Tx, buyerId: string, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const valid = uuidsOnly(ids);
  const rows =
    valid.length > 0
      ? await tx
          .select({ id: users.id, role: users.role, status: users.status })
          .from(users)
          .where(and(eq(users.buyerId, buyerId), inArray(users.id, valid), ne(users.status, 'DELETED')))
      : [];
  if (rows.length !== ids.length) throw new DomainError('USER_NOT_FOUND', 'userIds');
  return rows;
}

/** Stores of the company, every one of them, or STORE_NOT_FOUND. */
export async function storesOfCompany(tx: Tx, buyerId: string, storeIds: readonly string[]) {
  const ids = [...new Set(storeIds)];
  if (ids.length === 0) return [];
  const valid = uuidsOnly(ids);
  const rows =
    valid.length > 0
      ? await tx
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(and(eq(stores.buyerId, buyerId), inArray(stores.id, valid)))
      : [];
  if (rows.length !== ids.length) throw new DomainError('STORE_NOT_FOUND', 'storeIds');
  return rows;
}

/** checkGrant of @chobep/domain, as a DomainError: nobody grants what they do not hold, nor without BUYER_USER_ADD. */
export function assertMayGrant(actor: TeamActor, granted: Iterable<Permission>, field: string): void {
  const refusal = checkGrant(actor.permissions, granted);
  if (!refusal) return;
  if (refusal.code === 'GRANT_NEEDS_USER_ADD') throw new DomainError('GRANT_NEEDS_USER_ADD', field);
  throw new DomainError('GRANT_NOT_HELD', field, { permissions: refusal.permissions.join(', ') });
}

/** The permission codes of stored rows, known ones only. */
export function permissionsOf(rows: readonly { permissions: readonly string[] }[]): Permission[] {
  return [...new Set(rows.flatMap((r) => r.permissions))].filter((p): p is Permission => KNOWN.has(p));
}
const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

/** A unique violation of the named index (PostgreSQL and PGlite both report code 23505 with the constraint). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && (name === undefined || name === constraint)) return true;
  }
  return false;
}
