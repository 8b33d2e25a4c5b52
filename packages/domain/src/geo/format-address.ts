import { searchKey } from '../text/normalize';
import { unitMatchKey } from './unit-match-key';

export interface AddressParts {
  /** The street address: a detail ("12 Võ Văn Tần"), or a whole address that already names its units. */
  address?: string | null;
  ward?: string | null;
  district?: string | null;
  /** The province or centrally-run city. */
  city?: string | null;
}

/**
 * Whether one comma-separated part of an address names the unit: the same words (without marks, case and
 * punctuation), or the same name under another unit word ("TP. Hồ Chí Minh", "Thành phố Hồ Chí Minh"). A name that
 * is a number ("Phường 6", "Quận 6") also needs the same kind of unit ("Q.1" is "Quận 1"): the number alone does not
 * tell a ward from a district.
 */
function namesUnit(part: string, unit: string): boolean {
  if (searchKey(part) === searchKey(unit)) return true;
  const key = keyOf(unit);
  if (key.length === 0 || key !== keyOf(part)) return false;
  return !/^\d+$/.test(key) || (kindOf(unit) !== null && kindOf(unit) === kindOf(part));
}

/** unitMatchKey without spaces, reading "P." and "Q." before a name as phường and quận ("P. Bến Nghé"). */
function keyOf(name: string): string {
  return unitMatchKey(name.replace(/^\s*[PpQq]\.\s*(?=\p{L})/u, '')).replace(/ /g, '');
}

/** The kind of unit a name begins with, for names that are a number ("Q.1", "Phường 06", "District 3"). */
function kindOf(name: string): 'ward' | 'district' | null {
  const words = searchKey(name);
  if (/^(phuong|p|ward)( |\d|$)/.test(words)) return 'ward';
  if (/^(quan|q|district)( |\d|$)/.test(words)) return 'district';
  return null;
}

/**
 * The one way an address is written on one line — invoice, delivery note, order pages, store review, store info,
 * checkout: the street address, then the ward, the district and the province, comma-separated, each unit once. A
 * store saved by the store dialog keeps its whole address (detail, ward, district, province) in `address` as well
 * as each unit in its own column, so a unit the address already names is not added again; an empty part, or a unit
 * repeated (a merged ward without a district), is left out.
 */
export function formatAddress(parts: AddressParts): string {
  const written = (parts.address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out = [...written];
  for (const unit of [parts.ward, parts.district, parts.city]) {
    const name = unit?.trim();
    if (name && !out.some((p) => namesUnit(p, name))) out.push(name);
  }
  return out.join(', ');
}
