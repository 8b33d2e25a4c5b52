import type { SupplyContext } from '../../context';
import type { OrderActorScope } from '../orders/transition-orders';

/** The signed-in supply user as an order actor: a supplier's user (its supplier) or an operator (every order). */
export function supplyActor(ctx: SupplyContext): OrderActorScope {
  const viewer = ctx.supplyViewer;
  return viewer.kind === 'OPERATOR'
    ? { side: 'OPERATOR', userId: viewer.userId, permissions: viewer.permissions }
    : {
        side: 'SUPPLIER',
        userId: viewer.userId,
        permissions: viewer.permissions,
        ...(viewer.supplierId !== null ? { supplierId: viewer.supplierId } : {}),
      };
}
