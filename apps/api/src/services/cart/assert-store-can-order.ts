import { buyers, type Db, stores } from '@chobep/db';
import { checkStoreCanFillCart, checkStoreCanOrder, DomainError, type StoreOrderFacts } from '@chobep/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from './executor';

type Rule = (facts: StoreOrderFacts) => 'STORE_BLOCKED' | null;

/**
 * A blocked or disabled store, or a blocked company, cannot order (spec/trading.md §4 "Account states"). Checked
 * by the checkout's writes and again when orders are created, inside that transaction. `lock` takes the store row
 * (FOR NO KEY UPDATE, which inserts referencing the store do not wait for) so one store's cart writes run one at
 * a time: the line limit holds under concurrency, while different stores never wait for each other.
 */
export async function assertStoreCanOrder(db: Db | Executor, storeId: string, lock = false): Promise<void> {
  const problem = await storeProblem(db, storeId, lock, checkStoreCanOrder);
  if (problem) throw new DomainError(problem, 'storeId');
}

/** The cart's own writes (lines, clearing a supplier): a store waiting for review may prepare its cart. */
export async function assertStoreCanFillCart(db: Db | Executor, storeId: string, lock = false): Promise<void> {
  const problem = await storeProblem(db, storeId, lock, checkStoreCanFillCart);
  if (problem) throw new DomainError(problem, 'storeId');
}

/** Whether the store may order now (orderDisabled's answer). */
export async function storeCanOrder(db: Db | Executor, storeId: string): Promise<boolean> {
  return (await storeProblem(db, storeId, false, checkStoreCanOrder)) === null;
}

async function storeProblem(
  db: Db | Executor,
  storeId: string,
  lock: boolean,
  rule: Rule,
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
  return rule({ ...row, storeDisabled: row.disabled });
}
