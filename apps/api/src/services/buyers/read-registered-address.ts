import { type Db, geoDistricts, geoProvinces, geoWards, type LocationJson } from '@chobep/db';
import { formatAddress, type MatchUnit, matchGeocodedAddress, type Region } from '@chobep/domain';
import { eq } from 'drizzle-orm';

export interface RegisteredAddress {
  /** The address on one line, as the company registered it. */
  text: string;
  provinceCode: string;
  districtCode: string | null;
  wardCode: string | null;
  /** The street part, for the store form's address detail. */
  addressDetail: string;
}

const columns = (t: typeof geoProvinces | typeof geoDistricts | typeof geoWards) => ({
  code: t.code,
  name: t.name,
  fullName: t.fullName,
  nameEn: t.nameEn,
  fullNameEn: t.fullNameEn,
});

/**
 * The address the company registered at sign-up, in the store form's terms: its province, district and ward as codes
 * (matched by name like a geocoded place, matchGeocodedAddress: a unit the address does not name is not guessed) and
 * the street as the detail. Null without a registered address, or when its province is not one the company may have
 * stores in (another region).
 */
export async function readRegisteredAddress(
  db: Db,
  buyer: { location: LocationJson | null; region: Region },
): Promise<RegisteredAddress | null> {
  const location = buyer.location;
  if (!location?.address?.trim() || !location.city) return null;
  const text = formatAddress(location);
  const provinces = await db
    .select({ ...columns(geoProvinces), region: geoProvinces.region })
    .from(geoProvinces)
    .where(eq(geoProvinces.region, buyer.region));
  const place = { formattedAddress: text, province: location.city, district: location.district, ward: location.ward };
  const byProvince = matchGeocodedAddress(place, { provinces, districts: [], wards: [] });
  if (!byProvince.provinceCode) return null;
  const districts: MatchUnit[] = await db
    .select({ ...columns(geoDistricts), parentCode: geoDistricts.provinceCode })
    .from(geoDistricts)
    .where(eq(geoDistricts.provinceCode, byProvince.provinceCode));
  const byDistrict = matchGeocodedAddress(place, { provinces, districts, wards: [] });
  const wards: MatchUnit[] = byDistrict.districtCode
    ? await db
        .select({ ...columns(geoWards), parentCode: geoWards.districtCode })
        .from(geoWards)
        .where(eq(geoWards.districtCode, byDistrict.districtCode))
    : [];
  const matched = matchGeocodedAddress(place, { provinces, districts, wards });
  return {
    text,
    provinceCode: byProvince.provinceCode,
    districtCode: matched.districtCode,
    wardCode: matched.wardCode,
    addressDetail: location.address.trim(),
  };
}
