import { buyers, type Db, orderItems, stores, userGroupMembers, userGroups, userStores, users } from '@chobep/db';
import DataLoader from 'dataloader';
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import {
  type DepositMovement,
  type OrderHistoryEntry,
  type OrderLineChangeEntry,
  readOrderDepositMovements,
  readOrderHistories,
  readOrderLineChanges,
} from './services/orders/read-order';
import { preparedFor } from './services/prepared';

export type StoreRow = typeof stores.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;
export type UserGroupRow = typeof userGroups.$inferSelect;
export interface GroupMemberRow {
  id: string;
  name: string;
  email: string | null;
}

function groupBy<K, V>(rows: V[], key: (v: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * The stores each user may act for (an owner: every store of the company; others: their assigned ones). Every
 * mutation on a store asks it (mayActForStore), so it is prepared once per database (services/prepared.ts).
 */
const prepareStoresOfUsers = (db: Db) =>
  db
    .select({ userId: users.id, store: stores })
    .from(users)
    .innerJoin(stores, eq(stores.buyerId, users.buyerId))
    .where(
      and(
        sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`,
        or(
          eq(users.role, 'OWNER'),
          exists(
            db
              .select({ one: userStores.storeId })
              .from(userStores)
              .where(and(eq(userStores.userId, users.id), eq(userStores.storeId, stores.id))),
          ),
        ),
      ),
    )
    .orderBy(asc(stores.name))
    .prepare('stores_of_users');
// createLoaders is given the database, never a transaction, so the prepared statement always applies.
const storesOfUsers = (db: Db) => preparedStoresOfUsers(db) as ReturnType<typeof prepareStoresOfUsers>;
const preparedStoresOfUsers = preparedFor(prepareStoresOfUsers);

/** Per-request batching: each list below costs one statement however many parents ask. */
export function createLoaders(db: Db) {
  return {
    /** The stores a user may act for: every store of the company for an owner, else its assigned ones. */
    storesByUser: new DataLoader<string, StoreRow[]>(async (userIds) => {
      const rows = await storesOfUsers(db).execute({ userIds: [...userIds] });
      const byUser = groupBy(rows, (r) => r.userId);
      return userIds.map((id) => (byUser.get(id) ?? []).map((r) => r.store));
    }),

    buyerById: new DataLoader<string, BuyerRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(buyers)
        .where(inArray(buyers.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),

    groupsByUser: new DataLoader<string, UserGroupRow[]>(async (userIds) => {
      const rows = await db
        .select({ userId: userGroupMembers.userId, group: userGroups })
        .from(userGroupMembers)
        .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
        .where(inArray(userGroupMembers.userId, [...userIds]))
        .orderBy(asc(userGroups.name));
      const byUser = groupBy(rows, (r) => r.userId);
      return userIds.map((id) => (byUser.get(id) ?? []).map((r) => r.group));
    }),

    groupsByBuyer: new DataLoader<string, UserGroupRow[]>(async (buyerIds) => {
      const rows = await db
        .select()
        .from(userGroups)
        .where(inArray(userGroups.buyerId, [...buyerIds]))
        .orderBy(asc(userGroups.name));
      const byBuyer = groupBy(rows, (r) => r.buyerId);
      return buyerIds.map((id) => byBuyer.get(id) ?? []);
    }),

    membersByGroup: new DataLoader<string, GroupMemberRow[]>(async (groupIds) => {
      const rows = await db
        .select({ groupId: userGroupMembers.groupId, id: users.id, name: users.name, email: users.email })
        .from(userGroupMembers)
        .innerJoin(users, eq(users.id, userGroupMembers.userId))
        .where(inArray(userGroupMembers.groupId, [...groupIds]))
        .orderBy(asc(users.name));
      const byGroup = groupBy(rows, (r) => r.groupId);
      return groupIds.map((id) => (byGroup.get(id) ?? []).map(({ id, name, email }) => ({ id, name, email })));
    }),

    userById: new DataLoader<string, typeof users.$inferSelect | null>(async (ids) => {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),

    /** An order's status history with who acted, oldest first. */
    orderHistoryByOrder: new DataLoader<string, OrderHistoryEntry[]>(async (orderIds) => {
      const byOrder = groupBy(await readOrderHistories(db, orderIds), (r) => r.orderId);
      return orderIds.map((id) => byOrder.get(id) ?? []);
    }),

    /** What changed on an order's lines after it was placed (the trace of every price and quantity change). */
    orderLineChangesByOrder: new DataLoader<string, OrderLineChangeEntry[]>(async (orderIds) => {
      const byOrder = groupBy(await readOrderLineChanges(db, orderIds), (r) => r.orderId);
      return orderIds.map((id) => byOrder.get(id) ?? []);
    }),

    /** What an order took from and gave back to its company's deposit. */
    depositMovementsByOrder: new DataLoader<string, DepositMovement[]>(async (orderIds) => {
      const byOrder = groupBy(await readOrderDepositMovements(db, orderIds), (r) => r.orderId ?? '');
      return orderIds.map((id) => byOrder.get(id) ?? []);
    }),

    /** An order's lines, by their Vietnamese name (as the invoice and the delivery note list them). */
    orderItemsByOrder: new DataLoader<string, (typeof orderItems.$inferSelect)[]>(async (orderIds) => {
      const rows = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.nameVi));
      const byOrder = groupBy(rows, (r) => r.orderId);
      return orderIds.map((id) => byOrder.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
