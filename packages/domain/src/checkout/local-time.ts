/**
 * Calendar arithmetic in Vietnam's local time (DEFAULT_TIMEZONE, Asia/Ho_Chi_Minh), the clock every delivery rule
 * speaks: cut-offs, slots, holidays and "today" are all local.
 *
 * Vietnam has kept UTC+7 all year, without daylight saving, since June 1975, so local time is the instant shifted
 * by a fixed seven hours. Doing that shift by hand, with the UTC accessors only, makes every result independent of
 * the process time zone (a server in UTC, a laptop in Europe, a CI runner) and of the runtime's ICU data; the
 * `Date` getters that read the process zone (getHours, getDate, getDay…) are never used here.
 *
 * Dates are 'YYYY-MM-DD' strings: they compare correctly as strings, serialise as they are, and cannot be
 * mistaken for an instant.
 */

/** A local calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** A local wall-clock time, 'HH:MM' (00:00 to 24:00; 24:00 only makes sense as the end of a slot). */
export type LocalTime = string;
/** ISO weekday: 1 = Monday … 7 = Sunday (the week starts on Monday, spec/trading.md §9). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface LocalDateTime {
  date: LocalDate;
  /** Whole minutes since local midnight (seconds are dropped). */
  minutes: number;
  isoWeekday: IsoWeekday;
}

export const VIETNAM_UTC_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is not). */
export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 30 February over to March; a round trip catches it.
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** Midnight UTC of a local date: a neutral anchor for day arithmetic, not the local midnight instant. */
function utcMidnight(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Minutes since midnight of an 'HH:MM' time. Throws on anything else: a malformed cut-off or slot is a data bug. */
export function timeToMinutes(time: LocalTime): number {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours * 60 + minutes > 24 * 60) throw new RangeError(`Not a time (HH:MM): ${time}`);
  return hours * 60 + minutes;
}

/** The local date, time of day and weekday of an instant. */
export function toLocalDateTime(instant: Date): LocalDateTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const shifted = new Date(ms + OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    isoWeekday: (shifted.getUTCDay() || 7) as IsoWeekday,
  };
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function isoWeekday(date: LocalDate): IsoWeekday {
  return (new Date(utcMidnight(date)).getUTCDay() || 7) as IsoWeekday;
}

/** The instant at which local clocks show `time` on `date`. */
export function localInstant(date: LocalDate, time: LocalTime): Date {
  return new Date(utcMidnight(date) + timeToMinutes(time) * 60_000 - OFFSET_MS);
}
