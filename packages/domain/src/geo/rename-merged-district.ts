import { unitMatchKey } from './unit-match-key';

/** The districts merged into Thủ Đức city (2021) that map providers still return. */
const MERGED_INTO_THU_DUC = new Set(['2', '9']);

/**
 * Geocoders still name Quận 2 and Quận 9 of Ho Chi Minh City (District 2, District 9), which became part of
 * Thành phố Thủ Đức: a district component naming one of them is renamed "Thủ Đức" (foundations §5). Anything
 * else is returned as it came. Only Ho Chi Minh City's districts are renamed (a "Quận 2" elsewhere does not
 * exist, but a province that is given and is not HCMC leaves the name alone).
 */
export function renameMergedDistrict(district: string, province?: string | null): string {
  if (province && unitMatchKey(province) !== 'ho chi minh') return district;
  return MERGED_INTO_THU_DUC.has(unitMatchKey(district)) ? 'Thủ Đức' : district;
}
