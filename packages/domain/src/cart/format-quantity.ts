import type { Language } from '../platform/constants';
import { formatNumber } from '../text/format-number';
import { ENTRY_DECIMALS, roundQuantity } from './commit-quantity';

/**
 * How a quantity is written wherever one is shown — the buyer's order pages and checkout, the supplier's and the
 * operator's order pages, the delivery note, the invoice, notifications: its real decimals (up to 3, the precision of
 * numeric(12,3), never rounded to a whole number: 2.5 kg is not 3 kg, a delivered 3.62 kg is not 4), the language's
 * separators ("2,5" and "1.250" in Vietnamese, "2.5" and "1,250" in English), and its unit.
 *
 * The unit after a number: measures by their symbol, the same in both languages (2,5 kg; 1,5 l; 500 g), since that
 * is how a kitchen and a label write them; any other unit by its name in the reader's language, in lower case as in
 * running text (3 chai, 2 thùng giấy), and in English in the plural when the quantity is not 1 (3 bottles, 2 boxes).
 */

/** A unit as an order or a product carries it: its code and its name in the reader's language. */
export interface QuantityUnit {
  code?: string | null;
  name: string;
}

/** Units written by their symbol after a number. */
export const UNIT_SYMBOLS: Readonly<Record<string, string>> = { kg: 'kg', g: 'g', l: 'l', ml: 'ml' };

/** "bottle" → "bottles", "box" → "boxes", "pieces" stays: the regular English plural of a unit name's last word. */
export function pluralEnglish(name: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(name);
  if (!match) return name;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  if (lower.endsWith('s')) return name;
  if (/(x|z|ch|sh)$/.test(lower)) return `${head}${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${head}${word.slice(0, -1)}ies`;
  return `${head}${word}s`;
}

/** The unit as written after `quantity`: "kg", "chai", "bottles". */
export function quantityUnitText(quantity: number, unit: QuantityUnit, lang: Language): string {
  const symbol = unit.code ? UNIT_SYMBOLS[unit.code] : undefined;
  if (symbol) return symbol;
  const name = unit.name.trim();
  if (Object.values(UNIT_SYMBOLS).includes(name)) return name;
  // Lower case as in running text; a name that is an abbreviation (all capitals, "PCS") stays as it is.
  const running = name === name.toUpperCase() ? name : name.charAt(0).toLocaleLowerCase(lang) + name.slice(1);
  return lang === 'en' && roundQuantity(quantity, ENTRY_DECIMALS) !== 1 ? pluralEnglish(running) : running;
}

/**
 * 2.5 kg → "2,5 kg" (vi) / "2.5 kg" (en); 1250 → "1.250" / "1,250"; 3.62 → "3,62". Up to 3 decimals, no trailing
 * zeros; without a unit, the number alone (for tables with a unit column of their own).
 */
export function formatQuantity(quantity: number, lang: Language, unit?: QuantityUnit | null): string {
  const number = formatNumber(roundQuantity(quantity, ENTRY_DECIMALS), lang, ENTRY_DECIMALS);
  return unit ? `${number} ${quantityUnitText(quantity, unit, lang)}` : number;
}

/**
 * A quantity typed in a field that takes decimals (a supplier's accepted or delivered weight, an approver's edit):
 * digits with at most one decimal separator, a dot or a comma alike (spec/trading.md §5), at most `maxDecimals`
 * decimals. No grouping is read: "1.000" is one with three decimals, never a thousand — the spec makes the dot a
 * decimal point, and a field that guessed would read a Vietnamese "1.000" and an English "1.000" differently.
 * Null when it is not such a number (empty, letters, a sign, two separators, too many decimals).
 */
export function readQuantity(text: string, maxDecimals = ENTRY_DECIMALS): number | null {
  const typed = text.trim().replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || typed === '' || typed === '.') return null;
  if ((match[2] ?? '').length > maxDecimals) return null;
  return roundQuantity(Number(typed), ENTRY_DECIMALS);
}
