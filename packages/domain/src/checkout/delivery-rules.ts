import type { LocalDate, LocalTime } from './local-time';

/**
 * The numbers and shapes of the delivery-date rules (spec/trading.md §3, §4, §9). The rules themselves live one per
 * file beside this one; compute-earliest-slot-start.ts is the heart of them.
 */

/** Same-day delivery is offered only to orders placed by this local time (spec §9: "order before 10:00 AM"). */
export const SAME_DAY_ORDER_BY: LocalTime = '10:00';
/** A same-day delivery starts at least this many hours after the order (spec §9). */
export const SAME_DAY_LEAD_HOURS = 3;

/** The product tag of goods the supplier must source or prepare for the order (imported, fresh, made to order). */
export const BOOK_IN_ADVANCE_TAG = 'BOOK_IN_ADVANCE';
/**
 * How many calendar days ahead a cart holding BOOK_IN_ADVANCE goods must be delivered, at least: ordered on Monday,
 * delivered on Wednesday at the earliest. Two days leave the supplier one whole day to source the goods, which is
 * what fresh and imported lines usually need; it adds to, never replaces, the supplier's own hours to delivery.
 */
export const BOOK_IN_ADVANCE_DAYS = 2;

/**
 * How far ahead a delivery date may be: the search for the earliest date stops here (null beyond it), and a date
 * further out is refused. Sixty days outlast any closure we know of (Tết with its weekends is 9 days) plus a
 * supplier's own leave, and prices and stock cannot be promised for longer anyway.
 */
export const DELIVERY_HORIZON_DAYS = 60;

export interface TimeSlot {
  start: LocalTime;
  end: LocalTime;
}

/** How a supplier delivers: the supplier's fulfilmentTime of spec §3, plus its same-day offer and time slots. */
export interface Fulfilment {
  /** Hours from the order to the start of the delivery slot, counted on the clock (nights and weekends too). */
  hoursToDelivery: number;
  /** ISO weekdays the supplier delivers on, 1 = Monday … 7 = Sunday. */
  deliveryDays: readonly number[];
  /** Orders after this local time count from the next day. */
  cutoffTime: LocalTime;
  /** The supplier takes part in same-day delivery (spec §9). */
  sameDay: boolean;
  /**
   * The supplier's delivery windows, the same every delivery day. Empty means no windows: the date is all that is
   * chosen, and it is offered when the earliest moment falls on or before that day.
   */
  slots: readonly TimeSlot[];
}

/** Which days a supplier can deliver on at all, whatever the time of the order. */
export interface DeliveryCalendar {
  fulfilment: Fulfilment;
  /** Public holidays, 'YYYY-MM-DD' (the holidays table; VIETNAM_HOLIDAYS seeds it). */
  holidays: ReadonlySet<LocalDate> | readonly LocalDate[];
  /** The supplier's own days off, 'YYYY-MM-DD'. */
  dayOffs: readonly LocalDate[];
}

/** A delivery question asked at a given moment, for a given cart. */
export interface DeliveryRequest extends DeliveryCalendar {
  /** When the order is (or would be) placed. */
  now: Date;
  /** 0, or BOOK_IN_ADVANCE_DAYS when the supplier's part of the cart holds BOOK_IN_ADVANCE goods. */
  bookInAdvanceDays: number;
}
