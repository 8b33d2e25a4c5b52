import { describe, expect, it } from 'vitest';
import { computeOrderDeadline } from './compute-order-deadline';
import type { Fulfilment } from './delivery-rules';
import { AFTERNOON, EVERY_DAY, HOLIDAYS, MORNING, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';
import { isDeliveryDateAllowed } from './find-earliest-delivery-date';
import { addDays } from './local-time';

const EVENING: Fulfilment = { ...WEEKDAYS, slots: [{ start: '18:00', end: '20:00' }] };
const WEEKDAYS_24H_TWO_SLOTS: Fulfilment = { ...WEEKDAYS, hoursToDelivery: 24, slots: [MORNING, AFTERNOON] };

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
  ])('$name', ({ date, fulfilment, dayOffs = [], bookInAdvanceDays, want }) => {
    const deadline = computeOrderDeadline({
      deliveryDate: date,
      fulfilment,
      holidays: HOLIDAYS,
      dayOffs,
      bookInAdvanceDays,
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
});
