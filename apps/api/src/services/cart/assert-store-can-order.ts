import { buyers, type Db, stores } from '@chobep/db';
import { checkStoreCanOrder, DomainError } from '@chobep/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from './executor';

/**
 * A blocked or disabled store, or a blocked company, cannot order (spec/trading.md §4 "Account states"). Checked
 * by every cart write and again when orders are created, inside that transaction. `lock` takes the store row
 * (FOR NO KEY UPDATE, which inserts referencing the store do not wait for) so one store's cart writes run one at
 * a time: the line limit holds under concurrency, while different stores never wait for each other.
 */
export async function assertStoreCanOrder(db: Db | Executor, storeId: string, lock = false): Promise<void> {
  const problem = await storeOrderProblem(db, storeId, lock);
  if (problem) throw new DomainError(problem, 'storeId');
}

/** Whether the store may order now (orderDisabled's answer). */
export async function storeCanOrder(db: Db | Executor, storeId: string): Promise<boolean> {
  return (await storeOrderProblem(db, storeId, false)) === null;
}

async function storeOrderProblem(
  db: Db | Executor,
  storeId: string,
  lock: boolean,
): Promise<'STORE_NOT_FOUND' | 'STORE_BLOCKED' | null> {
  const query = db
    .select({
      storeStatus: stores.status,
      disabled: stores.disabled,
      buyerStatus: buyers.status,
      accountStatus: buyers.accountStatus,
    })
    .from(stores)
    .innerJoin(buyers, eq(buyers.id, stores.buyerId))
    .where(eq(stores.id, storeId));
  const [row] = lock ? await query.for('no key update', { of: stores }) : await query;
  if (!row) return 'STORE_NOT_FOUND';
  return checkStoreCanOrder({ ...row, storeDisabled: row.disabled });
}
