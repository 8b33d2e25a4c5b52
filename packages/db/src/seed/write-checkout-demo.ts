import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { buyers, deliveryAreaGroups, depositTransactions, supplierDayOffs, virtualAccounts, vouchers } from '../schema';
import type { GeneratedCheckout } from './generate-checkout';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes generate-checkout's rows: the suppliers' fulfilment, the companies' payment set-up, days off, the area
 * group, vouchers and virtual accounts. The same code serves a fresh seed and refreshCheckoutDemo, so both give the
 * same rows. It never overwrites what may have been set by hand: a company whose terms or deposit differ from the
 * defaults keeps them, and rows already there (same key or code) are left as they are. Returns the rows written.
 */
export async function writeCheckoutDemo(tx: Tx, checkout: GeneratedCheckout): Promise<number> {
  let written = 0;

  const values = sql.join(
    checkout.suppliers.map(
      (s) => sql`(${s.id}::int, ${s.name}, ${s.hoursToDelivery}::int, ${`{${s.deliveryDays.join(',')}}`}::smallint[],
        ${s.cutoffTime}, ${s.moq}::int, ${s.sameDay}::boolean, ${JSON.stringify(s.timeSlots)}::jsonb)`,
    ),
    sql`, `,
  );
  // Matched by id and name: a database whose suppliers are not the demo's is left alone.
  const updated = await tx.execute<{ id: number }>(sql`
    UPDATE suppliers AS s SET hours_to_delivery = v.hours, delivery_days = v.days, cutoff_time = v.cutoff,
      moq = v.moq, same_day = v.same_day, time_slots = v.slots
    FROM (VALUES ${values}) AS v(id, name, hours, days, cutoff, moq, same_day, slots)
    WHERE s.id = v.id AND s.name = v.name
    RETURNING s.id`);
  written += updated.rows.length;

  const present = new Set(
    (
      await tx
        .select({ id: buyers.id })
        .from(buyers)
        .where(
          inArray(buyers.id, [
            ...checkout.payment.map((p) => p.buyerId),
            ...checkout.virtualAccounts.map((a) => a.buyerId),
          ]),
        )
    ).map((b) => b.id),
  );
  for (const p of checkout.payment) {
    if (!present.has(p.buyerId) || (p.paymentTerms.length === 0 && p.depositBalance === null)) continue;
    const rows = await tx
      .update(buyers)
      .set({ paymentTerms: p.paymentTerms, depositBalance: p.depositBalance })
      .where(and(eq(buyers.id, p.buyerId), sql`cardinality(${buyers.paymentTerms}) = 0`, isNull(buyers.depositBalance)))
      .returning({ id: buyers.id });
    written += rows.length;
    // The deposit is a ledger: the opening balance is its first row.
    if (rows.length && p.depositBalance)
      await tx
        .insert(depositTransactions)
        .values({ buyerId: p.buyerId, amount: p.depositBalance, reason: 'TOP_UP', note: 'Opening balance' });
  }

  if (checkout.dayOffs.length) {
    const rows = await tx
      .insert(supplierDayOffs)
      .values(checkout.dayOffs)
      .onConflictDoNothing()
      .returning({ id: supplierDayOffs.supplierId });
    written += rows.length;
  }
  if (checkout.areaGroups.length) {
    const rows = await tx
      .insert(deliveryAreaGroups)
      .values(checkout.areaGroups)
      .onConflictDoNothing()
      .returning({ id: deliveryAreaGroups.id });
    written += rows.length;
  }
  if (checkout.vouchers.length) {
    const rows = await tx
      .insert(vouchers)
      .values(checkout.vouchers)
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    written += rows.length;
  }
  const accounts = checkout.virtualAccounts.filter((a) => present.has(a.buyerId));
  if (accounts.length) {
    // Any conflict (the company has an account, or the number is taken) keeps the existing row.
    const rows = await tx
      .insert(virtualAccounts)
      .values(accounts)
      .onConflictDoNothing()
      .returning({ id: virtualAccounts.buyerId });
    written += rows.length;
  }
  // The numbers were given explicitly: the next account opened on first use (virtualAccountOf) follows them.
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('virtual_accounts', 'number'), (SELECT COALESCE(MAX(number), 0) + 1 FROM virtual_accounts), false)`,
  );
  return written;
}
