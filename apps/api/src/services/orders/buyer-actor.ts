import type { SignedInContext } from '../../context';
import type { OrderActorScope } from './transition-orders';

/** The signed-in buyer as an order actor: its company and the stores it acts for (loaded once per request). */
export async function buyerActor(ctx: SignedInContext): Promise<OrderActorScope> {
  const stores = await ctx.loaders.storesByUser.load(ctx.viewer.userId);
  return {
    side: 'BUYER',
    userId: ctx.viewer.userId,
    permissions: ctx.viewer.permissions,
    buyerId: ctx.viewer.buyerId,
    storeIds: stores.map((s) => s.id),
  };
}
