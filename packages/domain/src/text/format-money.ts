import type { Language } from '../platform/constants';
import { formatNumber } from './format-number';

/**
 * The one way an amount of đồng is written (spec: vi `1.250.000 đ`, en `1,250,000 đ`), in visible
 * text and in labels alike. Money is integer đồng; a fraction is rounded half away from zero.
 */
export function formatMoney(amount: number, lang: Language): string {
  return `${formatNumber(amount, lang, 0)} đ`;
}
