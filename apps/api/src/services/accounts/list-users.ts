import { type Db, users } from '@chobep/db';
import { foldVietnamese, isUuid, type Permission, type UserStatus, VI_FOLD_FROM, VI_FOLD_TO } from '@chobep/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

export interface UserListFilter {
  /** Part of the name (accent- and case-insensitive) or of the e-mail. */
  query?: string | null;
  groupId?: string | null;
  /** Users who hold it: their own, or through an active group. */
  permission?: Permission | null;
  /** Without it: ACTIVE and INACTIVE (removed users only when asked for). */
  statuses?: readonly UserStatus[] | null;
}

export const USER_PAGE_MAX = 100;

export type TeamUserRow = typeof users.$inferSelect & { effectivePermissions: string[] };

/** The permissions a user holds: own ∪ active groups' (the viewer query's rule, for the list). */
export const effectivePermissionsSql = sql<string[]>`(select coalesce(array_agg(distinct held.p), '{}') from (
    select unnest("users"."permissions") as p
    union select unnest(g.permissions) from "user_group_members" m
      join "user_groups" g on g.id = m.group_id and g.active
    where m.user_id = "users"."id") as held)`;
// Written with the table's own name: in a one-table select Drizzle leaves its columns unqualified, and an
// unqualified "id" inside this subquery would be the group's.

/**
 * The company's users for /user-management: search, group, permission and status filters, a page of them and the
 * total. Every condition runs within one company's rows (users_buyer_idx): a company has tens of users, not
 * millions, so the name search folds marks in the query (translate) rather than keeping a trigram index.
 */
export async function listUsers(
  db: Db,
  buyerId: string,
  filter: UserListFilter,
  page: number,
  size: number,
): Promise<{ rows: TeamUserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(users.buyerId, buyerId), eq(users.kind, 'BUYER')];
  const statuses = filter.statuses?.length ? filter.statuses : (['ACTIVE', 'INACTIVE'] as const);
  conditions.push(inArray(users.status, [...statuses]));
  const q = filter.query?.trim();
  if (q) {
    const pattern = `%${foldVietnamese(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`translate(lower(${users.name}), ${VI_FOLD_FROM}, ${VI_FOLD_TO}) like ${pattern}`,
        sql`${users.email} like ${pattern}`,
      ),
    );
  }
  if (filter.groupId) {
    // An id that is not a group of this company matches nobody.
    if (!isUuid(filter.groupId)) return { rows: [], total: 0 };
    conditions.push(
      sql`exists (select 1 from "user_group_members" m join "user_groups" g on g.id = m.group_id
        where m.user_id = "users"."id" and g.id = ${filter.groupId} and g.buyer_id = ${buyerId})`,
    );
  }
  if (filter.permission) conditions.push(sql`${effectivePermissionsSql} @> array[${filter.permission}::text]`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, effectivePermissions: effectivePermissionsSql })
      .from(users)
      .where(where)
      .orderBy(
        sql`case ${users.status} when 'ACTIVE' then 0 when 'INACTIVE' then 1 else 2 end`,
        asc(users.name),
        asc(users.id),
      )
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.user, effectivePermissions: r.effectivePermissions ?? [] })),
    total: Number(count?.n ?? 0),
  };
}

/** One user of the company (any status), or null for another company's or a made-up id. */
export async function readTeamUser(db: Db, buyerId: string, userId: string): Promise<TeamUserRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select({ user: users, effectivePermissions: effectivePermissionsSql })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.buyerId, buyerId)));
  return row ? { ...row.user, effectivePermissions: row.effectivePermissions ?? [] } : null;
}
