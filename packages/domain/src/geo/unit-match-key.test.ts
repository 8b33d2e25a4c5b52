import { describe, expect, it } from 'vitest';
import { isVietnamCountry, sameUnitName, unitMatchKey } from './unit-match-key';

describe('unitMatchKey: names compared without unit words, marks and leading zeros (foundations §5)', () => {
  it.each([
    ['Thành phố Hồ Chí Minh', 'ho chi minh'],
    ['Ho Chi Minh City', 'ho chi minh'],
    ['TP. Hồ Chí Minh', 'ho chi minh'],
    ['Tỉnh Bình Dương', 'binh duong'],
    ['Binh Duong Province', 'binh duong'],
    ['Quận 1', '1'],
    ['Quận 01', '1'],
    ['District 1', '1'],
    ['Q.1', '1'],
    ['Phường 05', '5'],
    ['P. 5', '5'],
    ['Ward 5', '5'],
    ['Phường Bến Nghé', 'ben nghe'],
    ['Ben Nghe Ward', 'ben nghe'],
    ['Xã Tân Xã', 'tan'],
    ['Tan Xa Commune', 'tan'],
    ['Thị xã Bến Cát', 'ben cat'],
    ['Ben Cat Town', 'ben cat'],
    ['Thị trấn Củ Chi', 'cu chi'],
    ['Huyện Củ Chi', 'cu chi'],
    ['Thành phố Thủ Đức', 'thu duc'],
    ['Thu Duc City', 'thu duc'],
    ['Đặc khu Phú Quốc', 'phu quoc'],
    // A name that is only a unit word keeps it.
    ['Thành phố', 'thanh pho'],
    // Numbers inside a name keep their zeros only when leading.
    ['Phường 10', '10'],
    ['Quận 100', '100'],
  ])('%s → %s', (name, key) => expect(unitMatchKey(name)).toBe(key));
});

describe('sameUnitName', () => {
  it.each([
    ['Quận 1', 'District 1', true],
    ['Quận 01', 'District 1', true],
    ['Quận 1', 'District 10', false],
    ['Phường Bến Nghé', 'Ben Nghe', true],
    ['Phường Bến Nghé', 'Ben Thanh Ward', false],
    ['Thành phố Hà Nội', 'Hanoi', true],
    ['Thành phố Hà Nội', 'Hà Nam', false],
    ['Thành phố Hà Nội', 'Ha Noi', true],
    ['', 'District 1', false],
    [null, 'District 1', false],
  ] as const)('%s ~ %s → %s', (a, b, same) => expect(sameUnitName(a, b)).toBe(same));
});

describe('isVietnamCountry', () => {
  it.each([
    ['Vietnam', true],
    ['Việt Nam', true],
    ['Viet Nam', true],
    ['VN', true],
    ['vn', true],
    ['Thailand', false],
    ['', false],
    [null, false],
  ] as const)('%s → %s', (c, yes) => expect(isVietnamCountry(c)).toBe(yes));
});
