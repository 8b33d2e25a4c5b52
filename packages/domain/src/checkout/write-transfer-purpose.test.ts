import { describe, expect, it } from 'vitest';
import { writeTransferPurpose } from './write-transfer-purpose';

describe('writeTransferPurpose', () => {
  it.each([
    [
      [
        'CB-000033',
        'CB-000034',
        'CB-000035',
        'CB-000036',
        'CB-000037',
        'CB-000038',
        'CB-000039',
        'CB-000040',
        'CB-000041',
        'CB-000042',
        'CB-000043',
        'CB-000044',
      ],
      'CB000033 CB000034 VA 10',
    ],
    [[], ''],
    [['CB-000033'], 'CB000033'],
    [['CB-000033', 'CB-000034'], 'CB000033 CB000034'],
    // 26 characters with the third: it becomes "VA 1" (and 1 more) instead of being cut to "CB00003".
    [['CB-000033', 'CB-000034', 'CB-000035'], 'CB000033 CB000034 VA 1'],
    [['CB-000033', 'CB-000034', 'CB-000035', 'CB-000036', 'CB-000037'], 'CB000033 CB000034 VA 3'],
    [['CB-1234567'], 'CB1234567'],
  ] as const)('%j → %s', (codes, expected) => {
    const text = writeTransferPurpose(codes);
    expect(text).toBe(expected);
    expect(text.length).toBeLessThanOrEqual(25);
  });

  it('never cuts a code, whatever the limit', () => {
    expect(writeTransferPurpose(['CB-000033', 'CB-000034'], 13)).toBe('CB000033 VA 1');
    expect(writeTransferPurpose(['CB-000033'], 5)).toBe('1 DON');
  });
});
