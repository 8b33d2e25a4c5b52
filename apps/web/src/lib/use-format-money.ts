import { formatQuantity, type QuantityUnit } from '@chobep/domain/cart/format-quantity';
import { parseLanguage } from '@chobep/domain/platform/constants';
import { formatMoney } from '@chobep/domain/text/format-money';
import { formatNumber } from '@chobep/domain/text/format-number';
import { useLocale } from 'next-intl';

/**
 * The request's language for the number formats, in server and client components alike
 * (async server components call `getLocale()` and `formatMoney(amount, lang)` themselves).
 */
function useLanguage() {
  return parseLanguage(useLocale()) ?? 'vi';
}

/** `(amount) => "1.250.000 đ"` in Vietnamese, `"1,250,000 đ"` in English. */
export function useFormatMoney(): (amount: number) => string {
  const lang = useLanguage();
  return (amount) => formatMoney(amount, lang);
}

/** `(value, decimals) => "1.234,5"` in Vietnamese, `"1,234.5"` in English. */
export function useFormatNumber(): (value: number, maxFractionDigits?: number) => string {
  const lang = useLanguage();
  return (value, maxFractionDigits = 0) => formatNumber(value, lang, maxFractionDigits);
}

/** `(quantity, unit) => "2,5 kg"` in Vietnamese, `"2.5 kg"` in English: real decimals (up to 3), never rounded. */
export function useFormatQuantity(): (quantity: number, unit?: QuantityUnit | null) => string {
  const lang = useLanguage();
  return (quantity, unit) => formatQuantity(quantity, lang, unit);
}
