/** How a supplier's delivery weekdays (ISO: 1 = Monday … 7 = Sunday) read on a page. */
export type DeliveryDays =
  | { kind: 'everyDay' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'list'; days: number[] }
  | { kind: 'none' };

export function describeDeliveryDays(days: readonly number[]): DeliveryDays {
  const sorted = [...new Set(days.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7))].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return { kind: 'none' };
  if (sorted.length === 7) return { kind: 'everyDay' };
  if (sorted.length >= 3 && last - first + 1 === sorted.length) return { kind: 'range', from: first, to: last };
  return { kind: 'list', days: sorted };
}
