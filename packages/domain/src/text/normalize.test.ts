import { describe, expect, it } from 'vitest';
import { searchKey, stripVietnameseMarks, toNfc } from './normalize';

describe('stripVietnameseMarks', () => {
  it.each([
    ['Cà chua bi Đà Lạt', 'Ca chua bi Da Lat'],
    ['Tỷ Kỹ Mỵ', 'Ty Ky My'],
    ['đường ĐỎ', 'duong DO'],
    ['Ăn ơ ư Â Ê Ô', 'An o u A E O'],
    ['plain ASCII 123', 'plain ASCII 123'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripVietnameseMarks(input)).toBe(expected);
    expect(stripVietnameseMarks(input.normalize('NFD'))).toBe(expected);
  });
});

describe('searchKey', () => {
  it.each([
    ['Cà chua bi Đà Lạt', 'ca chua bi da lat'],
    ['NƯỚC MẮM Phú Quốc', 'nuoc mam phu quoc'],
    ['Đường đen', 'duong den'],
    ['  Bơ,   sữa & phô-mai!! ', 'bo sua pho mai'],
    ['Gạo ST25 (5kg)', 'gao st25 5kg'],
    ['Tỷ Kỹ Mỵ', 'ty ky my'],
    ['a\t\nb', 'a b'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(searchKey(input)).toBe(expected);
  });

  it('is the same for NFC and NFD input', () => {
    const text = 'Nước mắm Phú Quốc 40 độ đạm';
    expect(searchKey(text.normalize('NFD'))).toBe(searchKey(text.normalize('NFC')));
  });
});

describe('toNfc', () => {
  it('composes decomposed text', () => {
    const nfd = 'Đà Lạt'.normalize('NFD');
    expect(toNfc(nfd)).toBe('Đà Lạt'.normalize('NFC'));
    expect(toNfc(nfd).length).toBeLessThan(nfd.length);
  });
});
