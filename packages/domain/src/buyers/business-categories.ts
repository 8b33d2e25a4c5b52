import type { Language } from '../platform/constants';
import { BUSINESS_CATEGORIES, type BusinessCategory } from './business-setup';

/**
 * The business categories a company can be (spec/foundations.md §3) as the company page reads them: the one list of
 * business-setup.ts, which sign-up also offers (each category under its business type there).
 */
export const BUSINESS_CATEGORY_CODES = Object.keys(BUSINESS_CATEGORIES) as BusinessCategory[];

export function isBusinessCategory(code: string): code is BusinessCategory {
  return Object.hasOwn(BUSINESS_CATEGORIES, code);
}

/** The label of a stored code; a code no longer in the list is shown as it is rather than hidden. */
export function businessCategoryLabel(code: string, lang: Language): string {
  return isBusinessCategory(code) ? BUSINESS_CATEGORIES[code][lang] : code;
}
