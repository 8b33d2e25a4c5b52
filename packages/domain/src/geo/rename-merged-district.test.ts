import { describe, expect, it } from 'vitest';
import { renameMergedDistrict } from './rename-merged-district';

describe('renameMergedDistrict: Quận 2 and Quận 9 → Thủ Đức', () => {
  it.each([
    ['Quận 2', undefined, 'Thủ Đức'],
    ['Quận 9', 'Thành phố Hồ Chí Minh', 'Thủ Đức'],
    ['District 2', 'Ho Chi Minh City', 'Thủ Đức'],
    ['Quận 02', null, 'Thủ Đức'],
    ['Q.9', undefined, 'Thủ Đức'],
    ['Quận 1', undefined, 'Quận 1'],
    ['Quận 12', undefined, 'Quận 12'],
    ['District 10', 'Ho Chi Minh City', 'District 10'],
    ['Quận 2', 'Thành phố Hà Nội', 'Quận 2'],
    ['Thành phố Thủ Đức', undefined, 'Thành phố Thủ Đức'],
  ] as const)('%s (%s) → %s', (d, p, out) => expect(renameMergedDistrict(d, p)).toBe(out));
});
