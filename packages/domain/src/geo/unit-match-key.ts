import { stripVietnameseMarks } from '../text/normalize';

/**
 * Unit words in Vietnamese (without marks, as the key is built) and English, longest first. "tp" and "tx" are the
 * usual abbreviations of thành phố and thị xã; "q" and "p" of quận and phường are only taken before a number
 * ("Q.1", "P 12"), where they cannot be part of a name.
 */
const UNIT_WORDS = [
  'thanh pho',
  'thi tran',
  'thi xa',
  'dac khu',
  'phuong',
  'huyen',
  'quan',
  'tinh',
  'xa',
  'tp',
  'tx',
  'special zone',
  'municipality',
  'township',
  'province',
  'district',
  'commune',
  'city',
  'ward',
  'town',
];
const WORDS = new RegExp(`(^| )(${UNIT_WORDS.join('|')})(?= |$)`, 'g');

/**
 * The key two unit names are compared by (foundations §5): marks removed, lower case, punctuation as spaces,
 * the Vietnamese and English unit words (city, province, district, ward, commune, town…) removed, and leading
 * zeros dropped from numbers — so "Quận 01", "District 1" and "Q.1" all give "1", and "Thành phố Hồ Chí Minh",
 * "Ho Chi Minh City" and "TP. HCM"'s long form give "ho chi minh".
 */
export function unitMatchKey(name: string): string {
  let key = stripVietnameseMarks(name.normalize('NFC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  key = key.replace(/(^| )[qp] (?=\d)/g, '$1');
  let previous: string;
  do {
    previous = key;
    key = key.replace(WORDS, '$1').replace(/\s+/g, ' ').trim();
  } while (key !== previous && key.length > 0);
  // A name that was only a unit word ("Thành phố") keeps it, rather than matching everything.
  if (key.length === 0) key = previous;
  return key.replace(/\b0+(\d)/g, '$1');
}

/** Whether two unit names name the same unit, by their match keys. */
export function sameUnitName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  // Compared without spaces too: geocoders write "Hanoi" where the official name has "Hà Nội".
  const ka = unitMatchKey(a).replace(/ /g, '');
  return ka.length > 0 && ka === unitMatchKey(b).replace(/ /g, '');
}

/** Whether a geocoder's country is Viet Nam, however it is written ("Vietnam", "Việt Nam", "VN"). */
export function isVietnamCountry(country: string | null | undefined): boolean {
  if (!country) return false;
  const key = stripVietnameseMarks(country)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return key === 'vietnam' || key === 'vn' || key === 'socialistrepublicofvietnam';
}
