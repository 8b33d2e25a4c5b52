import { describe, expect, it } from 'vitest';
import type { Fulfilment } from './delivery-rules';
import { AFTERNOON, MORNING, request, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';
import { isDeliverySlotAllowed } from './is-delivery-slot-allowed';

// A same-day supplier with an early slot: the slot seen next to an impossible "order before 10:00" hint.
const EARLY_AND_LATE: Fulfilment = {
  ...SAME_DAY,
  slots: [
    { start: '06:00', end: '09:00' },
    { start: '14:00', end: '17:00' },
  ],
};
const EARLY = { start: '06:00', end: '09:00' };
const LATE = { start: '14:00', end: '17:00' };

describe('isDeliverySlotAllowed', () => {
  it.each([
    // Times in UTC; the local time (UTC+7) in the name. 2026-11-30 is a Monday.
    {
      name: 'same day, ordered Mon 02:00: 06:00 is 4 h away',
      at: '2026-11-29T19:00:00Z',
      date: '2026-11-30',
      slot: EARLY,
      want: true,
    },
    {
      name: 'same day, ordered Mon 03:00: exactly 3 h, in time',
      at: '2026-11-29T20:00:00Z',
      date: '2026-11-30',
      slot: EARLY,
      want: true,
    },
    {
      name: 'same day, ordered Mon 03:01: 06:00 is under 3 h away',
      at: '2026-11-29T20:01:00Z',
      date: '2026-11-30',
      slot: EARLY,
      want: false,
    },
    {
      name: 'same day, ordered Mon 10:00: 14:00 still in time',
      at: '2026-11-30T03:00:00Z',
      date: '2026-11-30',
      slot: LATE,
      want: true,
    },
    {
      name: 'same day, ordered Mon 10:01: after 10:00, no same day',
      at: '2026-11-30T03:01:00Z',
      date: '2026-11-30',
      slot: LATE,
      want: false,
    },
    {
      name: 'same day, ordered Sun 16:01 (after the cut-off) for Mon 06:00: 24 h from Mon',
      at: '2026-11-29T09:01:00Z',
      date: '2026-11-30',
      slot: EARLY,
      want: false,
    },
    {
      name: 'no same day: Mon–Fri 12 h, ordered Mon 16:00 (the cut-off) for Tue 06:00',
      at: '2026-03-02T09:00:00Z',
      date: '2026-03-03',
      slot: MORNING,
      fulfilment: WEEKDAYS,
      want: true,
    },
    {
      name: 'no same day: ordered Mon 16:01, Tue 06:00 counts from Tue 00:00',
      at: '2026-03-02T09:01:00Z',
      date: '2026-03-03',
      slot: MORNING,
      fulfilment: WEEKDAYS,
      want: false,
    },
    {
      name: 'a slot the supplier does not offer',
      at: '2026-03-01T01:00:00Z',
      date: '2026-03-03',
      slot: AFTERNOON,
      fulfilment: WEEKDAYS,
      want: false,
    },
    {
      name: 'same start, other end: not the supplier’s slot',
      at: '2026-03-01T01:00:00Z',
      date: '2026-03-03',
      slot: { start: '06:00', end: '09:00' },
      fulfilment: WEEKDAYS,
      want: false,
    },
    {
      name: 'no slot for a supplier with slots',
      at: '2026-03-01T01:00:00Z',
      date: '2026-03-03',
      slot: null,
      fulfilment: WEEKDAYS,
      want: false,
    },
    {
      name: 'no slots at all: the date, ordered the day before',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-03',
      slot: null,
      fulfilment: { ...WEEKDAYS, slots: [] },
      want: true,
    },
    {
      name: 'book in advance: Wed, ordered Mon',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-04',
      slot: MORNING,
      fulfilment: WEEKDAYS,
      bookInAdvanceDays: 2,
      want: true,
    },
    {
      name: 'book in advance: not Tue, ordered Mon',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-03',
      slot: MORNING,
      fulfilment: WEEKDAYS,
      bookInAdvanceDays: 2,
      want: false,
    },
    {
      name: 'a Saturday for a Mon–Fri supplier',
      at: '2026-03-05T01:00:00Z',
      date: '2026-03-07',
      slot: MORNING,
      fulfilment: WEEKDAYS,
      want: false,
    },
    { name: 'a holiday (Tết 2026)', at: '2026-02-14T01:00:00Z', date: '2026-02-17', slot: EARLY, want: false },
  ])('$name', ({ at, date, slot, fulfilment = EARLY_AND_LATE, bookInAdvanceDays = 0, want }) => {
    expect(isDeliverySlotAllowed(date, slot, request(at, fulfilment, { bookInAdvanceDays }))).toBe(want);
  });
});
