import { sql } from 'drizzle-orm';
import type { TestApi } from './harness';

/**
 * Every supplier delivers every day from 12 hours on, in one slot, with no minimum and no day off: a draft placed
 * by an order test always has a date, whatever day the test runs.
 */
export async function openEverySupplier(api: TestApi): Promise<void> {
  await api.database.db.execute(
    sql.raw(`update suppliers set moq = 0, same_day = false, hours_to_delivery = 12, cutoff_time = '23:59',
      delivery_days = '{1,2,3,4,5,6,7}', time_slots = '[{"start":"08:00","end":"12:00"}]'`),
  );
  await api.database.db.execute(sql.raw('delete from supplier_day_offs'));
}

/**
 * Products a Hồ Chí Minh store can order by the piece (active, in stock, priced in HCM, of a supplier on the market,
 * not alcohol, minimum 1), by supplier code — or, with `sameSupplier`, the first ones of the lowest supplier id, so
 * that they fall in one order.
 */
export async function orderableProducts(
  api: TestApi,
  count = 1,
  options: { sameSupplier?: boolean } = {},
): Promise<{ id: string; supplierId: number }[]> {
  const res = await api.database.db.execute<{ id: string; supplier_id: number }>(
    sql.raw(`select p.id, p.supplier_id from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join suppliers s on s.id = p.supplier_id and not s.off_market
      join categories c on c.id = p.category_id and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      where p.is_active and p.allow_purchase and not p.is_private and p.stock > 100 and not p.allow_decimal
        and p.min_quantity <= 1
      order by ${options.sameSupplier ? 'p.supplier_id, ' : ''}p.supplier_internal_code limit ${Number(count)}`),
  );
  const found = res.rows.map((r) => ({ id: r.id, supplierId: r.supplier_id }));
  if (found.length < count) throw new Error(`the demo catalogue lacks ${count} orderable products`);
  return found;
}
