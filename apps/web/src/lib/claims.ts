import {
  CLAIMED_BUSINESSES,
  CLAIMED_PRODUCTS,
  FREE_DELIVERY_THRESHOLD,
  type Language,
} from '@chobep/domain/platform/constants';
import { formatMoney } from '@chobep/domain/text/format-money';
import { formatNumber } from '@chobep/domain/text/format-number';

/**
 * The numbers of the marketing claims (spec/foundations.md §1) as the messages' `{products}`,
 * `{businesses}` and `{amount}`, written the language's way: "2.000" and "400.000 đ" in
 * Vietnamese, "2,000" and "400,000 đ" in English. No message writes a number itself.
 */
export function claimValues(lang: Language): { products: string; businesses: string; amount: string } {
  return {
    products: formatNumber(CLAIMED_PRODUCTS, lang),
    businesses: formatNumber(CLAIMED_BUSINESSES, lang),
    amount: formatMoney(FREE_DELIVERY_THRESHOLD, lang),
  };
}
