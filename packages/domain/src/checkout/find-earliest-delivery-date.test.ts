import { afterEach, describe, expect, it } from 'vitest';
import type { Fulfilment } from './delivery-rules';
import { AFTERNOON, EVERY_DAY, MORNING, request, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';
import { findEarliestDeliveryDate, isDeliveryDateAllowed, listDeliveryDates } from './find-earliest-delivery-date';
import { addDays } from './local-time';

const WEEKDAYS_24H_TWO_SLOTS: Fulfilment = { ...WEEKDAYS, hoursToDelivery: 24, slots: [MORNING, AFTERNOON] };

interface Row {
  name: string;
  /** The order instant, in UTC; the comment beside it gives the local time (UTC+7). */
  at: string;
  fulfilment: Fulfilment;
  dayOffs?: string[];
  bookInAdvanceDays?: number;
  want: { date: string; sameDay: boolean } | null;
}

const rows: Row[] = [
  // Same day: before 10:00 local, on a same-day supplier, with a slot 3 hours away.
  {
    name: 'same day at 09:59',
    at: '2026-03-02T02:59:00Z',
    fulfilment: SAME_DAY,
    want: { date: '2026-03-02', sameDay: true },
  }, // Mon 09:59
  {
    name: 'no same day at 10:01',
    at: '2026-03-02T03:01:00Z',
    fulfilment: SAME_DAY,
    want: { date: '2026-03-03', sameDay: false },
  }, // Mon 10:01
  {
    name: 'same day at exactly 10:00',
    at: '2026-03-02T03:00:00Z',
    fulfilment: SAME_DAY,
    want: { date: '2026-03-02', sameDay: true },
  }, // Mon 10:00
  {
    name: 'no same day when no slot starts 3 hours after the order',
    at: '2026-03-02T02:30:00Z', // Mon 09:30: 12:30 is after the 11:00 slot
    fulfilment: { ...SAME_DAY, slots: SAME_DAY.slots.slice(0, 2) },
    want: { date: '2026-03-03', sameDay: false },
  },
  {
    name: 'no same day after a cut-off earlier than 10:00',
    at: '2026-03-02T02:30:00Z', // Mon 09:30, cut-off 09:00: counts from Tue 00:00, + 24 h
    fulfilment: { ...SAME_DAY, cutoffTime: '09:00' },
    want: { date: '2026-03-04', sameDay: false },
  },
  {
    name: 'no same day for a supplier without it',
    at: '2026-03-02T01:00:00Z',
    fulfilment: { ...SAME_DAY, sameDay: false },
    want: { date: '2026-03-03', sameDay: false },
  }, // Mon 08:00
  {
    name: 'no same day on a holiday',
    at: '2026-04-30T01:00:00Z',
    fulfilment: SAME_DAY,
    want: { date: '2026-05-02', sameDay: false },
  }, // Thu 30 Apr 08:00
  {
    name: 'same day just after local midnight (17:30Z)',
    at: '2026-03-02T17:30:00Z',
    fulfilment: SAME_DAY,
    want: { date: '2026-03-03', sameDay: true },
  }, // Tue 00:30
  {
    name: 'no same day with BOOK_IN_ADVANCE goods',
    at: '2026-03-02T01:00:00Z',
    fulfilment: SAME_DAY,
    bookInAdvanceDays: 2,
    want: { date: '2026-03-04', sameDay: false },
  }, // Mon 08:00

  // Cut-off: until 16:00 the 12 hours count from the order, after it from the next day's start.
  {
    name: 'before the cut-off',
    at: '2026-03-02T08:59:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-03', sameDay: false },
  }, // Mon 15:59 → Tue 03:59
  {
    name: 'at the cut-off',
    at: '2026-03-02T09:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-03', sameDay: false },
  }, // Mon 16:00
  {
    name: 'after the cut-off',
    at: '2026-03-02T09:01:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-04', sameDay: false },
  }, // Mon 16:01 → Tue 12:00
  {
    name: 'after the cut-off, an afternoon slot still makes tomorrow',
    at: '2026-03-02T09:01:00Z', // Mon 16:01 → Tue 12:00, before the 14:00 slot
    fulfilment: { ...WEEKDAYS, slots: [MORNING, AFTERNOON] },
    want: { date: '2026-03-03', sameDay: false },
  },
  {
    name: 'late at night',
    at: '2026-03-02T16:30:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-04', sameDay: false },
  }, // Mon 23:30
  {
    name: 'Friday after the cut-off to a Mon–Fri supplier',
    at: '2026-03-06T10:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-09', sameDay: false },
  }, // Fri 17:00

  // Hours to delivery count to the start of the slot.
  {
    name: '24 h: the afternoon slot the next day',
    at: '2026-03-02T02:00:00Z',
    fulfilment: WEEKDAYS_24H_TWO_SLOTS,
    want: { date: '2026-03-03', sameDay: false },
  }, // Mon 09:00 → Tue 09:00
  {
    name: '24 h, morning slots only: the day after tomorrow',
    at: '2026-03-02T08:00:00Z', // Mon 15:00 → Tue 15:00, after Tuesday's 06:00 slot
    fulfilment: { ...WEEKDAYS, hoursToDelivery: 24 },
    want: { date: '2026-03-04', sameDay: false },
  },

  // Weekends.
  {
    name: 'Saturday order to a Mon–Fri supplier',
    at: '2026-03-07T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-09', sameDay: false },
  }, // Sat 09:00
  {
    name: 'Sunday evening order misses Monday morning',
    at: '2026-03-08T13:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-03-10', sameDay: false },
  }, // Sun 20:00 → Mon 12:00

  // Tết 2026: holidays Mon 16 – Fri 20 Feb, weekends either side.
  {
    name: 'Tết 2026: Thu 12 Feb gets the last day before the break',
    at: '2026-02-12T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-13', sameDay: false },
  },
  {
    name: 'Tết 2026: Fri 13 Feb 09:00',
    at: '2026-02-13T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-23', sameDay: false },
  },
  {
    name: 'Tết 2026: Fri 13 Feb after the cut-off',
    at: '2026-02-13T10:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-23', sameDay: false },
  },
  {
    name: 'Tết 2026: Sat 14 Feb',
    at: '2026-02-14T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-23', sameDay: false },
  },
  {
    name: 'Tết 2026: Sun 15 Feb',
    at: '2026-02-15T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-23', sameDay: false },
  },
  {
    name: 'Tết 2026: Mon 16 Feb',
    at: '2026-02-16T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-02-23', sameDay: false },
  },
  // The weekends around Tết are not public holidays: a supplier delivering on weekends may deliver then.
  {
    name: 'Tết 2026, every-day supplier: Sat 14 Feb',
    at: '2026-02-13T02:00:00Z',
    fulfilment: EVERY_DAY,
    want: { date: '2026-02-14', sameDay: false },
  },
  {
    name: 'Tết 2026, every-day supplier: Sat 21 Feb',
    at: '2026-02-16T02:00:00Z',
    fulfilment: EVERY_DAY,
    want: { date: '2026-02-21', sameDay: false },
  },

  // Tết 2027 (assumed): holidays Fri 5 – Tue 9 Feb, compensation Wed 10 and Thu 11.
  {
    name: 'Tết 2027: Wed 3 Feb gets Thu 4 Feb',
    at: '2027-02-03T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2027-02-04', sameDay: false },
  },
  {
    name: 'Tết 2027: Thu 4 Feb lands after the break',
    at: '2027-02-04T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2027-02-12', sameDay: false },
  },
  {
    name: 'Tết 2027, every-day supplier: Fri 5 Feb',
    at: '2027-02-05T02:00:00Z',
    fulfilment: EVERY_DAY,
    want: { date: '2027-02-12', sameDay: false },
  },

  // 30 April and 1 May, Hùng Kings, National Day.
  {
    name: '30 Apr/1 May 2026 (Thu, Fri), Mon–Fri',
    at: '2026-04-29T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-05-04', sameDay: false },
  },
  {
    name: '30 Apr/1 May 2026, every day',
    at: '2026-04-29T02:00:00Z',
    fulfilment: EVERY_DAY,
    want: { date: '2026-05-02', sameDay: false },
  },
  {
    name: '30 Apr/1 May 2027 (Fri, Sat) and Mon 3 May off, Mon–Fri',
    at: '2027-04-29T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2027-05-04', sameDay: false },
  },
  {
    name: '30 Apr/1 May 2027, every day: Sunday 2 May is no holiday',
    at: '2027-04-29T02:00:00Z',
    fulfilment: EVERY_DAY,
    want: { date: '2027-05-02', sameDay: false },
  },
  {
    name: 'Hùng Kings 2026 on Sunday, off on Monday 27 Apr',
    at: '2026-04-24T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-04-28', sameDay: false },
  },
  {
    name: 'National Day 2026, 1–2 Sep',
    at: '2026-08-31T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-09-03', sameDay: false },
  },

  // The supplier's own days off.
  {
    name: 'a supplier day-off',
    at: '2026-03-02T02:00:00Z',
    fulfilment: WEEKDAYS,
    dayOffs: ['2026-03-03'],
    want: { date: '2026-03-04', sameDay: false },
  },
  {
    name: 'a supplier off for longer than the horizon',
    at: '2026-03-02T02:00:00Z',
    fulfilment: WEEKDAYS,
    dayOffs: Array.from({ length: 70 }, (_, i) => addDays('2026-03-02', i)),
    want: null,
  },
  {
    name: 'a supplier with no delivery days',
    at: '2026-03-02T02:00:00Z',
    fulfilment: { ...WEEKDAYS, deliveryDays: [] },
    want: null,
  },
  {
    name: 'hours to delivery beyond the horizon',
    at: '2026-03-02T02:00:00Z',
    fulfilment: { ...EVERY_DAY, hoursToDelivery: 61 * 24 },
    want: null,
  },

  // BOOK_IN_ADVANCE: at least today + 2 calendar days.
  {
    name: 'BOOK_IN_ADVANCE: Monday → Wednesday',
    at: '2026-03-02T02:00:00Z',
    fulfilment: WEEKDAYS,
    bookInAdvanceDays: 2,
    want: { date: '2026-03-04', sameDay: false },
  },
  {
    name: 'BOOK_IN_ADVANCE after the cut-off',
    at: '2026-03-02T10:00:00Z',
    fulfilment: WEEKDAYS,
    bookInAdvanceDays: 2,
    want: { date: '2026-03-04', sameDay: false },
  },
  {
    name: 'BOOK_IN_ADVANCE counts calendar days (Fri → Sun → Mon)',
    at: '2026-03-06T02:00:00Z',
    fulfilment: WEEKDAYS,
    bookInAdvanceDays: 2,
    want: { date: '2026-03-09', sameDay: false },
  },
  {
    name: 'BOOK_IN_ADVANCE landing on 30 Apr',
    at: '2026-04-28T02:00:00Z',
    fulfilment: WEEKDAYS,
    bookInAdvanceDays: 2,
    want: { date: '2026-05-04', sameDay: false },
  },
  {
    name: 'without BOOK_IN_ADVANCE the same order gets 29 Apr',
    at: '2026-04-28T02:00:00Z',
    fulfilment: WEEKDAYS,
    want: { date: '2026-04-29', sameDay: false },
  },

  // A supplier without slots: the date is the unit.
  {
    name: 'no slots, 24 h',
    at: '2026-03-02T02:00:00Z',
    fulfilment: { ...WEEKDAYS, hoursToDelivery: 24, slots: [] },
    want: { date: '2026-03-03', sameDay: false },
  },
  {
    name: 'no slots, 48 h',
    at: '2026-03-02T02:00:00Z',
    fulfilment: { ...WEEKDAYS, hoursToDelivery: 48, slots: [] },
    want: { date: '2026-03-04', sameDay: false },
  },
];

