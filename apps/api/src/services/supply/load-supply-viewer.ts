import { type Db, sessions, suppliers, users } from '@chobep/db';
import {
  type AccountState,
  accountStateOf,
  type Language,
  type Permission,
  type UserStatus,
  unionPermissions,
} from '@chobep/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';

/**
 * A signed-in user of the supply side: a supplier's user (its supplier's orders) or an operator of the marketplace
 * (every supplier's). Kept apart from `Viewer`, which always means a buyer user, so that no buyer operation can be
 * reached by a supply user by mistake: those check `ctx.viewer`, which is null for them.
 */
export interface SupplyViewer {
  userId: string;
  sessionId: string;
  kind: 'SUPPLIER' | 'OPERATOR';
  /** SUPPLIER: the supplier the user works for; OPERATOR: null. */
  supplierId: number | null;
  supplierName: string | null;
  name: string;
  email: string | null;
  lang: Language;
  userStatus: UserStatus;
  state: AccountState;
  permissions: ReadonlySet<Permission>;
}

/** The supply user of an access token whose session is still open; null for buyer users and ended sessions. */
export async function loadSupplyViewer(db: Db, userId: string, sessionId: string): Promise<SupplyViewer | null> {
  const [row] = await db
    .select({
      userId: users.id,
      kind: users.kind,
      supplierId: users.supplierId,
      supplierName: suppliers.name,
      name: users.name,
      email: users.email,
      lang: users.lang,
      status: users.status,
      permissions: users.permissions,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id), isNull(sessions.endedAt)))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(and(eq(users.id, userId), ne(users.kind, 'BUYER')));
  if (!row || row.kind === 'BUYER') return null;
  return {
    userId: row.userId,
    sessionId,
    kind: row.kind,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    name: row.name,
    email: row.email,
    lang: row.lang,
    userStatus: row.status,
    // A supply user has no company under review: only its own status decides.
    state: accountStateOf(row.status, 'NORMAL'),
    permissions: new Set(unionPermissions(row.permissions, [])),
  };
}
