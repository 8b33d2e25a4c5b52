import type { Region } from '../platform/constants';

/**
 * The provinces each marketplace region serves (the spec's static list: Ho Chi Minh, Binh Duong, Long An and
 * Dong Nai for the south; Hà Nội for the north), by official code in the 3-level structure…
 */
const REGION_OF_PROVINCE: Readonly<Record<string, Region>> = {
  '79': 'HCM', // Thành phố Hồ Chí Minh
  '74': 'HCM', // Tỉnh Bình Dương
  '80': 'HCM', // Tỉnh Long An
  '75': 'HCM', // Tỉnh Đồng Nai
  '01': 'HN', // Thành phố Hà Nội
};

/** …and in the 2025 structure, where Bình Dương is part of Ho Chi Minh City and Long An of Tây Ninh (code 80). */
const REGION_OF_PROVINCE_2025: Readonly<Record<string, Region>> = {
  '79': 'HCM',
  '80': 'HCM',
  '75': 'HCM',
  '01': 'HN',
};

export function regionOfProvince(provinceCode: string, structure: 'LEGACY' | 'MERGED_2025' = 'LEGACY'): Region | null {
  return (structure === 'LEGACY' ? REGION_OF_PROVINCE : REGION_OF_PROVINCE_2025)[provinceCode] ?? null;
}

/** Whether a store at this province can be served for a buyer of this region (foundations §5). */
export function isProvinceInRegion(provinceCode: string, region: Region): boolean {
  return regionOfProvince(provinceCode) === region;
}

/** The region's name as the out-of-region toast shows it, upper case (foundations §8). */
export const REGION_NAMES: Readonly<Record<Region, { vi: string; en: string }>> = {
  HCM: { vi: 'HỒ CHÍ MINH', en: 'HO CHI MINH' },
  HN: { vi: 'HÀ NỘI', en: 'HA NOI' },
};

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Region centres of foundations §9 (HCM, HN, DN; Ho Chi Minh City by default). No dataset package carries unit
 * coordinates, so the offline map starts every pin at the centre of the chosen province's region (docs/decisions.md)
 * and the user moves it onto the store; a pin left on the preset centre is not accepted.
 */
export const REGION_CENTRES = {
  HCM: { lat: 10.776889, lng: 106.700806 },
  HN: { lat: 21.028511, lng: 105.804817 },
  DN: { lat: 16.054407, lng: 108.202164 },
} as const satisfies Record<string, LatLng>;

export const DEFAULT_CENTRE: LatLng = REGION_CENTRES.HCM;

/** Where the offline pin starts for a province: its region's centre, else the default (Ho Chi Minh City). */
export function startingPoint(provinceCode: string | null | undefined): LatLng {
  const region = provinceCode ? regionOfProvince(provinceCode) : null;
  return region ? REGION_CENTRES[region] : DEFAULT_CENTRE;
}

/** Whether a point is one of the preset centres (to 6 decimals, about 10 cm): the pin was never placed. */
export function isPresetCentre(point: LatLng): boolean {
  return Object.values(REGION_CENTRES).some(
    (c) => Math.abs(c.lat - point.lat) < 1e-6 && Math.abs(c.lng - point.lng) < 1e-6,
  );
}
