import { describe, expect, it } from 'vitest';
import { isValidTaxCode } from './validate-tax-code';

describe('isValidTaxCode', () => {
  it.each([
    ['0312345678', true],
    ['0312345678-001', true],
    [' 0109876543 ', true],
    ['031234567', false],
    ['03123456789', false],
    ['0312345678-01', false],
    ['0312345678-0011', false],
    ['0312345678 001', false],
    ['031234567a', false],
    ['０３１２３４５６７８', false],
    ['', false],
  ])('%j → %s', (input, valid) => {
    expect(isValidTaxCode(input)).toBe(valid);
  });
});
