import { describe, expect, it } from 'vitest';
import { REGION_CENTRES } from './region';
import {
  formatStoreAddress,
  isReadyForMap,
  isReadyToSubmit,
  storeFormSchema,
  stripPhoneSeparators,
  validateStoreForm,
} from './store-form';

describe('stripPhoneSeparators', () => {
  it.each([
    ['(028) 3822-1234', '02838221234'],
    ['+84 912.345.678', '84912345678'],
    ['0912 345 678', '0912345678'],
    ['0912345678', '0912345678'],
    [' 09-12 ', '0912'],
  ])('%s → %s', (input, out) => expect(stripPhoneSeparators(input)).toBe(out));
});

const valid = {
  name: 'Bếp Việt Quận 3',
  telephone: '(091) 234-5678',
  provinceCode: '79',
  districtCode: '770',
  wardCode: '27139',
  addressDetail: '12 Võ Văn Tần',
  geoLat: 10.7791,
  geoLon: 106.6902,
};

describe('storeFormSchema (foundations §5)', () => {
  it('accepts a complete form and strips the phone', () => {
    const out = storeFormSchema.parse(valid);
    expect(out.telephone).toBe('0912345678');
    expect(out.name).toBe('Bếp Việt Quận 3');
  });

  const table: [string, Partial<Record<keyof typeof valid, unknown>>, string, string][] = [
    ['name missing', { name: '  ' }, 'name', 'PLEASE_ENTER'],
    ['phone missing', { telephone: '' }, 'telephone', 'PLEASE_ENTER'],
    ['phone of separators only', { telephone: ' ( ) ' }, 'telephone', 'PLEASE_ENTER'],
    ['phone invalid', { telephone: '12345' }, 'telephone', 'INVALID_PHONE'],
    ['province missing', { provinceCode: '' }, 'provinceCode', 'PLEASE_ENTER'],
    ['district missing', { districtCode: '' }, 'districtCode', 'PLEASE_ENTER'],
    ['ward missing', { wardCode: '' }, 'wardCode', 'CHOOSE_WARD'],
    ['address detail missing', { addressDetail: ' ' }, 'addressDetail', 'PLEASE_ENTER'],
    ['no coordinates', { geoLat: null, geoLon: null }, 'geoLat', 'ADDRESS_UPDATE_REQUIRED'],
    [
      'pin left on the preset centre',
      { geoLat: REGION_CENTRES.HCM.lat, geoLon: REGION_CENTRES.HCM.lng },
      'geoLat',
      'ADDRESS_UPDATE_REQUIRED',
    ],
  ];
  it.each(table)('%s → %s %s', (_case, patch, field, message) => {
    const res = storeFormSchema.safeParse({ ...valid, ...patch });
    expect(res.success).toBe(false);
    const issues = res.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toContainEqual([field, message]);
  });
});

describe('validateStoreForm: every field at once', () => {
  it('reports the pin with the other fields', () => {
    const res = validateStoreForm({
      ...valid,
      name: '',
      telephone: '',
      geoLat: REGION_CENTRES.HCM.lat,
      geoLon: REGION_CENTRES.HCM.lng,
    });
    expect(res).toEqual({
      ok: false,
      issues: [
        { field: 'name', code: 'PLEASE_ENTER' },
        { field: 'telephone', code: 'PLEASE_ENTER' },
        { field: 'geoLat', code: 'ADDRESS_UPDATE_REQUIRED' },
      ],
    });
  });
  it('passes a valid form through', () => {
    expect(validateStoreForm(valid)).toMatchObject({ ok: true, data: { telephone: '0912345678' } });
  });
});

describe('readiness', () => {
  it.each([
    [{ addressDetail: '12 A', wardCode: '1' }, true],
    [{ addressDetail: ' ', wardCode: '1' }, false],
    [{ addressDetail: '12 A', wardCode: '' }, false],
    [{}, false],
  ])('ready for the map: %o → %s', (form, ready) => expect(isReadyForMap(form)).toBe(ready));

  it.each([
    [{ addressDetail: '12 A', wardCode: '1', geoLat: 10.78, geoLon: 106.69 }, true],
    [{ addressDetail: '12 A', wardCode: '1', geoLat: null, geoLon: 106.69 }, false],
    [{ addressDetail: '12 A', wardCode: '1', geoLat: REGION_CENTRES.HN.lat, geoLon: REGION_CENTRES.HN.lng }, false],
    [{ addressDetail: '', wardCode: '1', geoLat: 10.78, geoLon: 106.69 }, false],
  ])('ready to submit: %o → %s', (form, ready) => expect(isReadyToSubmit(form)).toBe(ready));
});

describe('formatStoreAddress', () => {
  it('joins detail, ward, district and province, skipping a missing district', () => {
    expect(formatStoreAddress(' 12 Võ Văn Tần ', 'Phường 6', 'Quận 3', 'Thành phố Hồ Chí Minh')).toBe(
      '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh',
    );
    expect(formatStoreAddress('1 A', 'Phường Sài Gòn', null, 'Thành phố Hồ Chí Minh')).toBe(
      '1 A, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    );
  });
});
