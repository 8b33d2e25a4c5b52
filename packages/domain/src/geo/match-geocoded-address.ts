import { renameMergedDistrict } from './rename-merged-district';
import { stripPostalCodes } from './strip-postal-codes';
import { isVietnamCountry, sameUnitName } from './unit-match-key';

/** One administrative unit as the matcher needs it: its code and every name it may be written by. */
export interface MatchUnit {
  code: string;
  fullName: string;
  name: string;
  nameEn: string;
  fullNameEn: string;
  /** The parent's code (a district's province, a ward's district). */
  parentCode?: string | null;
}

/** What a geocoder says about a place (Google's address components, reduced to these). */
export interface GeocodedAddress {
  formattedAddress: string;
  country?: string | null;
  province?: string | null;
  district?: string | null;
  ward?: string | null;
}

export interface MatchedAddress {
  /** The formatted address without postal codes. */
  formattedAddress: string;
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
}

const names = (u: MatchUnit) => [u.fullName, u.name, u.nameEn, u.fullNameEn];
const findUnit = (units: readonly MatchUnit[], name: string | null | undefined) =>
  name ? units.find((u) => names(u).some((n) => sameUnitName(n, name))) : undefined;

/**
 * Fills province, district and ward from a geocoded place (foundations §4 map address flow, §5 address matching):
 * a place outside Viet Nam matches nothing; postal codes are stripped from the formatted address; Quận 2 and
 * Quận 9 are read as Thủ Đức; units are matched by any of their names (Vietnamese or English, unit words, marks
 * and leading zeros ignored); and a district or ward is accepted only when one comma-separated part of the
 * formatted address names it too — a component the address itself does not show is not trusted. A ward is looked
 * for only in the matched district, a district only in the matched province.
 */
export function matchGeocodedAddress(
  place: GeocodedAddress,
  units: { provinces: readonly MatchUnit[]; districts: readonly MatchUnit[]; wards: readonly MatchUnit[] },
): MatchedAddress {
  const formattedAddress = stripPostalCodes(place.formattedAddress);
  const none: MatchedAddress = { formattedAddress, provinceCode: null, districtCode: null, wardCode: null };
  if (place.country != null && !isVietnamCountry(place.country)) return none;
  const parts = formattedAddress.split(',').map((p) => p.trim());
  const inAddress = (unit: MatchUnit) => parts.some((part) => names(unit).some((n) => sameUnitName(n, part)));

  const province = findUnit(units.provinces, place.province);
  if (!province) return none;
  const districtName = place.district ? renameMergedDistrict(place.district, place.province) : null;
  const district = findUnit(
    units.districts.filter((d) => d.parentCode === province.code),
    districtName,
  );
  // Thủ Đức is read from a "Quận 2" the address shows, so the address is checked for the name the place gave.
  const districtShown =
    district && (inAddress(district) || (place.district != null && parts.some((p) => sameUnitName(p, place.district))));
  if (!district || !districtShown) return { ...none, provinceCode: province.code };
  const ward = findUnit(
    units.wards.filter((w) => w.parentCode === district.code),
    place.ward,
  );
  return {
    formattedAddress,
    provinceCode: province.code,
    districtCode: district.code,
    wardCode: ward && inAddress(ward) ? ward.code : null,
  };
}
