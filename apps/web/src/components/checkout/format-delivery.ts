import { toLocalDateTime } from '@chobep/domain/checkout/local-time';

/**
 * Delivery dates as the checkout writes them. Dates arrive as 'YYYY-MM-DD' in Vietnam's calendar and instants as ISO
 * strings; both are shown in Asia/Ho_Chi_Minh whatever the browser's zone. Written by hand like the money format
 * (docs/decisions.md, "Numbers and words"), so the server render and every browser agree to the character.
 */
export type Lang = 'vi' | 'en';

const WEEKDAYS: Record<Lang, readonly string[]> = {
  vi: ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const SHORT_WEEKDAYS: Record<Lang, readonly string[]> = {
  vi: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parts(date: string): { year: number; month: number; day: number; weekday: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "T2" / "Mon". */
export function shortWeekday(date: string, lang: Lang): string {
  return SHORT_WEEKDAYS[lang][parts(date).weekday] ?? '';
}

/** "12/01" / "12 Jan". */
export function dayMonth(date: string, lang: Lang): string {
  const p = parts(date);
  return lang === 'vi' ? `${two(p.day)}/${two(p.month)}` : `${p.day} ${MONTHS[p.month - 1]}`;
}

/** "Thứ hai, 12/01/2026" / "Monday, 12 Jan 2026". */
export function longDate(date: string, lang: Lang): string {
  const p = parts(date);
  const weekday = WEEKDAYS[lang][p.weekday];
  return lang === 'vi'
    ? `${weekday}, ${two(p.day)}/${two(p.month)}/${p.year}`
    : `${weekday}, ${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** "12/01/2026" / "12 Jan 2026". */
export function fullDate(date: string, lang: Lang): string {
  const p = parts(date);
  return lang === 'vi' ? `${two(p.day)}/${two(p.month)}/${p.year}` : `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** "08:00–12:00". */
export function slotText(slot: { start: string; end: string }): string {
  return `${slot.start}–${slot.end}`;
}

/** An instant in Vietnam: its local date (YYYY-MM-DD) and time (HH:MM). */
export function localInstant(iso: string): { date: string; time: string } {
  const local = toLocalDateTime(new Date(iso));
  return { date: local.date, time: `${two(Math.floor(local.minutes / 60))}:${two(local.minutes % 60)}` };
}
