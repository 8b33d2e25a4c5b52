import { buyers, depositTransactions, voucherRedemptions, vouchers } from '@chobep/db';
import { amountToPay, endedWithoutDelivery, formatOrderNumber, type OrderStatus, settleDeposit } from '@chobep/domain';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';

/** What settling did to one order's money. */
export interface OrderSettlement {
  orderId: string;
  buyerId: string;
  /** The deposit movement written (negative: taken, positive: given back), 0 when none. */
  deposit: number;
  /** Still owed on a deposit-paid order because the deposit could not cover it. */
  outstanding: number;
  /** The order's voucher use was given back (it ended without delivery). */
  voucherReleased: boolean;
}

interface Row extends Record<string, unknown> {
  id: string;
  buyer_id: string;
  number: number;
  status: OrderStatus;
  payment_method: string;
  gross_total: number;
  deposited: number | string | null;
  held_voucher: string | null;
}

/**
 * Brings the money around orders in line with what their buyers will pay for them now (orders/amount-to-pay), inside
 * the transaction that changed them, after the change: the one place where a deposit is taken or given back and a
 * voucher's use is released. Every path that changes an order's amount or status calls it — orderCreate for the
 * orders it makes and the earlier orders whose fee it waives, transitionOrders after every action (approve,
 * disapprove, cancel, accept with quantities, decline, delivered weights and prices, missing lines, the approver's
 * edits). So a cancel gives the deposit back, a lighter delivery the difference, a decline the voucher's use.
 *
 * Locks, in the order every caller takes them (orders first, by the caller; then vouchers by id; then the companies
 * by id), so two settlements never wait for each other in a circle. The deposit rows and balances of a company are
 * written in one statement each; a balance never goes below zero (the CHECK backs the conditional arithmetic).
 */
export async function settleOrders(
  tx: Executor,
  orderIds: readonly string[],
  actorId: string | null,
): Promise<OrderSettlement[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  const read = await tx.execute<Row>(sql`
    select o.id, o.buyer_id, o.number, o.status, o.payment_method, o.gross_total,
      (select sum(d.amount) from deposit_transactions d where d.order_id = o.id) as deposited,
      (select r.voucher_id from voucher_redemptions r where r.order_id = o.id and r.released_at is null) as held_voucher
    from orders o where o.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by o.id`);
  const rows = read.rows;
  const settled = new Map<string, OrderSettlement>(
    rows.map((r) => [r.id, { orderId: r.id, buyerId: r.buyer_id, deposit: 0, outstanding: 0, voucherReleased: false }]),
  );

  // Vouchers: an order that ended without delivery gives its use back, once (released_at).
  const releasing = rows.filter((r) => r.held_voucher && endedWithoutDelivery(r.status));
  if (releasing.length) {
    await tx
      .update(voucherRedemptions)
      .set({ releasedAt: sql`now()` })
      .where(
        and(
          inArray(
            voucherRedemptions.orderId,
            releasing.map((r) => r.id),
          ),
          isNull(voucherRedemptions.releasedAt),
        ),
      );
    const uses = new Map<string, number>();
    for (const r of releasing) uses.set(r.held_voucher as string, (uses.get(r.held_voucher as string) ?? 0) + 1);
    for (const [voucherId, n] of [...uses].sort(([a], [b]) => (a < b ? -1 : 1)))
      await tx
        .update(vouchers)
        .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${n}, 0)` })
        .where(sql`${vouchers.id} = ${voucherId}`);
    for (const r of releasing) (settled.get(r.id) as OrderSettlement).voucherReleased = true;
  }

  // The deposit: orders paid from it, and any order it has taken money for (its payment method cannot change, but a
  // row says more than the method does).
  const deposit = rows.filter((r) => r.payment_method === 'DEPOSIT' || Number(r.deposited ?? 0) !== 0);
  if (deposit.length) {
    const companies = [...new Set(deposit.map((r) => r.buyer_id))].sort();
    const balances = new Map(
      (
        await tx
          .select({ id: buyers.id, balance: buyers.depositBalance })
          .from(buyers)
          .where(inArray(buyers.id, companies))
          .orderBy(asc(buyers.id))
          .for('no key update')
      ).map((b) => [b.id, b.balance ?? 0]),
    );
    const movements: (typeof depositTransactions.$inferInsert)[] = [];
    for (const r of deposit) {
      const balance = balances.get(r.buyer_id) ?? 0;
      const result = settleDeposit({
        payable: amountToPay({ status: r.status, grossTotal: Number(r.gross_total) }),
        charged: -Number(r.deposited ?? 0),
        balance,
      });
      const s = settled.get(r.id) as OrderSettlement;
      s.outstanding = result.outstanding;
      if (!result.reason) continue;
      s.deposit = result.amount;
      balances.set(r.buyer_id, balance + result.amount);
      movements.push({
        buyerId: r.buyer_id,
        amount: result.amount,
        reason: result.reason,
        orderId: r.id,
        note: formatOrderNumber(Number(r.number)),
        createdBy: actorId,
      });
    }
    if (movements.length) {
      await tx.insert(depositTransactions).values(movements);
      const change = new Map<string, number>();
      for (const m of movements) change.set(m.buyerId, (change.get(m.buyerId) ?? 0) + Number(m.amount));
      for (const [buyerId, amount] of change)
        await tx
          .update(buyers)
          .set({ depositBalance: sql`${buyers.depositBalance} + ${amount}` })
          .where(sql`${buyers.id} = ${buyerId}`);
    }
  }
  return ids.flatMap((id) => settled.get(id) ?? []);
}
