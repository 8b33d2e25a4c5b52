import { describe, expect, it } from 'vitest';
import { readAddressDetail } from './read-address-detail';

const HCM_Q1_BEN_NGHE = [
  'Thành phố Hồ Chí Minh',
  'Hồ Chí Minh',
  'Ho Chi Minh City',
  'Quận 1',
  'District 1',
  'Phường Bến Nghé',
  'Ben Nghe Ward',
];

describe('readAddressDetail (the street part of a chosen place)', () => {
  it.each([
    // An address: the parts before the ward.
    [null, '12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam', '12 Lê Lợi'],
    ['12 Lê Lợi', '12 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam', '12 Lê Lợi'],
    // English names of the units end it too.
    ['12 Le Loi', '12 Le Loi, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam', '12 Le Loi'],
    // A place's name the address does not show comes first ("name, address").
    ['Chợ Bến Thành', 'Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh', 'Chợ Bến Thành, Lê Lợi'],
    // Several street parts are kept.
    [null, 'Tầng 3, 45 Lê Thánh Tôn, Bến Nghé, Quận 1, Hồ Chí Minh', 'Tầng 3, 45 Lê Thánh Tôn'],
    // No unit matched: up to the country.
    [null, '7 Nguyễn Huệ, Somewhere, Việt Nam', '7 Nguyễn Huệ, Somewhere'],
    // A place that is the ward itself: nothing for the detail.
    ['Phường Bến Nghé', 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam', ''],
    ['', '', ''],
  ])('%s | %s', (name, formattedAddress, detail) =>
    expect(readAddressDetail({ name, formattedAddress }, HCM_Q1_BEN_NGHE)).toBe(detail),
  );

  it('keeps at most 200 characters', () => {
    const long = 'x'.repeat(250);
    expect(readAddressDetail({ formattedAddress: `${long}, Quận 1` }, HCM_Q1_BEN_NGHE)).toHaveLength(200);
  });
});
