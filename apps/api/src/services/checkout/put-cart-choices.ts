import { cartGroups, type Db, vouchers } from '@chobep/db';
import {
  DomainError,
  findEarliestDeliveryDate,
  isDeliveryDateAllowed,
  isDeliverySlotAllowed,
  isLocalDate,
  isPaymentMethod,
  keepOrPickSlot,
  listDeliveryTimeSlots,
  type Region,
  type TimeSlot,
} from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';
import { assertStoreCanOrder } from '../cart/assert-store-can-order';
import { readCart } from '../cart/read-cart';
import { deliveryRequestFor } from './delivery-calendar';
import { planCheckout } from './plan-checkout';

interface Scope {
  storeId: string;
  region: Region;
}

type Choice = Partial<
  Pick<typeof cartGroups.$inferInsert, 'deliveryDate' | 'slotStart' | 'slotEnd' | 'paymentMethod' | 'voucherId'>
>;

async function saveChoice(db: Db, storeId: string, supplierIds: number[], choice: Choice): Promise<void> {
  await db.transaction(async (tx) => {
    await assertStoreCanOrder(tx, storeId, true);
    for (const supplierId of supplierIds)
      await tx
        .insert(cartGroups)
        .values({ storeId, supplierId, ...choice })
        .onConflictDoUpdate({
          target: [cartGroups.storeId, cartGroups.supplierId],
          set: { ...choice, updatedAt: sql`now()` },
        });
  });
}

/**
 * Chooses a supplier group's delivery date. Only a date the supplier can deliver on is taken (weekday, holidays,
 * days off, cut-off, hours to delivery, same-day, BOOK_IN_ADVANCE); the slot is kept when the new date still offers
 * it, else the first slot of the date is chosen (spec/trading.md §4). A supplier not yet in the cart can be given a
 * date too (the choice waits for its first line).
 */
export async function putDeliveryDate(db: Db, scope: Scope, supplierId: number, date: string): Promise<void> {
  const shown = isLocalDate(date) ? formatDate(date) : String(date).slice(0, 20);
  if (!isLocalDate(date)) throw new DomainError('DELIVERY_DATE_NOT_AVAILABLE', 'date', { date: shown });
  const request = await deliveryRequestFor(db, scope, supplierId);
  if (!isDeliveryDateAllowed(date, request))
    throw new DomainError('DELIVERY_DATE_NOT_AVAILABLE', 'date', { date: shown });
  const [current] = await db
    .select({ start: cartGroups.slotStart, end: cartGroups.slotEnd })
    .from(cartGroups)
    .where(and(eq(cartGroups.storeId, scope.storeId), eq(cartGroups.supplierId, supplierId)));
  const chosen = current?.start && current.end ? { start: current.start, end: current.end } : null;
  const slot = keepOrPickSlot(chosen, listDeliveryTimeSlots({ ...request, date }));
  await saveChoice(db, scope.storeId, [supplierId], {
    deliveryDate: date,
    slotStart: slot?.start ?? null,
    slotEnd: slot?.end ?? null,
  });
}

/** Chooses the slot of a group's delivery date (the chosen date, else the earliest): one the date offers now. */
export async function putDeliveryTime(db: Db, scope: Scope, supplierId: number, slot: TimeSlot): Promise<void> {
  const request = await deliveryRequestFor(db, scope, supplierId);
  const [current] = await db
    .select({ date: cartGroups.deliveryDate })
    .from(cartGroups)
    .where(and(eq(cartGroups.storeId, scope.storeId), eq(cartGroups.supplierId, supplierId)));
  const date =
    current?.date && isDeliveryDateAllowed(current.date, request)
      ? current.date
      : (findEarliestDeliveryDate(request)?.date ?? null);
  if (!date || !isDeliverySlotAllowed(date, slot, request))
    throw new DomainError('DELIVERY_SLOT_NOT_AVAILABLE', 'startTime');
  await saveChoice(db, scope.storeId, [supplierId], { deliveryDate: date, slotStart: slot.start, slotEnd: slot.end });
}

/** Chooses how the store pays: for one supplier group, or every group of the cart when none is named. */
export async function putPaymentMethod(db: Db, scope: Scope, method: string, supplierId: number | null): Promise<void> {
  const cart = await readCart(db, scope.storeId, scope.region);
  const plan = await planCheckout(db, cart);
  if (!isPaymentMethod(method) || !plan.paymentMethods.includes(method))
    throw new DomainError('PAYMENT_METHOD_NOT_ALLOWED', 'paymentMethod');
  const targets = supplierId === null ? [...plan.groups.keys()] : [supplierId];
  if (supplierId !== null && !plan.groups.has(supplierId)) throw new DomainError('NOT_FOUND', 'supplierId');
  await saveChoice(db, scope.storeId, targets, { paymentMethod: method });
}

/**
 * Applies a voucher code to one supplier group (an empty code removes it) after checking it against the group as it
 * is now; the check runs again on every cart read and when the order is created. Returns the discount.
 */
export async function applyVoucher(db: Db, scope: Scope, supplierId: number, rawCode: string): Promise<number> {
  const code = rawCode.normalize('NFC').trim().toUpperCase();
  if (!code) {
    await saveChoice(db, scope.storeId, [supplierId], { voucherId: null });
    return 0;
  }
  const [voucher] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) throw new DomainError('VOUCHER_NOT_FOUND', 'voucherCode');
  const cart = await readCart(db, scope.storeId, scope.region);
  const target = cart.groups.find((g) => g.supplierId === supplierId);
  if (!target) throw new DomainError('NOT_FOUND', 'supplierId');
  // One voucher per checkout group: the same code on another group moves here.
  for (const g of cart.groups)
    if (g.choice?.voucherId === voucher.id && g.supplierId !== supplierId) g.choice.voucherId = null;
  target.choice = { ...(target.choice ?? emptyChoice(scope.storeId, supplierId)), voucherId: voucher.id };
  const plan = await planCheckout(db, cart);
  const group = plan.groups.get(supplierId);
  if (!group || group.voucherError)
    throw new DomainError(group?.voucherError ?? 'VOUCHER_CANNOT_APPLY', 'voucherCode', {
      code,
      ...group?.voucherParams,
    });
  await db.transaction(async (tx) => {
    await assertStoreCanOrder(tx, scope.storeId, true);
    await tx
      .update(cartGroups)
      .set({ voucherId: null })
      .where(and(eq(cartGroups.storeId, scope.storeId), eq(cartGroups.voucherId, voucher.id)));
    await tx
      .insert(cartGroups)
      .values({ storeId: scope.storeId, supplierId, voucherId: voucher.id })
      .onConflictDoUpdate({
        target: [cartGroups.storeId, cartGroups.supplierId],
        set: { voucherId: voucher.id, updatedAt: sql`now()` },
      });
  });
  return group.discount;
}

function emptyChoice(storeId: string, supplierId: number): typeof cartGroups.$inferSelect {
  return {
    storeId,
    supplierId,
    deliveryDate: null,
    slotStart: null,
    slotEnd: null,
    deliveryNote: null,
    paymentMethod: null,
    voucherId: null,
    updatedAt: new Date(),
  };
}

/** 2026-02-16 → 16/02/2026, as both languages write a date in messages. */
function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
