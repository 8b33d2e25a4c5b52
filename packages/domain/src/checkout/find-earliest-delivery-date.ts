import { DELIVERY_HORIZON_DAYS, type DeliveryRequest } from './delivery-rules';
import { isDeliverySlotAllowed } from './is-delivery-slot-allowed';
import { addDays, type LocalDate, toLocalDateTime } from './local-time';

export interface EarliestDeliveryDate {
  date: LocalDate;
  /** The date is today: a same-day delivery (spec/trading.md §9: no guarantee of quantity or time). */
  sameDay: boolean;
}

/**
 * Whether a buyer may choose `date` for an order placed at `request.now`: a delivery day within reach that still
 * has a slot starting at or after the earliest moment (or, for a supplier without slots, whose day the earliest
 * moment has not passed). The server asks this again when the order is placed, whatever the client showed.
 */
export function isDeliveryDateAllowed(date: LocalDate, request: DeliveryRequest): boolean {
  const { slots } = request.fulfilment;
  if (slots.length === 0) return isDeliverySlotAllowed(date, null, request);
  return slots.some((slot) => isDeliverySlotAllowed(date, slot, request));
}

/**
 * The next `count` dates a buyer may choose, earliest first (the date picker), looking no further than
 * DELIVERY_HORIZON_DAYS; fewer when the horizon comes first.
 */
export function listDeliveryDates(request: DeliveryRequest, count: number): LocalDate[] {
  const today = toLocalDateTime(request.now).date;
  const dates: LocalDate[] = [];
  for (let ahead = 0; ahead <= DELIVERY_HORIZON_DAYS && dates.length < count; ahead++) {
    const date = addDays(today, ahead);
    if (isDeliveryDateAllowed(date, request)) dates.push(date);
  }
  return dates;
}

/**
 * The earliest date a buyer may choose (the cart's earliestDate and the API's next delivery date), or null when
 * the supplier cannot deliver within DELIVERY_HORIZON_DAYS (no delivery weekdays, on leave, no slot in reach).
 */
export function findEarliestDeliveryDate(request: DeliveryRequest): EarliestDeliveryDate | null {
  const [date] = listDeliveryDates(request, 1);
  if (!date) return null;
  return { date, sameDay: date === toLocalDateTime(request.now).date };
}
