import type { Db } from '@chobep/db';
import { holidays, supplierDayOffs } from '@chobep/db';
import { BOOK_IN_ADVANCE_DAYS, type DeliveryRequest, DomainError, type Region, toLocalDateTime } from '@chobep/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { readCart } from '../cart/read-cart';
import { loadCheckoutFacts } from './load-checkout-facts';

/**
 * The delivery question for one supplier and one store's cart, asked now: the supplier's fulfilment, holidays, its
 * days off, and BOOK_IN_ADVANCE when the store's cart holds such goods of that supplier. For the queries that name a
 * supplier (nextDeliveryDate, orderDeadline, deliveryTimeSlots), whether or not it is in the cart yet.
 */
export async function deliveryRequestFor(
  db: Db,
  scope: { storeId: string; region: Region },
  supplierId: number,
  now = new Date(),
): Promise<DeliveryRequest> {
  const cart = await readCart(db, scope.storeId, scope.region);
  const lines = cart.groups.find((g) => g.supplierId === supplierId)?.lines ?? [];
  const facts = await loadCheckoutFacts(db, {
    storeId: scope.storeId,
    supplierIds: [supplierId],
    productIds: lines.map((l) => l.product.id),
    voucherIds: [],
    now,
  });
  const supplier = facts.suppliers.get(supplierId);
  if (!supplier) throw new DomainError('NOT_FOUND', 'supplierId');
  return {
    fulfilment: supplier.fulfilment,
    holidays: facts.holidays,
    dayOffs: supplier.dayOffs,
    now,
    bookInAdvanceDays: lines.some((l) => facts.bookInAdvance.has(l.product.id)) ? BOOK_IN_ADVANCE_DAYS : 0,
  };
}

/** The public holidays of a year (or of this year and the next). */
export async function listHolidays(db: Db, year: number | null, now = new Date()) {
  const from = year ? `${year}-01-01` : `${toLocalDateTime(now).date.slice(0, 4)}-01-01`;
  const to = year ? `${year}-12-31` : `${Number(from.slice(0, 4)) + 1}-12-31`;
  return db
    .select()
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/** A supplier's coming days off. */
export async function listDayOffs(db: Db, supplierId: number, now = new Date()) {
  return db
    .select()
    .from(supplierDayOffs)
    .where(and(eq(supplierDayOffs.supplierId, supplierId), gte(supplierDayOffs.date, toLocalDateTime(now).date)))
    .orderBy(asc(supplierDayOffs.date));
}
