import { describe, expect, it } from 'vitest';
import { isPresetCentre, isProvinceInRegion, REGION_CENTRES, regionOfProvince, startingPoint } from './region';

describe('regions of provinces', () => {
  it.each([
    ['79', 'LEGACY', 'HCM'],
    ['74', 'LEGACY', 'HCM'],
    ['80', 'LEGACY', 'HCM'],
    ['75', 'LEGACY', 'HCM'],
    ['01', 'LEGACY', 'HN'],
    ['48', 'LEGACY', null],
    ['74', 'MERGED_2025', null],
    ['80', 'MERGED_2025', 'HCM'],
    ['01', 'MERGED_2025', 'HN'],
  ] as const)('%s (%s) → %s', (code, structure, region) => expect(regionOfProvince(code, structure)).toBe(region));

  it.each([
    ['79', 'HCM', true],
    ['79', 'HN', false],
    ['01', 'HN', true],
    ['01', 'HCM', false],
    ['48', 'HCM', false],
  ] as const)('%s in %s → %s', (code, region, yes) => expect(isProvinceInRegion(code, region)).toBe(yes));
});

describe('the offline pin start and the preset centre', () => {
  it('starts at the region centre, Ho Chi Minh City by default', () => {
    expect(startingPoint('01')).toEqual(REGION_CENTRES.HN);
    expect(startingPoint('74')).toEqual(REGION_CENTRES.HCM);
    expect(startingPoint('48')).toEqual(REGION_CENTRES.HCM);
    expect(startingPoint(null)).toEqual(REGION_CENTRES.HCM);
  });
  it.each([
    [REGION_CENTRES.HCM, true],
    [REGION_CENTRES.DN, true],
    [{ lat: REGION_CENTRES.HN.lat + 0.0000001, lng: REGION_CENTRES.HN.lng }, true],
    [{ lat: REGION_CENTRES.HCM.lat + 0.0001, lng: REGION_CENTRES.HCM.lng }, false],
  ])('%o preset → %s', (point, preset) => expect(isPresetCentre(point)).toBe(preset));
});
