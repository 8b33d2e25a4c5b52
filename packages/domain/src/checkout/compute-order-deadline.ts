import {
  DELIVERY_HORIZON_DAYS,
  type DeliveryCalendar,
  SAME_DAY_LEAD_HOURS,
  SAME_DAY_ORDER_BY,
  type TimeSlot,
} from './delivery-rules';
import { isDeliveryDateAllowed } from './find-earliest-delivery-date';
import { isDeliveryDay } from './is-delivery-day';
import { isDeliverySlotAllowed } from './is-delivery-slot-allowed';
import { addDays, type LocalDate, localInstant } from './local-time';

const HOUR_MS = 3_600_000;

export interface OrderDeadlineRequest extends DeliveryCalendar {
  deliveryDate: LocalDate;
  /** As in DeliveryRequest; 0 when not given. */
  bookInAdvanceDays?: number;
  /**
   * The chosen slot: the deadline is then that slot's (what the hint beside it must say), found with the same rule
   * that accepts the slot (is-delivery-slot-allowed.ts). Without it, the last moment any slot of the date can be had.
   */
  slot?: TimeSlot | null;
}

/**
 * The last instant an order can be placed and still be delivered on `deliveryDate`, in `slot` when one is given
 * (the cart's orderDeadline), or null when no order can get that date and slot (not a delivery weekday, a holiday,
 * a day off, no such slot). An order at
 * exactly the deadline is in time, one a millisecond later is not. When the supplier offers same-day delivery the
 * deadline can fall on the delivery day itself.
 *
 * Rather than inverting the rules (cut-off, same-day, hours to delivery, book-in-advance, horizon) by hand, this
 * asks isDeliverySlotAllowed (or isDeliveryDateAllowed) at each instant where its answer can change from yes to no,
 * latest first, and keeps the first that says yes. The answer only changes at those instants, so the deadline is
 * exact by construction and stays so when a rule changes, as long as its boundary is listed here.
 */
export function computeOrderDeadline(request: OrderDeadlineRequest): Date | null {
  const { deliveryDate: date, fulfilment, slot = null } = request;
  if (!isDeliveryDay(date, request)) return null;
  const slots = slot ? [slot] : fulfilment.slots;

  const candidates: number[] = [localInstant(date, SAME_DAY_ORDER_BY).getTime()];
  for (let back = 0; back <= DELIVERY_HORIZON_DAYS; back++) {
    const orderDay = addDays(date, -back);
    // The cut-off (later orders count from the next day) and the day's last millisecond (then "today" moves on).
    candidates.push(
      localInstant(orderDay, fulfilment.cutoffTime).getTime(),
      localInstant(addDays(orderDay, 1), '00:00').getTime() - 1,
    );
  }
  const leads = [fulfilment.hoursToDelivery * HOUR_MS, SAME_DAY_LEAD_HOURS * HOUR_MS];
  for (const lead of leads) {
    // The last order still early enough for a slot; without slots, for the day itself (it must start before its end).
    for (const s of slots) candidates.push(localInstant(date, s.start).getTime() - lead);
    if (fulfilment.slots.length === 0) candidates.push(localInstant(addDays(date, 1), '00:00').getTime() - lead - 1);
  }

  const asked = { ...request, bookInAdvanceDays: request.bookInAdvanceDays ?? 0 };
  const allowed = slot
    ? (now: Date) => isDeliverySlotAllowed(date, slot, { ...asked, now })
    : (now: Date) => isDeliveryDateAllowed(date, { ...asked, now });
  const deadline = candidates.sort((a, b) => b - a).find((instant) => allowed(new Date(instant)));
  return deadline === undefined ? null : new Date(deadline);
}
