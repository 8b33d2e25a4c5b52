import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '../platform/constants';
import {
  addDays,
  daysBetween,
  isLocalDate,
  isoWeekday,
  localInstant,
  timeToMinutes,
  toLocalDateTime,
} from './local-time';

describe('toLocalDateTime', () => {
  it.each([
    // 17:30Z is already half past midnight of the next day in Vietnam.
    { instant: '2026-03-02T17:30:00Z', want: { date: '2026-03-03', minutes: 30, isoWeekday: 2 } },
    { instant: '2026-03-02T16:59:59Z', want: { date: '2026-03-02', minutes: 23 * 60 + 59, isoWeekday: 1 } },
    { instant: '2026-03-02T17:00:00Z', want: { date: '2026-03-03', minutes: 0, isoWeekday: 2 } },
    { instant: '2026-03-02T02:59:00Z', want: { date: '2026-03-02', minutes: 9 * 60 + 59, isoWeekday: 1 } },
    { instant: '2026-12-31T17:00:00Z', want: { date: '2027-01-01', minutes: 0, isoWeekday: 5 } },
    { instant: '2026-03-08T03:00:00Z', want: { date: '2026-03-08', minutes: 600, isoWeekday: 7 } },
    { instant: '2028-02-28T17:00:00Z', want: { date: '2028-02-29', minutes: 0, isoWeekday: 2 } },
    // An instant written with its own offset means the same moment.
    { instant: '2026-03-03T00:30:00+07:00', want: { date: '2026-03-03', minutes: 30, isoWeekday: 2 } },
  ])('$instant → $want.date, minute $want.minutes', ({ instant, want }) => {
    expect(toLocalDateTime(new Date(instant))).toEqual(want);
  });

  it('refuses an invalid Date', () => {
    expect(() => toLocalDateTime(new Date('nope'))).toThrow(RangeError);
  });

  // The fixed +7 claim, checked against the runtime's time-zone database for every hour of 2026 and 2027.
  it(`agrees with Intl (${DEFAULT_TIMEZONE}) for every hour of 2026–2027`, () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: DEFAULT_TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const parts = Object.fromEntries(format.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
      const local = toLocalDateTime(new Date(t));
      const intlDate = `${parts.year}-${parts.month}-${parts.day}`;
      const intlMinutes = Number(parts.hour) * 60 + Number(parts.minute);
      if (local.date !== intlDate || local.minutes !== intlMinutes) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});

describe('results do not depend on the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Asia/Ho_Chi_Minh'])(
    'TZ=%s',
    (zone) => {
      process.env.TZ = zone;
      const instant = new Date('2026-03-02T17:30:00Z');
      expect(toLocalDateTime(instant)).toEqual({ date: '2026-03-03', minutes: 30, isoWeekday: 2 });
      expect(localInstant('2026-03-03', '00:30').toISOString()).toBe('2026-03-02T17:30:00.000Z');
      expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
      expect(isoWeekday('2026-03-03')).toBe(2);
    },
  );

  // Guards the test above: it proves something only if changing TZ really changes what Date's local getters say.
  it('changing TZ is seen by this process', () => {
    const instant = new Date('2026-03-02T17:30:00Z');
    process.env.TZ = 'UTC';
    const inUtc = instant.getHours();
    process.env.TZ = 'Asia/Tokyo';
    expect(instant.getHours()).not.toBe(inUtc);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-02', 60, '2026-05-01'],
    ['2026-03-02', 0, '2026-03-02'],
  ])('%s + %i = %s', (date, days, want) => {
    expect(addDays(date, days)).toBe(want);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-03-02', '2026-03-02', 0],
    ['2026-03-02', '2026-03-04', 2],
    ['2026-03-04', '2026-03-02', -2],
    ['2026-12-31', '2027-01-01', 1],
  ])('%s → %s = %i', (from, to, want) => {
    expect(daysBetween(from, to)).toBe(want);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-03-02', 1],
    ['2026-03-07', 6],
    ['2026-03-08', 7],
    ['2026-02-17', 2],
    ['2027-02-06', 6],
  ])('%s is weekday %i', (date, want) => {
    expect(isoWeekday(date)).toBe(want);
  });
});

describe('localInstant', () => {
  it.each([
    ['2026-03-02', '10:00', '2026-03-02T03:00:00.000Z'],
    ['2026-03-02', '00:00', '2026-03-01T17:00:00.000Z'],
    ['2026-03-02', '24:00', '2026-03-02T17:00:00.000Z'],
    ['2027-01-01', '06:30', '2026-12-31T23:30:00.000Z'],
  ])('%s %s = %s', (date, time, want) => {
    expect(localInstant(date, time).toISOString()).toBe(want);
  });
});

describe('isLocalDate and timeToMinutes', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-3-2', false],
    ['2026-03-02T00:00', false],
    ['', false],
  ])('isLocalDate(%j) = %s', (value, want) => {
    expect(isLocalDate(value)).toBe(want);
  });

  it.each([
    ['00:00', 0],
    ['09:59', 599],
    ['16:00', 960],
    ['24:00', 1440],
  ])('timeToMinutes(%s) = %i', (time, want) => {
    expect(timeToMinutes(time)).toBe(want);
  });

  it.each(['24:01', '9:00', '10:60', '10h00', ''])('timeToMinutes(%j) throws', (time) => {
    expect(() => timeToMinutes(time)).toThrow(RangeError);
  });
});
