import { unauthenticatedOrForbidden } from '../../builder';
import type { SignedInContext } from '../../context';
import type { StoreRow } from '../../loaders';

/** Whether the signed-in user may act for the store (an owner: every store of the company; others: their own). */
export async function mayActForStore(ctx: SignedInContext, storeId: string): Promise<boolean> {
  return (await storeOfViewer(ctx, storeId)) !== null;
}

/** The store, when the signed-in user may act for it; else null. */
export async function storeOfViewer(ctx: SignedInContext, storeId: string): Promise<StoreRow | null> {
  const stores = await ctx.loaders.storesByUser.load(ctx.viewer.userId);
  return stores.find((s) => s.id === storeId) ?? null;
}

/** Queries refuse another company's store with a FORBIDDEN GraphQL error, never an empty answer. */
export async function assertMayActForStore(ctx: SignedInContext, storeId: string): Promise<void> {
  if (!(await mayActForStore(ctx, storeId))) throw unauthenticatedOrForbidden(ctx);
}
