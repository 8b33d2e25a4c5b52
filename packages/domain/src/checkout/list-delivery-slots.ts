import type { DeliveryRequest, TimeSlot } from './delivery-rules';
import { isDeliverySlotAllowed } from './is-delivery-slot-allowed';
import { type LocalDate, timeToMinutes } from './local-time';

/**
 * The slots a buyer may choose on `date` for an order placed now: the supplier's slots, earliest first, less those
 * that start before the earliest moment (the same-day 3 hours, or hoursToDelivery; compute-earliest-slot-start.ts).
 * Empty when the date cannot be delivered on, or when the supplier has no slots at all.
 */
export function listDeliveryTimeSlots(request: DeliveryRequest & { date: LocalDate }): TimeSlot[] {
  return [...request.fulfilment.slots]
    .sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start))
    .filter((slot) => isDeliverySlotAllowed(request.date, slot, request));
}

/**
 * The slot to keep after the delivery date changed (spec/trading.md §4): the chosen one if the new date still offers
 * it, else the first offered, else none. Slots are compared by their times, not by identity: they come back from
 * the server as fresh objects.
 */
export function keepOrPickSlot(chosen: TimeSlot | null | undefined, slots: readonly TimeSlot[]): TimeSlot | null {
  const kept = chosen && slots.find((slot) => slot.start === chosen.start && slot.end === chosen.end);
  return kept || slots[0] || null;
}
