import { describe, expect, it } from 'vitest';
import { assertWholeDong, roundDiv } from './round-dong';

describe('roundDiv', () => {
  it.each([
    [0, 100, 0],
    [49, 100, 0],
    [50, 100, 1],
    [149, 100, 1],
    [150, 100, 2],
    [1_234_500, 1000, 1_235],
    // At the largest safe integer: still exact.
    [9_007_199_254_740_991, 2, 4_503_599_627_370_496],
    [9_007_199_254_740_990, 1000, 9_007_199_254_741],
  ])('%i ÷ %i → %i', (n, d, want) => {
    expect(roundDiv(n, d)).toBe(want);
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [10, 0],
    [10, 2.5],
  ])('refuses %d ÷ %d', (n, d) => {
    expect(() => roundDiv(n, d)).toThrow(RangeError);
  });
});

describe('assertWholeDong', () => {
  it.each([0, 1, 25_000])('accepts %i', (value) => {
    expect(() => assertWholeDong(value, 'x')).not.toThrow();
  });
  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => assertWholeDong(value, 'x')).toThrow(RangeError);
  });
});
