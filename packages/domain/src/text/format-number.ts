import type { Language } from '../platform/constants';

/**
 * Digit grouping per language: Vietnamese writes 1.250.000,5, English 1,250,000.5. Done by hand
 * rather than with Intl.NumberFormat so that the server, every browser and the tests agree to the
 * character whatever ICU data the runtime carries.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Rounds half away from zero, so −2.5 and 2.5 give −3 and 3 alike. */
function roundAway(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** 1250000.5 → "1.250.000,5" (vi) or "1,250,000.5" (en); at most `maxFractionDigits` decimals, no trailing zeros. */
export function formatNumber(value: number, lang: Language, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const { group, decimal } = SEPARATORS[lang];
  const rounded = roundAway(value, maxFractionDigits);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(maxFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.replace(/0+$/, '');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `${decimal}${decimals}` : ''}`;
}
