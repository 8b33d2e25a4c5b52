import { computeEarliestSlotStart } from './compute-earliest-slot-start';
import type { DeliveryRequest, TimeSlot } from './delivery-rules';
import { addDays, type LocalDate, localInstant } from './local-time';

/**
 * Whether an order placed at `request.now` may be delivered on `date` in `slot`: the one rule behind the slots on
 * offer, the server's acceptance of a chosen slot (putDeliveryTime, orderCreate) and the order deadline shown beside
 * the chosen slot, so the hint can never promise a slot the server would refuse.
 *
 * - A slot must be one of the supplier's (same start and end) and start at or after the earliest moment
 *   (compute-earliest-slot-start.ts: cut-off, hours to delivery, same-day by 10:00 plus 3 hours, book-in-advance).
 * - `slot` null asks about a supplier without slots: the date alone, whose day the earliest moment must not have
 *   passed. A supplier with slots always needs one.
 */
export function isDeliverySlotAllowed(date: LocalDate, slot: TimeSlot | null, request: DeliveryRequest): boolean {
  const { slots } = request.fulfilment;
  if (slot === null ? slots.length > 0 : !slots.some((s) => s.start === slot.start && s.end === slot.end)) return false;
  const earliest = computeEarliestSlotStart(date, request);
  if (!earliest) return false;
  const start =
    slot === null ? localInstant(addDays(date, 1), '00:00').getTime() - 1 : localInstant(date, slot.start).getTime();
  return start >= earliest.getTime();
}
