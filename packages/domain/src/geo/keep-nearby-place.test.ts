import { describe, expect, it } from 'vitest';
import { keepNearbyPlace } from './keep-nearby-place';

describe('keepNearbyPlace', () => {
  it.each([
    ['12 Lê Lợi, Bến Nghé, Quận 1', 'OPERATIONAL', true],
    ['12 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh', 'OPERATIONAL', true],
    ['Bến Nghé, Quận 1', 'OPERATIONAL', false],
    ['12 Lê Lợi, , Quận 1', 'OPERATIONAL', false],
    ['12 Lê Lợi, Bến Nghé, Quận 1', 'CLOSED_TEMPORARILY', false],
    ['12 Lê Lợi, Bến Nghé, Quận 1', null, false],
    [null, 'OPERATIONAL', false],
  ] as const)('%s (%s) → %s', (vicinity, businessStatus, keep) =>
    expect(keepNearbyPlace({ vicinity, businessStatus })).toBe(keep),
  );
});
