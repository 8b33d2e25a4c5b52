import { stripVietnameseMarks } from '../text/normalize';

/** The kinds of administrative unit, by the word the Vietnamese name starts with. */
export type UnitKind =
  | 'CENTRAL_CITY'
  | 'PROVINCE'
  | 'CITY'
  | 'URBAN_DISTRICT'
  | 'DISTRICT'
  | 'TOWN'
  | 'WARD'
  | 'COMMUNE'
  | 'TOWNSHIP'
  | 'SPECIAL_ZONE';

/** Unit words, longest first so that "Thị xã" wins over "Xã" and "Thị trấn" is not read as anything else. */
const UNIT_WORDS: readonly (readonly [string, UnitKind])[] = [
  ['Thành phố', 'CITY'],
  ['Thị trấn', 'TOWNSHIP'],
  ['Đặc khu', 'SPECIAL_ZONE'],
  ['Thị xã', 'TOWN'],
  ['Phường', 'WARD'],
  ['Huyện', 'DISTRICT'],
  ['Tỉnh', 'PROVINCE'],
  ['Quận', 'URBAN_DISTRICT'],
  ['Xã', 'COMMUNE'],
];

export interface UnitName {
  kind: UnitKind | null;
  /** The name without its unit word: "1", "Bến Nghé", "Hồ Chí Minh". */
  name: string;
  /** The official name with its unit word: "Quận 1". */
  fullName: string;
  /** Without marks: "1", "Ben Nghe", "Ho Chi Minh". */
  nameEn: string;
  /** The English form: "District 1", "Ben Nghe Ward", "Ho Chi Minh City". */
  fullNameEn: string;
}

/**
 * Splits an official Vietnamese unit name into its unit word and name, and derives the English names by a pure
 * rule (no dataset carries them): marks removed, and the unit word translated and placed the way English
 * addresses write it — a number after the word ("District 1", "Ward 12"), a name before it ("Go Vap District",
 * "Ben Nghe Ward"). Thành phố → City, Tỉnh → Province, Quận/Huyện → District, Thị xã → Town, Phường → Ward,
 * Xã → Commune, Thị trấn → Township, Đặc khu → Special Zone. A name with no unit word is kept as it is.
 * `level` tells a central city ("Thành phố Hà Nội", a province) from a provincial one ("Thành phố Thủ Đức").
 */
export function unitName(official: string, level: 'province' | 'district' | 'ward' = 'ward'): UnitName {
  const fullName = official.normalize('NFC').replace(/\s+/g, ' ').trim();
  const found = UNIT_WORDS.find(([word]) => fullName.toLowerCase().startsWith(`${word.toLowerCase()} `));
  if (!found) {
    const nameEn = stripVietnameseMarks(fullName);
    return { kind: null, name: fullName, fullName, nameEn, fullNameEn: nameEn };
  }
  const [word, baseKind] = found;
  const name = fullName.slice(word.length + 1).trim();
  const kind: UnitKind = baseKind === 'CITY' && level === 'province' ? 'CENTRAL_CITY' : baseKind;
  const nameEn = stripVietnameseMarks(name);
  const numeric = /^\d+$/.test(name);
  const english = ENGLISH_WORD[kind];
  const fullNameEn = numeric ? `${english} ${Number(name)}` : `${nameEn} ${english}`;
  return { kind, name, fullName, nameEn, fullNameEn };
}

const ENGLISH_WORD: Record<UnitKind, string> = {
  CENTRAL_CITY: 'City',
  PROVINCE: 'Province',
  CITY: 'City',
  URBAN_DISTRICT: 'District',
  DISTRICT: 'District',
  TOWN: 'Town',
  WARD: 'Ward',
  COMMUNE: 'Commune',
  TOWNSHIP: 'Township',
  SPECIAL_ZONE: 'Special Zone',
};

/** The official full name of a province given without its unit word (the 2025 dataset writes "Cao Bằng"). */
export function provinceFullName(name: string, placeType: string): string {
  const clean = name.normalize('NFC').trim();
  if (/^(thành phố|tỉnh) /i.test(clean)) return clean;
  return /thành phố/i.test(placeType) ? `Thành phố ${clean}` : `Tỉnh ${clean}`;
}
