import { DEFAULT_TIMEZONE } from '@chobep/domain/platform/constants';

export { formatQuantity } from '@chobep/domain/cart/format-quantity';
/**
 * Pure display helpers. Money is integer đồng; times are stored in UTC and shown in Vietnam.
 * Amounts and numbers: `formatMoney(amount, lang)` and `formatNumber` from @chobep/domain
 * (vi `1.250.000 đ`, en `1,250,000 đ`), the one format for visible text and labels alike; quantities:
 * `formatQuantity(quantity, lang, unit)` (vi `2,5 kg`, en `2.5 kg`), never `formatNumber`, which rounds.
 */
export { formatMoney } from '@chobep/domain/text/format-money';
export { formatNumber } from '@chobep/domain/text/format-number';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: DateInput): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of PARTS.formatToParts(toDate(value))) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** "05/03/2025" in Asia/Ho_Chi_Minh. */
export function formatDate(value: DateInput): string {
  const p = parts(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "08:30" in Asia/Ho_Chi_Minh. */
export function formatTime(value: DateInput): string {
  const p = parts(value);
  return `${p.hour}:${p.minute}`;
}

/** "08:30 05/03/2025" in Asia/Ho_Chi_Minh. */
export function formatDateTime(value: DateInput): string {
  return `${formatTime(value)} ${formatDate(value)}`;
}

const WEEKDAYS = {
  vi: ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** The weekday name in Asia/Ho_Chi_Minh. */
export function formatWeekday(value: DateInput, lang: 'vi' | 'en'): string {
  const p = parts(value);
  const day = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))).getUTCDay();
  return WEEKDAYS[lang][day] ?? '';
}

/** The calendar day (YYYY-MM-DD) a moment falls on in Vietnam. */
export function vietnamDay(value: DateInput): string {
  const p = parts(value);
  return `${p.year}-${p.month}-${p.day}`;
}
