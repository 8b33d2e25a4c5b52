import { describe, expect, it } from 'vitest';
import { readAdministrativeUnits } from './load-administrative-units';

describe('readAdministrativeUnits (the dataset packages)', () => {
  const units = readAdministrativeUnits();

  it('has the 3-level structure: 63 provinces, their districts and wards, consistently keyed', () => {
    expect(units.provinces).toHaveLength(63);
    expect(units.districts.length).toBeGreaterThan(690);
    expect(units.wards.length).toBeGreaterThan(10_000);
    const provinces = new Set(units.provinces.map((p) => p.code));
    const districts = new Set(units.districts.map((d) => d.code));
    expect(units.districts.every((d) => provinces.has(d.provinceCode))).toBe(true);
    expect(units.wards.every((w) => districts.has(w.districtCode) && provinces.has(w.provinceCode))).toBe(true);
  });

  it('has the 2025 structure: 34 provinces and their wards', () => {
    expect(units.provinces2025).toHaveLength(34);
    expect(units.wards2025.length).toBeGreaterThan(3300);
    const provinces = new Set(units.provinces2025.map((p) => p.code));
    expect(units.wards2025.every((w) => provinces.has(w.provinceCode))).toBe(true);
  });

  it('names units in Vietnamese and English, and maps old wards to new ones', () => {
    const hcm = units.provinces.find((p) => p.code === '79');
    expect(hcm).toMatchObject({ fullName: 'Thành phố Hồ Chí Minh', fullNameEn: 'Ho Chi Minh City', region: 'HCM' });
    expect(units.provinces.find((p) => p.code === '01')?.region).toBe('HN');
    expect(units.provinces.find((p) => p.code === '48')?.region).toBeNull();
    expect(units.districts.find((d) => d.code === '760')).toMatchObject({
      fullName: 'Quận 1',
      fullNameEn: 'District 1',
    });
    const benNghe = units.wards.find((w) => w.code === '26740');
    expect(benNghe).toMatchObject({ fullName: 'Phường Bến Nghé', fullNameEn: 'Ben Nghe Ward', districtCode: '760' });
    expect(units.wards2025.find((w) => w.code === benNghe?.newWardCode)?.fullName).toBe('Phường Sài Gòn');
    expect(units.provinces2025.find((p) => p.code === '04')?.fullName).toBe('Tỉnh Cao Bằng');
    // Every name is stored NFC.
    expect(units.wards.every((w) => w.fullName === w.fullName.normalize('NFC'))).toBe(true);
    expect(units.wards.filter((w) => w.newWardCode).length / units.wards.length).toBeGreaterThan(0.9);
  });
});
