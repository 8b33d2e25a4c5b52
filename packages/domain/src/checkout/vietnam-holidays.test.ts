import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, isoWeekday } from './local-time';
import { VIETNAM_HOLIDAYS } from './vietnam-holidays';

const dates = VIETNAM_HOLIDAYS.map((holiday) => holiday.date);
const byDate = new Map(VIETNAM_HOLIDAYS.map((holiday) => [holiday.date, holiday]));

describe('VIETNAM_HOLIDAYS', () => {
  it('is real dates, in order, each once, named in both languages', () => {
    expect(dates.every(isLocalDate)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(VIETNAM_HOLIDAYS.every((h) => h.nameVi.trim() !== '' && h.nameEn.trim() !== '')).toBe(true);
  });

  // 11 days a year by law (Labour Code art. 112), plus the compensation days of holidays on a weekend.
  it.each([
    ['2026', 11 + 1],
    ['2027', 11 + 3],
  ])('%s has %i days off', (year, want) => {
    expect(dates.filter((date) => date.startsWith(year))).toHaveLength(want);
  });

  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-02-16', "Lunar New Year (New Year's Eve)"],
    ['2026-02-17', 'Lunar New Year (day 1)'],
    ['2026-02-20', 'Lunar New Year (day 4)'],
    ['2026-04-26', 'Hùng Kings Commemoration Day'],
    ['2026-04-27', 'Hùng Kings Commemoration Day (compensation day)'],
    ['2026-04-30', 'Reunification Day'],
    ['2026-05-01', 'International Labour Day'],
    ['2026-09-01', 'National Day (adjacent day)'],
    ['2026-09-02', 'National Day'],
    ['2027-02-06', 'Lunar New Year (day 1)'],
    ['2027-02-11', 'Lunar New Year (compensation day)'],
    ['2027-04-16', 'Hùng Kings Commemoration Day'],
    ['2027-05-03', 'International Labour Day (compensation day)'],
    ['2027-09-03', 'National Day (adjacent day)'],
  ])('%s is %s', (date, nameEn) => {
    expect(byDate.get(date)?.nameEn).toBe(nameEn);
  });

  it.each(['2026-02-14', '2026-02-21', '2026-08-31', '2026-11-24', '2027-02-04', '2027-02-12'])(
    '%s is not a public holiday',
    (date) => {
      expect(byDate.has(date)).toBe(false);
    },
  );

  // Art. 111(3): a holiday on the weekly rest day (Saturday, Sunday) is taken on the next working day.
  it('gives every weekend holiday a compensation day on a following working day', () => {
    const onWeekend = VIETNAM_HOLIDAYS.filter((h) => !h.nameEn.includes('compensation') && isoWeekday(h.date) >= 6);
    const compensations = VIETNAM_HOLIDAYS.filter((h) => h.nameEn.includes('compensation'));
    expect(compensations).toHaveLength(onWeekend.length);
    expect(compensations.every((h) => isoWeekday(h.date) <= 5)).toBe(true);
    // Each compensation day follows its holiday, with only weekend days and other holidays in between.
    for (const compensation of compensations) {
      let day = addDays(compensation.date, -1);
      while (byDate.has(day) && byDate.get(day)?.nameEn.includes('compensation')) day = addDays(day, -1);
      while (isoWeekday(day) >= 6 && !byDate.has(day)) day = addDays(day, -1);
      expect(byDate.has(day), compensation.date).toBe(true);
    }
  });
});
