import { describe, expect, it } from 'vitest';
import { type GeocodedAddress, type MatchUnit, matchGeocodedAddress } from './match-geocoded-address';
import { unitName } from './unit-name';

const unit = (code: string, official: string, level: 'province' | 'district' | 'ward', parentCode?: string) => ({
  code,
  parentCode: parentCode ?? null,
  ...unitName(official, level),
});
const units: { provinces: MatchUnit[]; districts: MatchUnit[]; wards: MatchUnit[] } = {
  provinces: [unit('79', 'Thành phố Hồ Chí Minh', 'province'), unit('01', 'Thành phố Hà Nội', 'province')],
  districts: [
    unit('760', 'Quận 1', 'district', '79'),
    unit('769', 'Thành phố Thủ Đức', 'district', '79'),
    unit('771', 'Quận 10', 'district', '79'),
    unit('001', 'Quận Ba Đình', 'district', '01'),
  ],
  wards: [
    unit('26740', 'Phường Bến Nghé', 'ward', '760'),
    unit('26743', 'Phường Bến Thành', 'ward', '760'),
    unit('27094', 'Phường An Khánh', 'ward', '769'),
    unit('00001', 'Phường Phúc Xá', 'ward', '001'),
  ],
};

describe('matchGeocodedAddress (foundations §4, §5)', () => {
  const table: [string, GeocodedAddress, [string | null, string | null, string | null], string?][] = [
    [
      'English components, postal code stripped',
      {
        formattedAddress: '12 Ngô Đức Kế, Ben Nghe Ward, District 1, Ho Chi Minh City 700000, Vietnam',
        country: 'Vietnam',
        province: 'Ho Chi Minh City',
        district: 'District 1',
        ward: 'Ben Nghe',
      },
      ['79', '760', '26740'],
      '12 Ngô Đức Kế, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
    ],
    [
      'Vietnamese components with leading zeros',
      {
        formattedAddress: '5 Lê Lợi, Phường Bến Thành, Quận 01, Thành phố Hồ Chí Minh, Việt Nam',
        country: 'Việt Nam',
        province: 'Thành phố Hồ Chí Minh',
        district: 'Quận 01',
        ward: 'Phường Bến Thành',
      },
      ['79', '760', '26743'],
    ],
    [
      'Quận 2 is Thủ Đức',
      {
        formattedAddress: '1 Đường 15, An Khánh, Quận 2, Hồ Chí Minh, Việt Nam',
        country: 'VN',
        province: 'Hồ Chí Minh',
        district: 'Quận 2',
        ward: 'An Khánh',
      },
      ['79', '769', '27094'],
    ],
    [
      'a district the formatted address does not show is not trusted',
      {
        formattedAddress: '12 Ngô Đức Kế, Ho Chi Minh City, Vietnam',
        country: 'Vietnam',
        province: 'Ho Chi Minh City',
        district: 'District 1',
        ward: 'Ben Nghe',
      },
      ['79', null, null],
    ],
    [
      'a ward the formatted address does not show is not trusted',
      {
        formattedAddress: '12 Ngô Đức Kế, District 1, Ho Chi Minh City, Vietnam',
        country: 'Vietnam',
        province: 'Ho Chi Minh City',
        district: 'District 1',
        ward: 'Ben Nghe',
      },
      ['79', '760', null],
    ],
    [
      'a ward of another district is not taken',
      {
        formattedAddress: 'Phúc Xá, District 1, Ho Chi Minh City, Vietnam',
        country: 'Vietnam',
        province: 'Ho Chi Minh City',
        district: 'District 1',
        ward: 'Phúc Xá',
      },
      ['79', '760', null],
    ],
    [
      'District 10 is not District 1',
      {
        formattedAddress: 'Ward 12, District 10, Ho Chi Minh City, Vietnam',
        country: 'Vietnam',
        province: 'Ho Chi Minh City',
        district: 'District 10',
        ward: 'Ward 12',
      },
      ['79', '771', null],
    ],
    [
      'outside Viet Nam matches nothing',
      {
        formattedAddress: 'District 1, Phnom Penh, Cambodia',
        country: 'Cambodia',
        province: 'Ho Chi Minh City',
        district: 'District 1',
      },
      [null, null, null],
    ],
    [
      'an unknown province matches nothing',
      { formattedAddress: 'Đà Nẵng, Việt Nam', country: 'Vietnam', province: 'Đà Nẵng' },
      [null, null, null],
    ],
    [
      'Hanoi written as one word',
      {
        formattedAddress: 'Phúc Xá, Ba Đình, Hanoi, Vietnam',
        country: 'Vietnam',
        province: 'Hanoi',
        district: 'Ba Đình',
        ward: 'Phúc Xá',
      },
      ['01', '001', '00001'],
    ],
  ];
  it.each(table)('%s', (_name, place, [p, d, w], formatted) => {
    const out = matchGeocodedAddress(place, units);
    expect([out.provinceCode, out.districtCode, out.wardCode]).toEqual([p, d, w]);
    if (formatted) expect(out.formattedAddress).toBe(formatted);
  });
});
