import { describe, expect, it } from 'vitest';
import { dayMonth, fullDate, localInstant, longDate, shortWeekday, slotText } from './format-delivery';

describe('delivery dates in the page language', () => {
  it.each([
    ['2026-01-12', 'vi', 'T2', '12/01', 'Thứ hai, 12/01/2026'],
    ['2026-01-12', 'en', 'Mon', '12 Jan', 'Monday, 12 Jan 2026'],
    ['2026-02-01', 'vi', 'CN', '01/02', 'Chủ nhật, 01/02/2026'],
    ['2026-12-05', 'en', 'Sat', '5 Dec', 'Saturday, 5 Dec 2026'],
  ] as const)('%s in %s', (date, lang, short, dm, long) => {
    expect(shortWeekday(date, lang)).toBe(short);
    expect(dayMonth(date, lang)).toBe(dm);
    expect(longDate(date, lang)).toBe(long);
  });

  it('writes a full date without the weekday', () => {
    expect(fullDate('2026-01-05', 'vi')).toBe('05/01/2026');
    expect(fullDate('2026-01-05', 'en')).toBe('5 Jan 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => longDate('12/01/2026', 'vi')).toThrow(RangeError);
  });

  it('writes a slot with an en dash', () => {
    expect(slotText({ start: '08:00', end: '12:00' })).toBe('08:00–12:00');
  });

  it.each([
    // 09:00 UTC is 16:00 in Vietnam, the same day.
    ['2026-01-12T09:00:00.000Z', '2026-01-12', '16:00'],
    // 18:30 UTC is 01:30 the next day in Vietnam, whatever the zone of the machine.
    ['2026-01-12T18:30:00.000Z', '2026-01-13', '01:30'],
  ])('%s is %s %s in Vietnam', (iso, date, time) => {
    expect(localInstant(iso)).toEqual({ date, time });
  });
});
