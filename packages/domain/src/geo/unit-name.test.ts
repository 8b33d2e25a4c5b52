import { describe, expect, it } from 'vitest';
import { provinceFullName, unitName } from './unit-name';

describe('unitName: the English names derived from the official Vietnamese one', () => {
  const table: [string, 'province' | 'district' | 'ward', string, string, string][] = [
    // [official, level, name, nameEn, fullNameEn]
    ['Thành phố Hồ Chí Minh', 'province', 'Hồ Chí Minh', 'Ho Chi Minh', 'Ho Chi Minh City'],
    ['Thành phố Hà Nội', 'province', 'Hà Nội', 'Ha Noi', 'Ha Noi City'],
    ['Tỉnh Bình Dương', 'province', 'Bình Dương', 'Binh Duong', 'Binh Duong Province'],
    ['Tỉnh Đắk Lắk', 'province', 'Đắk Lắk', 'Dak Lak', 'Dak Lak Province'],
    ['Quận 1', 'district', '1', '1', 'District 1'],
    ['Quận 12', 'district', '12', '12', 'District 12'],
    ['Quận Gò Vấp', 'district', 'Gò Vấp', 'Go Vap', 'Go Vap District'],
    ['Huyện Củ Chi', 'district', 'Củ Chi', 'Cu Chi', 'Cu Chi District'],
    ['Thị xã Bến Cát', 'district', 'Bến Cát', 'Ben Cat', 'Ben Cat Town'],
    ['Thành phố Thủ Đức', 'district', 'Thủ Đức', 'Thu Duc', 'Thu Duc City'],
    ['Phường Bến Nghé', 'ward', 'Bến Nghé', 'Ben Nghe', 'Ben Nghe Ward'],
    ['Phường 12', 'ward', '12', '12', 'Ward 12'],
    ['Phường 01', 'ward', '01', '01', 'Ward 1'],
    ['Xã Tân Xã', 'ward', 'Tân Xã', 'Tan Xa', 'Tan Xa Commune'],
    ['Thị trấn Củ Chi', 'ward', 'Củ Chi', 'Cu Chi', 'Cu Chi Township'],
    ['Đặc khu Phú Quốc', 'ward', 'Phú Quốc', 'Phu Quoc', 'Phu Quoc Special Zone'],
    ['Xã Ea Kly', 'ward', 'Ea Kly', 'Ea Kly', 'Ea Kly Commune'],
    // No unit word: kept, marks removed for English.
    ['Côn Đảo', 'ward', 'Côn Đảo', 'Con Dao', 'Con Dao'],
    // Extra spaces and decomposed input (NFD) give the same result.
    ['  Phường   Đa   Kao ', 'ward', 'Đa Kao', 'Da Kao', 'Da Kao Ward'],
    ['Phường Bến Nghé'.normalize('NFD'), 'ward', 'Bến Nghé', 'Ben Nghe', 'Ben Nghe Ward'],
  ];
  it.each(table)('%s (%s)', (official, level, name, nameEn, fullNameEn) => {
    const u = unitName(official, level);
    expect(u.name).toBe(name);
    expect(u.nameEn).toBe(nameEn);
    expect(u.fullNameEn).toBe(fullNameEn);
    expect(u.fullName).toBe(u.fullName.normalize('NFC'));
  });

  it('tells a central city from a provincial city by level', () => {
    expect(unitName('Thành phố Hà Nội', 'province').kind).toBe('CENTRAL_CITY');
    expect(unitName('Thành phố Thủ Đức', 'district').kind).toBe('CITY');
    expect(unitName('Thị xã Bến Cát', 'district').kind).toBe('TOWN');
    expect(unitName('Xã Tân Xã', 'ward').kind).toBe('COMMUNE');
  });
});

describe('provinceFullName', () => {
  it.each([
    ['Cao Bằng', 'Tỉnh', 'Tỉnh Cao Bằng'],
    ['Thành phố Hà Nội', 'Thành phố Trung Ương', 'Thành phố Hà Nội'],
    ['Huế', 'Thành phố Trung Ương', 'Thành phố Huế'],
  ])('%s (%s) → %s', (name, type, full) => expect(provinceFullName(name, type)).toBe(full));
});
