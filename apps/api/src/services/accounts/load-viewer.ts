import type { Db } from '@chobep/db';
import {
  type AccountState,
  type AccountStatus,
  accountStateOf,
  type BuyerStatus,
  type ContactRole,
  type Language,
  type Permission,
  type Region,
  type UserStatus,
  unionPermissions,
} from '@chobep/domain';
import { sql } from 'drizzle-orm';

/** Everything a request needs to know about the signed-in user, loaded in one statement. */
export interface Viewer {
  userId: string;
  sessionId: string;
  buyerId: string;
  name: string;
  role: ContactRole;
  userStatus: UserStatus;
  buyerStatus: BuyerStatus;
  accountStatus: AccountStatus;
  state: AccountState;
  region: Region;
  lang: Language;
  permissions: ReadonlySet<Permission>;
  enabledFeatures: readonly string[];
}

interface ViewerRow extends Record<string, unknown> {
  user_id: string;
  buyer_id: string;
  name: string;
  role: ContactRole;
  user_status: UserStatus;
  lang: Language;
  own_permissions: string[];
  buyer_status: BuyerStatus;
  account_status: AccountStatus;
  region: Region;
  enabled_features: string[];
  group_permissions: string[] | null;
}

/**
 * Loads the viewer of an access token. The session must still be open, so that
 * sign-out and token-family revocation end access before the JWT expires.
 */
export async function loadViewer(db: Db, userId: string, sessionId: string): Promise<Viewer | null> {
  const result = await db.execute<ViewerRow>(sql`
    select u.id as user_id, u.buyer_id, u.name, u.role, u.status as user_status, u.lang,
           u.permissions as own_permissions,
           b.status as buyer_status, b.account_status, b.region, b.enabled_features,
           (select array_agg(distinct p) from user_group_members m
              join user_groups g on g.id = m.group_id and g.active
              cross join lateral unnest(g.permissions) as p
            where m.user_id = u.id) as group_permissions
    from users u
    join buyers b on b.id = u.buyer_id
    join sessions s on s.id = ${sessionId} and s.user_id = u.id and s.ended_at is null
    where u.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  const permissions = unionPermissions(row.own_permissions, [
    { active: true, permissions: row.group_permissions ?? [] },
  ]);
  return {
    userId: row.user_id,
    sessionId,
    buyerId: row.buyer_id,
    name: row.name,
    role: row.role,
    userStatus: row.user_status,
    buyerStatus: row.buyer_status,
    accountStatus: row.account_status,
    state: accountStateOf(row.user_status, row.buyer_status),
    region: row.region,
    lang: row.lang,
    permissions: new Set(permissions),
    enabledFeatures: row.enabled_features,
  };
}
