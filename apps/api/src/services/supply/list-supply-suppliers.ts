import { type Db, suppliers } from '@chobep/db';
import { asc, eq } from 'drizzle-orm';
import type { OrderActorScope } from '../orders/transition-orders';

/**
 * The suppliers whose orders the supply user may list: every supplier for an operator (on the market or not: an
 * off-market supplier still has orders), by name; a supplier's user its own. The operators' list filter offers them.
 */
export async function listSupplySuppliers(db: Db, actor: OrderActorScope) {
  if (actor.side === 'OPERATOR') return db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
  if (actor.side === 'SUPPLIER' && actor.supplierId !== undefined)
    return db.select().from(suppliers).where(eq(suppliers.id, actor.supplierId));
  return [];
}