describe('findEarliestDeliveryDate', () => {
  it.each(rows)('$name', ({ at, fulfilment, dayOffs = [], bookInAdvanceDays = 0, want }) => {
    expect(findEarliestDeliveryDate(request(at, fulfilment, { dayOffs, bookInAdvanceDays }))).toEqual(want);
  });

  it('takes the holidays as a Set too', () => {
    const asSet = { ...request('2026-02-13T02:00:00Z', WEEKDAYS), holidays: new Set(['2026-02-16', '2026-02-17']) };
    expect(findEarliestDeliveryDate(asSet)).toEqual({ date: '2026-02-18', sameDay: false });
  });
});

describe('the same answers whatever the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])('TZ=%s', (zone) => {
    process.env.TZ = zone;
    const answers = rows.map((row) =>
      findEarliestDeliveryDate(
        request(row.at, row.fulfilment, { dayOffs: row.dayOffs ?? [], bookInAdvanceDays: row.bookInAdvanceDays ?? 0 }),
      ),
    );
    expect(answers).toEqual(rows.map((row) => row.want));
  });
});

describe('listDeliveryDates', () => {
  it.each([
    {
      name: 'after Tết 2026',
      at: '2026-02-13T02:00:00Z',
      fulfilment: WEEKDAYS,
      count: 5,
      want: ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'],
    },
    {
      name: 'same day first',
      at: '2026-03-02T02:59:00Z',
      fulfilment: SAME_DAY,
      count: 3,
      want: ['2026-03-02', '2026-03-03', '2026-03-04'],
    },
    {
      name: 'skipping the weekend',
      at: '2026-03-05T02:00:00Z',
      fulfilment: WEEKDAYS,
      count: 3,
      want: ['2026-03-06', '2026-03-09', '2026-03-10'],
    },
    { name: 'none asked', at: '2026-03-02T02:00:00Z', fulfilment: WEEKDAYS, count: 0, want: [] },
    {
      name: 'none possible',
      at: '2026-03-02T02:00:00Z',
      fulfilment: { ...WEEKDAYS, deliveryDays: [] },
      count: 5,
      want: [],
    },
  ])('$name', ({ at, fulfilment, count, want }) => {
    expect(listDeliveryDates(request(at, fulfilment), count)).toEqual(want);
  });

  it('stops at the horizon: tomorrow to 60 days ahead, less the holidays', () => {
    const dates = listDeliveryDates(request('2026-03-02T02:00:00Z', EVERY_DAY), 100);
    expect(dates[0]).toBe('2026-03-03');
    // 3 Mar to 1 May is 60 days; 26, 27 and 30 Apr and 1 May are holidays.
    expect(dates).toHaveLength(56);
    expect(dates.at(-1)).toBe('2026-04-29');
  });
});

describe('isDeliveryDateAllowed', () => {
  const mondayMorning = request('2026-03-02T02:00:00Z', WEEKDAYS, { dayOffs: ['2026-03-05'] }); // Mon 09:00
  it.each([
    ['2026-03-03', true, 'tomorrow'],
    ['2026-03-04', true, 'the day after'],
    ['2026-03-02', false, 'today, without same-day delivery'],
    ['2026-03-01', false, 'the past'],
    ['2026-03-05', false, "the supplier's day off"],
    ['2026-03-07', false, 'a Saturday, for a Mon–Fri supplier'],
    ['2026-04-30', false, 'a holiday'],
    ['2026-04-29', true, '58 days ahead'],
    ['2026-05-04', false, 'a Monday beyond the horizon'],
    ['2026-02-30', false, 'no such date'],
    ['tomorrow', false, 'not a date'],
  ])('%s: %s (%s)', (date, want) => {
    expect(isDeliveryDateAllowed(date, mondayMorning)).toBe(want);
  });
});
