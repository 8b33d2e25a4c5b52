import { buyers, type Db, orders } from '@chobep/db';
import { type BuyerFeature, DomainError } from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Turns one feature of a company on or off (featureFlagToggle). Order approval cannot be turned off while orders
 * wait for it (spec/trading.md §4): the company's row is locked first, so the count and the change are one decision,
 * and an order being placed at that moment (orderCreate reads the feature under a share lock of the same row when it
 * would wait for approval) either lands before the count or sees the feature off.
 */
export async function toggleBuyerFeature(
  db: Db,
  buyerId: string,
  feature: BuyerFeature,
  enabled: boolean,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ features: buyers.enabledFeatures })
      .from(buyers)
      .where(eq(buyers.id, buyerId))
      .for('update');
    if (!buyer) throw new DomainError('NOT_FOUND', 'buyerId');
    const on = buyer.features.includes(feature);
    if (on === enabled) return buyer.features;
    if (!enabled && feature === 'ORDER_APPROVAL') {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'PENDING_APPROVAL')));
      const count = Number(row?.n ?? 0);
      if (count > 0) throw new DomainError('APPROVAL_HAS_PENDING_ORDERS', 'feature', { count });
    }
    const features = enabled ? [...buyer.features, feature] : buyer.features.filter((f) => f !== feature);
    await tx.update(buyers).set({ enabledFeatures: features, updatedAt: new Date() }).where(eq(buyers.id, buyerId));
    return features;
  });
}
