import { describe, expect, it } from 'vitest';
import { computeOrderDeadline } from './compute-order-deadline';
import type { Fulfilment } from './delivery-rules';
import { AFTERNOON, EVERY_DAY, HOLIDAYS, MORNING, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';
import { isDeliveryDateAllowed } from './find-earliest-delivery-date';
import { isDeliverySlotAllowed } from './is-delivery-slot-allowed';
import { addDays } from './local-time';

const EVENING: Fulfilment = { ...WEEKDAYS, slots: [{ start: '18:00', end: '20:00' }] };
const WEEKDAYS_24H_TWO_SLOTS: Fulfilment = { ...WEEKDAYS, hoursToDelivery: 24, slots: [MORNING, AFTERNOON] };
const EARLY = { start: '06:00', end: '09:00' };
const LATE = { start: '14:00', end: '17:00' };
const EARLY_AND_LATE: Fulfilment = { ...SAME_DAY, slots: [EARLY, LATE] };

describe('computeOrderDeadline', () => {
  it.each([
    // Deadlines in UTC; the local time (UTC+7) beside.
    {
      name: '12 h, 06:00 slot: the cut-off the day before',
      date: '2026-03-03',
      fulfilment: WEEKDAYS,
      want: '2026-03-02T09:00:00.000Z',
    }, // Mon 16:00
    {
      name: '24 h, 14:00 slot: 24 h before the slot',
      date: '2026-03-04',
      fulfilment: WEEKDAYS_24H_TWO_SLOTS,
      want: '2026-03-03T07:00:00.000Z',
    }, // Tue 14:00
    {
      name: '12 h, 18:00 slot: after-cut-off orders still make it, until midnight',
      date: '2026-03-03',
      fulfilment: EVENING,
      want: '2026-03-02T16:59:59.999Z',
    }, // Mon 23:59:59.999
    { name: 'same day: 10:00 on the day', date: '2026-03-02', fulfilment: SAME_DAY, want: '2026-03-02T03:00:00.000Z' }, // Mon 10:00
    {
      name: 'same day, last slot at 11:00: 08:00 on the day',
      date: '2026-03-02',
      fulfilment: { ...SAME_DAY, slots: SAME_DAY.slots.slice(0, 2) },
      want: '2026-03-02T01:00:00.000Z', // Mon 08:00
    },
    {
      name: 'a Monday: Sunday at the cut-off',
      date: '2026-03-09',
      fulfilment: WEEKDAYS,
      want: '2026-03-08T09:00:00.000Z',
    }, // Sun 16:00
    { name: 'the Monday after Tết 2026', date: '2026-02-23', fulfilment: WEEKDAYS, want: '2026-02-22T09:00:00.000Z' }, // Sun 16:00
    {
      name: 'BOOK_IN_ADVANCE: two days before, until midnight',
      date: '2026-03-04',
      fulfilment: WEEKDAYS,
      bookInAdvanceDays: 2,
      want: '2026-03-02T16:59:59.999Z',
    }, // Mon 23:59:59.999
    {
      name: 'no slots, 24 h: the cut-off the day before',
      date: '2026-03-03',
      fulfilment: { ...WEEKDAYS, hoursToDelivery: 24, slots: [] },
      want: '2026-03-02T09:00:00.000Z',
    }, // Mon 16:00
    { name: 'a holiday: never', date: '2026-02-17', fulfilment: EVERY_DAY, want: null },
    { name: 'a Saturday for a Mon–Fri supplier: never', date: '2026-03-07', fulfilment: WEEKDAYS, want: null },
    {
      name: "the supplier's day off: never",
      date: '2026-03-03',
      fulfilment: WEEKDAYS,
      dayOffs: ['2026-03-03'],
      want: null,
    },
    { name: 'not a date', date: '2026-02-30', fulfilment: WEEKDAYS, want: null },
    // With the chosen slot, the deadline is that slot's: a same-day 06:00 slot is never "order before 10:00".
    {
      name: 'same day, 06:00 slot chosen: 03:00 on the day (3 h before)',
      date: '2026-11-30',
      fulfilment: EARLY_AND_LATE,
      slot: EARLY,
      want: '2026-11-29T20:00:00.000Z', // Mon 03:00
    },
    {
      name: 'same day, 14:00 slot chosen: 10:00 on the day',
      date: '2026-11-30',
      fulfilment: EARLY_AND_LATE,
      slot: LATE,
      want: '2026-11-30T03:00:00.000Z', // Mon 10:00
    },
    {
      name: 'same day, no slot named: the latest slot decides',
      date: '2026-11-30',
      fulfilment: EARLY_AND_LATE,
      want: '2026-11-30T03:00:00.000Z', // Mon 10:00
    },
    {
      name: '24 h, 06:00 slot chosen: 24 h before',
      date: '2026-03-04',
      fulfilment: WEEKDAYS_24H_TWO_SLOTS,
      slot: MORNING,
      want: '2026-03-02T23:00:00.000Z', // Tue 06:00
    },
    {
      name: 'a slot the supplier does not have: never',
      date: '2026-03-03',
      fulfilment: WEEKDAYS,
      slot: AFTERNOON,
      want: null,
    },
  ])('$name', ({ date, fulfilment, dayOffs = [], bookInAdvanceDays, slot, want }) => {
    const deadline = computeOrderDeadline({
      deliveryDate: date,
      fulfilment,
      holidays: HOLIDAYS,
      dayOffs,
      bookInAdvanceDays,
      slot,
    });
    expect(deadline?.toISOString() ?? null).toBe(want);
  });

  // The deadline is exact: the date can be had at the deadline, and at no moment after it.
  it.each([
    ['Mon–Fri, 12 h, morning', WEEKDAYS, 0],
    ['Mon–Fri, 24 h, two slots', WEEKDAYS_24H_TWO_SLOTS, 0],
    ['evening slot', EVENING, 0],
    ['same day', SAME_DAY, 0],
    ['same day, cut-off 09:00', { ...SAME_DAY, cutoffTime: '09:00' }, 0],
    ['no slots', { ...EVERY_DAY, slots: [] }, 0],
    ['book in advance', SAME_DAY, 2],
  ] as const)(
    '%s: allowed at the deadline, never after it (10 Feb – 10 Mar 2026)',
    (_name, fulfilment, bookInAdvanceDays) => {
      const calendar = { fulfilment, holidays: HOLIDAYS, dayOffs: ['2026-03-04'] };
      const failures: string[] = [];
      for (let date = '2026-02-10'; date <= '2026-03-10'; date = addDays(date, 1)) {
        const deadline = computeOrderDeadline({ ...calendar, deliveryDate: date, bookInAdvanceDays });
        const allowedAt = (ms: number) =>
          isDeliveryDateAllowed(date, { ...calendar, bookInAdvanceDays, now: new Date(ms) });
        const from = deadline ? deadline.getTime() + 1 : Date.parse(`${addDays(date, -5)}T00:00:00+07:00`);
        if (deadline && !allowedAt(deadline.getTime())) failures.push(`${date}: not allowed at its deadline`);
        // The millisecond after the deadline, then every half hour to the end of the delivery day.
        const end = Date.parse(`${addDays(date, 1)}T00:00:00+07:00`);
        for (let ms = from; ms < end; ms += ms === from ? 1 : 1_800_000) {
          if (allowedAt(ms)) {
            failures.push(`${date}: allowed at ${new Date(ms).toISOString()}, after ${deadline?.toISOString()}`);
            break;
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  // The same for each slot: the slot can be had at its deadline and at no moment after it.
  it.each([
    ['Mon–Fri, 24 h, two slots', WEEKDAYS_24H_TWO_SLOTS, 0],
    ['same day, early and late', EARLY_AND_LATE, 0],
    ['same day', SAME_DAY, 0],
    ['same day, cut-off 09:00', { ...SAME_DAY, cutoffTime: '09:00' }, 0],
    ['book in advance', EARLY_AND_LATE, 2],
  ] as const)('%s, per slot: allowed at the deadline, never after it', (_name, fulfilment, bookInAdvanceDays) => {
    const calendar = { fulfilment, holidays: HOLIDAYS, dayOffs: ['2026-03-04'] };
    const failures: string[] = [];
    for (let date = '2026-02-24'; date <= '2026-03-10'; date = addDays(date, 1)) {
      for (const slot of fulfilment.slots) {
        const deadline = computeOrderDeadline({ ...calendar, deliveryDate: date, bookInAdvanceDays, slot });
        const allowedAt = (ms: number) =>
          isDeliverySlotAllowed(date, slot, { ...calendar, bookInAdvanceDays, now: new Date(ms) });
        if (deadline && !allowedAt(deadline.getTime())) failures.push(`${date} ${slot.start}: not at its deadline`);
        const from = deadline ? deadline.getTime() + 1 : Date.parse(`${addDays(date, -5)}T00:00:00+07:00`);
        const end = Date.parse(`${addDays(date, 1)}T00:00:00+07:00`);
        for (let ms = from; ms < end; ms += ms === from ? 1 : 900_000) {
          if (allowedAt(ms)) {
            failures.push(`${date} ${slot.start}: allowed at ${new Date(ms).toISOString()}`);
            break;
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
