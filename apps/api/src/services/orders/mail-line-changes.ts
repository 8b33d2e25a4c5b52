import { buyers, orders, stores, users } from '@chobep/db';
import { type ItemsChangedData, type Language, lineChangesMailContent } from '@chobep/domain';
import { renderMail } from '@chobep/domain/platform/mail/render-mail';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import { enqueueMail } from '../platform/mail/enqueue-mail';

/**
 * Tells the supplier's users that the buyer changed what an order bills (a delivered quantity, a proposed price): one
 * mail each, in their language, written in the change's transaction. The caller kicks delivery after COMMIT. Returns
 * whether any mail was written.
 */
export async function mailSupplierAboutBuyerChanges(
  tx: Executor,
  change: {
    orderId: string;
    items: ItemsChangedData['items'];
    totalBefore: number;
    totalAfter: number;
    reason: string | null;
    linkOrigin: string | null;
  },
): Promise<boolean> {
  const [order] = await tx
    .select({ number: orders.number, supplierId: orders.supplierId, buyerName: buyers.name, storeName: stores.name })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, change.orderId));
  if (!order) return false;
  const recipients = await tx
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(eq(users.kind, 'SUPPLIER'), eq(users.supplierId, order.supplierId), eq(users.status, 'ACTIVE')));
  const url = change.linkOrigin ? `${change.linkOrigin}/supplier/orders/${change.orderId}` : null;
  for (const r of recipients) {
    if (!r.email) continue;
    const lang = r.lang as Language;
    const content = lineChangesMailContent({
      ...change,
      lang,
      orderNumber: order.number,
      buyerName: order.buyerName,
      storeName: order.storeName,
      url,
    });
    await enqueueMail(tx, { ...renderMail(content), to: r.email, kind: 'ORDER_LINES_CHANGED', lang });
  }
  return recipients.length > 0;
}
