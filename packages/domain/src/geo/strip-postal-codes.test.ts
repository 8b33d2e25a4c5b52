import { describe, expect, it } from 'vitest';
import { stripPostalCodes } from './strip-postal-codes';

describe('stripPostalCodes (5 to 8 digit numbers)', () => {
  it.each([
    ['Bến Nghé, Quận 1, Thành phố Hồ Chí Minh 700000, Việt Nam', 'Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam'],
    ['12 Lê Lợi, District 1, Ho Chi Minh City, 70000, Vietnam', '12 Lê Lợi, District 1, Ho Chi Minh City, Vietnam'],
    ['Hà Nội 10000000, Việt Nam', 'Hà Nội, Việt Nam'],
    // 4 and 9 digits are not postal codes.
    ['Phòng 1203, Toà 1234, Hà Nội', 'Phòng 1203, Toà 1234, Hà Nội'],
    ['Số 123456789 Hà Nội', 'Số 123456789 Hà Nội'],
    // House numbers with a letter or slash are kept.
    ['123A/45 Nguyễn Trãi, Quận 5', '123A/45 Nguyễn Trãi, Quận 5'],
    ['700000', ''],
    ['Quận 12, 700000', 'Quận 12'],
  ])('%s', (input, output) => expect(stripPostalCodes(input)).toBe(output));
});
