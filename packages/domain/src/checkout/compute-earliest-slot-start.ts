import { DELIVERY_HORIZON_DAYS, type DeliveryRequest, SAME_DAY_LEAD_HOURS, SAME_DAY_ORDER_BY } from './delivery-rules';
import { isDeliveryDay } from './is-delivery-day';
import { addDays, daysBetween, type LocalDate, localInstant, toLocalDateTime } from './local-time';

const HOUR_MS = 3_600_000;

/**
 * The earliest instant a delivery slot on `date` may start for an order placed at `request.now`, or null when such
 * an order cannot be delivered on that date at all. Every other delivery rule is built on this one.
 *
 * - The date must be a delivery day (is-delivery-day.ts), not in the past, not beyond DELIVERY_HORIZON_DAYS, and at
 *   least `bookInAdvanceDays` after today.
 * - Today is a same-day delivery: only when the supplier offers it and the order is placed by SAME_DAY_ORDER_BY and
 *   by the cut-off; the slot must then start SAME_DAY_LEAD_HOURS after the order. The supplier's hoursToDelivery does
 *   not apply: same-day is a separate promise the supplier opts into, and short hoursToDelivery alone never makes a
 *   delivery same-day.
 * - A later date: the slot must start hoursToDelivery after the order, or after the start of the next day when the
 *   order comes after the cut-off ("counts from the next day").
 *
 * Limits are inclusive, to the millisecond: an order at exactly the cut-off, or at exactly 10:00, is in time, and a
 * slot starting exactly at the earliest instant may be chosen. That keeps compute-order-deadline.ts exact: its
 * deadline is the last instant that still works.
 */
export function computeEarliestSlotStart(date: LocalDate, request: DeliveryRequest): Date | null {
  if (!isDeliveryDay(date, request)) return null;
  const { now, fulfilment } = request;
  const today = toLocalDateTime(now).date;
  const ahead = daysBetween(today, date);
  if (ahead < 0 || ahead > DELIVERY_HORIZON_DAYS || ahead < request.bookInAdvanceDays) return null;

  const beforeCutoff = now.getTime() <= localInstant(today, fulfilment.cutoffTime).getTime();
  if (ahead === 0) {
    const sameDay =
      fulfilment.sameDay && beforeCutoff && now.getTime() <= localInstant(today, SAME_DAY_ORDER_BY).getTime();
    return sameDay ? new Date(now.getTime() + SAME_DAY_LEAD_HOURS * HOUR_MS) : null;
  }
  const countedFrom = beforeCutoff ? now.getTime() : localInstant(addDays(today, 1), '00:00').getTime();
  return new Date(countedFrom + fulfilment.hoursToDelivery * HOUR_MS);
}
