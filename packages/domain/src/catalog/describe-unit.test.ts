import { describe, expect, it } from 'vitest';
import { describeUnit } from './describe-unit';

describe('describeUnit (spec/trading.md §5 unit display)', () => {
  it.each([
    [
      'base unit 1 and the same unit: only the unit',
      { uomCode: 'bottle', baseUnit: 1, baseUomCode: 'bottle' },
      { kind: 'unit', uomCode: 'bottle' },
    ],
    [
      'no base unit: only the unit',
      { uomCode: 'box', baseUnit: null, baseUomCode: null },
      { kind: 'unit', uomCode: 'box' },
    ],
    ['kg uses the unit label', { uomCode: 'kg', baseUnit: 1, baseUomCode: 'kg' }, { kind: 'measure', uomCode: 'kg' }],
    [
      'litre uses the unit label',
      { uomCode: 'l', baseUnit: null, baseUomCode: null },
      { kind: 'measure', uomCode: 'l' },
    ],
    [
      'a case of 24 cans',
      { uomCode: 'case', baseUnit: 24, baseUomCode: 'can' },
      { kind: 'pack', uomCode: 'case', baseUnit: 24, baseUomCode: 'can' },
    ],
    [
      'a 5 kg sack',
      { uomCode: 'sack', baseUnit: 5, baseUomCode: 'kg' },
      { kind: 'pack', uomCode: 'sack', baseUnit: 5, baseUomCode: 'kg' },
    ],
    [
      'base unit 1 of another unit is still a pack',
      { uomCode: 'pack', baseUnit: 1, baseUomCode: 'kg' },
      { kind: 'pack', uomCode: 'pack', baseUnit: 1, baseUomCode: 'kg' },
    ],
    [
      'a zero base unit is ignored',
      { uomCode: 'jar', baseUnit: 0, baseUomCode: 'jar' },
      { kind: 'unit', uomCode: 'jar' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(describeUnit(input)).toEqual(expected);
  });
});
