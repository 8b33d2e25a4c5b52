import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, parseVirtualAccountNumber, virtualAccountNumber } from './make-virtual-account';

describe('luhnCheckDigit', () => {
  // Published examples: 7992739871 → 3; the test card 4111 1111 1111 111 → 1.
  it.each([
    ['7992739871', 3],
    ['411111111111111', 1],
    ['0', 0],
  ])('%s → %i', (digits, want) => {
    expect(luhnCheckDigit(digits)).toBe(want);
  });
});

describe('virtualAccountNumber', () => {
  it.each([
    // prefix 6868, number padded to 8 digits, then the check digit.
    [1, '6868000000012'],
    [42, '6868000000426'],
    [12_345_678, '6868123456786'],
  ])('company %i → %s', (number, want) => {
    expect(virtualAccountNumber(number)).toBe(want);
    expect(luhnCheckDigit(want.slice(0, -1))).toBe(Number(want.slice(-1)));
  });

  it('takes the partner bank’s prefix', () => {
    expect(virtualAccountNumber(42, '963')).toMatch(/^96300000042\d$/);
  });

  it.each([0, -1, 1.5, 100_000_000, Number.NaN])('refuses the number %d', (number) => {
    expect(() => virtualAccountNumber(number)).toThrow(RangeError);
  });

  it('refuses a prefix that is not digits', () => {
    expect(() => virtualAccountNumber(1, 'CB')).toThrow(RangeError);
  });
});

describe('parseVirtualAccountNumber', () => {
  it.each([
    ['6868000000426', 42],
    ['6868 0000 0042 6', 42],
    // One digit wrong, two neighbours swapped, another prefix, wrong length, not a number: not ours.
    ['6868000000427', null],
    ['6868000000246', null],
    ['9999000000426', null],
    ['686800000042', null],
    ['6868000000000', null],
    ['68680000004a6', null],
  ])('%s → %s', (account, want) => {
    expect(parseVirtualAccountNumber(account)).toBe(want);
  });

  it('reads back every number it makes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (number) => {
        expect(parseVirtualAccountNumber(virtualAccountNumber(number))).toBe(number);
      }),
    );
  });
});
