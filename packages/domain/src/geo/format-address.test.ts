import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address';

describe('formatAddress', () => {
  it.each([
    {
      name: 'a detail: the units after it',
      parts: { address: '12 Võ Văn Tần', ward: 'Phường 6', district: 'Quận 3', city: 'Thành phố Hồ Chí Minh' },
      want: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh',
    },
    {
      name: 'a whole address from the store dialog: nothing repeated',
      parts: {
        address: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh',
        ward: 'Phường 6',
        district: 'Quận 3',
        city: 'Thành phố Hồ Chí Minh',
      },
      want: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh',
    },
    {
      name: 'the units written another way',
      parts: {
        address: '45 Lê Lợi, P. Bến Nghé, Q.1, TP. Hồ Chí Minh',
        ward: 'Phường Bến Nghé',
        district: 'Quận 1',
        city: 'Thành phố Hồ Chí Minh',
      },
      want: '45 Lê Lợi, P. Bến Nghé, Q.1, TP. Hồ Chí Minh',
    },
    {
      name: 'a number alone does not tell a ward from a district: Phường 3 is not Quận 3',
      parts: { address: '1 Nguyễn Thị Minh Khai, Phường 3', ward: 'Phường 3', district: 'Quận 3', city: 'Hồ Chí Minh' },
      want: '1 Nguyễn Thị Minh Khai, Phường 3, Quận 3, Hồ Chí Minh',
    },
    {
      name: 'a merged ward (2025) without a district',
      parts: { address: '1 A', ward: 'Phường Sài Gòn', district: null, city: 'Thành phố Hồ Chí Minh' },
      want: '1 A, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    },
    {
      name: 'empty and blank parts left out',
      parts: { address: '  ', ward: 'Xã Tân Phú', district: '', city: 'Tỉnh Đồng Nai' },
      want: 'Xã Tân Phú, Tỉnh Đồng Nai',
    },
    {
      name: 'a unit repeated in the columns',
      parts: { address: '9 Hàng Bài', ward: 'Phường Hoàn Kiếm', district: 'Phường Hoàn Kiếm', city: 'Hà Nội' },
      want: '9 Hàng Bài, Phường Hoàn Kiếm, Hà Nội',
    },
    { name: 'nothing at all', parts: {}, want: '' },
  ])('$name', ({ parts, want }) => {
    expect(formatAddress(parts)).toBe(want);
  });
});
