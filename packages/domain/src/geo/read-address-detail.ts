import { searchKey } from '../text/normalize';
import { isVietnamCountry, sameUnitName } from './unit-match-key';

/** The store form's address detail is at most this long (store-form.ts). */
const DETAIL_MAX = 200;

/**
 * The address detail a chosen place gives the store form (foundations §4 map address flow: the detail is set to
 * "name, address"). The store's address is composed from the detail and the units the selects show
 * (formatStoreAddress), so the detail keeps only what comes before them: the parts of the formatted address up to
 * the first one naming a matched unit (any of its names) or the country, with the place's name first when the
 * address does not already begin with it ("Chợ Bến Thành, Lê Lợi"). Postal codes are the caller's to strip.
 */
export function readAddressDetail(
  place: { name?: string | null; formattedAddress: string },
  unitNames: readonly string[],
): string {
  const parts = place.formattedAddress
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const isUnit = (part: string) => isVietnamCountry(part) || unitNames.some((n) => sameUnitName(n, part));
  const end = parts.findIndex(isUnit);
  const street = end === -1 ? parts : parts.slice(0, end);
  const name = place.name?.trim();
  const shown = name && (isUnit(name) || searchKey(street.join(', ')).startsWith(searchKey(name)));
  const named = name && !shown ? [name, ...street] : street;
  return named.join(', ').slice(0, DETAIL_MAX).trim();
}
