import type { DeliveryRequest, Fulfilment, TimeSlot } from './delivery-rules';
import { VIETNAM_HOLIDAYS } from './vietnam-holidays';

/** Shared by the delivery-rule tests: suppliers shaped like the seed's (packages/db/src/seed/reference-data.ts). */
export const HOLIDAYS = VIETNAM_HOLIDAYS.map((holiday) => holiday.date);

export const MORNING: TimeSlot = { start: '06:00', end: '10:00' };
export const AFTERNOON: TimeSlot = { start: '14:00', end: '18:00' };

/** Mon–Fri, 12 hours, cut-off 16:00, one morning slot: the cut-off decides between tomorrow and the day after. */
export const WEEKDAYS: Fulfilment = {
  hoursToDelivery: 12,
  deliveryDays: [1, 2, 3, 4, 5],
  cutoffTime: '16:00',
  sameDay: false,
  slots: [MORNING],
};

/** Like WEEKDAYS, every day of the week. */
export const EVERY_DAY: Fulfilment = { ...WEEKDAYS, deliveryDays: [1, 2, 3, 4, 5, 6, 7] };

/** Every day, 24 hours, cut-off 16:00, and same-day delivery. */
export const SAME_DAY: Fulfilment = {
  hoursToDelivery: 24,
  deliveryDays: [1, 2, 3, 4, 5, 6, 7],
  cutoffTime: '16:00',
  sameDay: true,
  slots: [
    { start: '08:00', end: '10:00' },
    { start: '11:00', end: '13:00' },
    { start: '14:00', end: '17:00' },
  ],
};

export function request(at: string, fulfilment: Fulfilment, extra: Partial<DeliveryRequest> = {}): DeliveryRequest {
  return { now: new Date(at), fulfilment, holidays: HOLIDAYS, dayOffs: [], bookInAdvanceDays: 0, ...extra };
}
