import type { DeliveryCalendar } from './delivery-rules';
import { isLocalDate, isoWeekday, type LocalDate } from './local-time';

/**
 * Whether the supplier delivers on `date` at all: one of its delivery weekdays, not a public holiday and not one of
 * its own days off. The time of the order does not matter here; compute-earliest-slot-start.ts adds that.
 */
export function isDeliveryDay(date: LocalDate, calendar: DeliveryCalendar): boolean {
  if (!isLocalDate(date)) return false;
  const { holidays, dayOffs, fulfilment } = calendar;
  // Sets and arrays both come in (a cached table, a query result); the lists are short, so no conversion.
  const isHoliday = 'has' in holidays ? holidays.has(date) : holidays.includes(date);
  return fulfilment.deliveryDays.includes(isoWeekday(date)) && !isHoliday && !dayOffs.includes(date);
}
