import { describe, expect, it } from 'vitest';
import {
  CART_BATCH_DEBOUNCE_MS,
  canDecrease,
  canIncrease,
  commitQuantity,
  DEFAULT_MAX_QUANTITY,
  type PressRun,
  parseQuantityTyping,
  QUANTITY_COMMIT_DEBOUNCE_MS,
  QUANTITY_MESSAGE_MS,
  QUANTITY_OPTIMISTIC_MS,
  type QuantityRules,
  quantityRules,
  quantityText,
  RAPID_PRESS_HINT_AFTER,
  RAPID_PRESS_WINDOW_MS,
  RECOMMENDATION_MAX_QUANTITY,
  recordPress,
  roundQuantity,
  startsTypingHint,
  stepQuantity,
  validateCartQuantity,
} from './commit-quantity';

/** Whole units (cartons, bottles), no minimum. */
const UNITS: QuantityRules = { allowDecimal: false, min: 0, max: DEFAULT_MAX_QUANTITY };
/** Whole units with a minimum order of 5. */
const MOQ5: QuantityRules = { allowDecimal: false, min: 5, max: DEFAULT_MAX_QUANTITY };
/** Weight-sold: fractional kg, minimum 0.5 kg, 100 at most (a recommendation card). */
const KG: QuantityRules = { allowDecimal: true, min: 0.5, max: RECOMMENDATION_MAX_QUANTITY };
/** Weight-sold without a minimum. */
const KG_ANY: QuantityRules = { allowDecimal: true, min: 0, max: DEFAULT_MAX_QUANTITY };

describe('the spec’s timings (spec/trading.md §9)', () => {
  it.each([
    ['commit debounce', QUANTITY_COMMIT_DEBOUNCE_MS, 1000],
    ['optimistic display', QUANTITY_OPTIMISTIC_MS, 200],
    ['error tooltip', QUANTITY_MESSAGE_MS, 2000],
    ['multi-quantity update debounce', CART_BATCH_DEBOUNCE_MS, 1000],
    ['hint after more than', RAPID_PRESS_HINT_AFTER, 5],
    ['rapid presses are one debounced run', RAPID_PRESS_WINDOW_MS, 1000],
    ['recommendation cards allow at most', RECOMMENDATION_MAX_QUANTITY, 100],
  ])('%s: %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('roundQuantity: no binary-float artefacts', () => {
  it.each([
    [0.1 + 0.2, 3, 0.3],
    [0.1 + 0.2, 1, 0.3],
    [1.005, 2, 1.01],
    [2.25, 1, 2.3],
    [2.24, 1, 2.2],
    [0.05, 1, 0.1],
    [0.04, 1, 0],
    [1.2345, 3, 1.235],
    [1.0005, 3, 1.001],
    [9999.95, 1, 10000],
    [123456789.123, 3, 123456789.123],
    [3 * 1.1, 1, 3.3],
    [-2.25, 1, -2.3],
    [0, 3, 0],
  ])('roundQuantity(%d, %d) = %d', (q, decimals, expected) => {
    expect(roundQuantity(q, decimals)).toBe(expected);
  });

  it.each([
    [1.5, '1,5', '1.5'],
    [2, '2', '2'],
    [0.1 + 0.2, '0,3', '0.3'],
    [1.25, '1,25', '1.25'],
    [2.5, '2,5', '2.5'],
    [1000, '1000', '1000'],
    [1234.5, '1234,5', '1234.5'],
  ])('quantityText(%d): the field writes vi %s, en %s (no grouping)', (q, vi, en) => {
    expect(quantityText(q, 'vi')).toBe(vi);
    expect(quantityText(q, 'en')).toBe(en);
  });
});

describe('quantityRules: defaults', () => {
  it.each([
    [{ allowDecimal: false }, UNITS],
    [{ allowDecimal: true, min: 0.5, max: 100 }, KG],
    [{ allowDecimal: false, min: null, max: null }, UNITS],
    [{ allowDecimal: false, min: -1, max: 0 }, UNITS],
  ])('%j', (input, rules) => {
    expect(quantityRules(input)).toEqual(rules);
  });
});

describe('parseQuantityTyping: each keystroke (spec §5)', () => {
  it.each([
    ['digits', '12', UNITS, { ok: true, quantity: 12 }],
    ['leading zeros', '007', UNITS, { ok: true, quantity: 7 }],
    ['spaces around', ' 3 ', UNITS, { ok: true, quantity: 3 }],
    ['nothing yet', '', UNITS, { ok: true, quantity: null }],
    ['a dot', '1.5', KG, { ok: true, quantity: 1.5 }],
    ['a comma becomes a dot', '1,5', KG, { ok: true, quantity: 1.5 }],
    ['two decimals may be typed', '2.25', KG, { ok: true, quantity: 2.25 }],
    ['two decimals with a comma', '0,04', KG, { ok: true, quantity: 0.04 }],
    ['a trailing dot while typing', '1.', KG, { ok: true, quantity: 1 }],
    ['a leading dot', '.5', KG, { ok: true, quantity: 0.5 }],
    ['a dot alone', '.', KG, { ok: true, quantity: null }],
    ['a comma alone', ',', KG, { ok: true, quantity: null }],
    ['limits are checked on commit, not while typing', '250', KG, { ok: true, quantity: 250 }],
    ['three decimals', '1.234', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['letters', 'abc', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a minus sign', '-1', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['an exponent', '1e3', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['two separators', '1.2.3', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a dot and a comma', '1,2.3', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a space inside', '1 5', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a unit', '2kg', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a decimal in a whole-unit product', '1.5', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['a comma in a whole-unit product', '1,5', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['the separator keystroke itself', '2.', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['garbage is a format error before anything else', 'x.5', UNITS, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['"2,5" of a pack product is refused whole', '2,5', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['a Vietnamese "1.000" is not a thousand', '1.000', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['"1.000" of a weight: three decimals', '1.000', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
  ] as const)('%s: %j', (_name, text, rules, expected) => {
    expect(parseQuantityTyping(text, 4, rules)).toEqual(expected);
  });
});

describe('commitQuantity: Enter, Tab, leaving the field, the debounce (spec §5)', () => {
  it.each([
    ['a whole number', '12', UNITS, { ok: true, quantity: 12 }],
    ['a comma decimal', '1,5', KG, { ok: true, quantity: 1.5 }],
    ['the minimum itself', '0.5', KG, { ok: true, quantity: 0.5 }],
    ['the maximum itself', '100', KG, { ok: true, quantity: 100 }],
    ['0 removes the line, minimum or not', '0', KG, { ok: true, quantity: 0 }],
    ['0.00 is 0', '0.00', KG, { ok: true, quantity: 0 }],
    ['two decimals round to one, with the notice', '2.25', KG, { ok: true, quantity: 2.3, notice: 'ONE_DECIMAL' }],
    ['rounding down', '2.24', KG, { ok: true, quantity: 2.2, notice: 'ONE_DECIMAL' }],
    ['a zero second decimal is one decimal', '2.50', KG, { ok: true, quantity: 2.5 }],
    ['under 0.1 becomes 0.1', '0.04', KG_ANY, { ok: true, quantity: 0.1, notice: 'ONE_DECIMAL' }],
    ['0.05 becomes 0.1', '0.05', KG_ANY, { ok: true, quantity: 0.1, notice: 'ONE_DECIMAL' }],
    ['0.1 stays', '0.1', KG_ANY, { ok: true, quantity: 0.1 }],
    ['a trailing dot', '3.', KG, { ok: true, quantity: 3 }],
    ['rounding that lands on the maximum', '100.04', KG, { ok: true, quantity: 100, notice: 'ONE_DECIMAL' }],
    ['under the 0.5 kg minimum reverts', '0.4', KG, { ok: false, reason: 'BELOW_MINIMUM', quantity: 4 }],
    ['0.04 becomes 0.1, still under 0.5 kg', '0.04', KG, { ok: false, reason: 'BELOW_MINIMUM', quantity: 4 }],
    ['under a minimum of 5 reverts', '3', MOQ5, { ok: false, reason: 'BELOW_MINIMUM', quantity: 4 }],
    ['above 100 reverts', '101', KG, { ok: false, reason: 'ABOVE_MAXIMUM', quantity: 4 }],
    ['rounding that passes the maximum', '100.05', KG, { ok: false, reason: 'ABOVE_MAXIMUM', quantity: 4 }],
    ['above the default maximum', '10000', UNITS, { ok: false, reason: 'ABOVE_MAXIMUM', quantity: 4 }],
    ['three decimals', '1.234', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['letters', 'abc', KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['a decimal in a whole-unit product', '1.5', UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    [
      '"2,5" of a pack product: refused, the previous stays',
      '2,5',
      UNITS,
      { ok: false, reason: 'NO_DECIMALS', quantity: 4 },
    ],
    [
      '"1.000" of a pack product is refused, not 1000',
      '1.000',
      UNITS,
      { ok: false, reason: 'NO_DECIMALS', quantity: 4 },
    ],
    ['"1.000" of a weight is refused, not 1', '1.000', KG_ANY, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['an empty field keeps the previous quantity', '', KG, { ok: false, reason: 'EMPTY', quantity: 4 }],
    ['a dot alone keeps the previous quantity', '.', KG, { ok: false, reason: 'EMPTY', quantity: 4 }],
  ] as const)('%s: %j', (_name, text, rules, expected) => {
    expect(commitQuantity(text, 4, rules)).toEqual(expected);
  });

  it.each([
    ['a stepped value', 6, UNITS, { ok: true, quantity: 6 }],
    ['float noise is not a decimal', 0.1 + 0.2, KG_ANY, { ok: true, quantity: 0.3 }],
    ['float noise around 0.1', 0.09999999999, KG_ANY, { ok: true, quantity: 0.1 }],
    ['2.0 is a whole number', 2.0000000001, UNITS, { ok: true, quantity: 2 }],
    ['a tiny nonzero value is raised, not removed', 0.0001, KG_ANY, { ok: true, quantity: 0.1, notice: 'ONE_DECIMAL' }],
    ['three decimals from the server round to one', 1.234, KG, { ok: true, quantity: 1.2, notice: 'ONE_DECIMAL' }],
    ['a decimal in a whole-unit product', 1.5, UNITS, { ok: false, reason: 'NO_DECIMALS', quantity: 4 }],
    ['negative', -1, KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['NaN', Number.NaN, KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['Infinity', Number.POSITIVE_INFINITY, KG, { ok: false, reason: 'FORMAT', quantity: 4 }],
    ['above the maximum', 100.5, KG, { ok: false, reason: 'ABOVE_MAXIMUM', quantity: 4 }],
  ] as const)('number: %s (%d)', (_name, value, rules, expected) => {
    expect(commitQuantity(value, 4, rules)).toEqual(expected);
  });
});

describe('stepQuantity, canDecrease, canIncrease: minus and plus (spec §5)', () => {
  it.each([
    // value, direction, rules, result
    ['plus adds 1', 3, 'up', UNITS, 4],
    ['plus from 0', 0, 'up', UNITS, 1],
    ['plus from 0 lands on a minimum above 1', 0, 'up', MOQ5, 5],
    ['plus from 0 with a 0.5 kg minimum adds 1', 0, 'up', KG, 1],
    ['plus keeps the decimal', 1.5, 'up', KG, 2.5],
    ['plus has no float noise', 0.2, 'up', KG_ANY, 1.2],
    ['plus may reach the maximum exactly', 99, 'up', KG, 100],
    ['plus past the maximum does nothing', 99.5, 'up', KG, 99.5],
    ['plus at the maximum does nothing', 100, 'up', KG, 100],
    ['minus takes 1', 3, 'down', UNITS, 2],
    ['minus from 1 removes', 1, 'down', UNITS, 0],
    ['minus at 0 stays at 0', 0, 'down', UNITS, 0],
    ['minus above the minimum', 7, 'down', MOQ5, 6],
    ['minus to the minimum', 6, 'down', MOQ5, 5],
    ['minus at the minimum removes', 5, 'down', MOQ5, 0],
    ['minus keeps the decimal', 2.5, 'down', KG, 1.5],
    ['minus lands on the 0.5 kg minimum', 1.3, 'down', KG, 0.5],
    ['minus at 0.5 kg removes', 0.5, 'down', KG, 0],
    ['minus under the minimum (an old line) removes', 0.3, 'down', KG, 0],
    ['minus without a minimum stops at 0', 0.5, 'down', KG_ANY, 0],
    ['minus without a minimum keeps a fraction', 1.5, 'down', KG_ANY, 0.5],
  ] as const)('%s: %d %s → %d', (_name, value, direction, rules, expected) => {
    expect(stepQuantity(value, direction, rules)).toBe(expected);
  });

  it.each([
    [0, false],
    [0.1, true],
    [0.5, true],
    [5, true],
  ])('canDecrease(%d) = %s: disabled only when there is nothing to remove', (value, expected) => {
    expect(canDecrease(value)).toBe(expected);
  });

  it.each([
    ['0 of 100', 0, KG, true],
    ['98 of 100', 98, KG, true],
    ['99 of 100: value + 1 = max is allowed', 99, KG, true],
    ['99.5 of 100: value + 1 > max', 99.5, KG, false],
    ['100 of 100', 100, KG, false],
    ['9998 of the default maximum', 9998, UNITS, true],
    ['9999 of the default maximum', 9999, UNITS, false],
    ['a minimum above the maximum', 0, { allowDecimal: false, min: 12, max: 10 }, false],
  ] as const)('canIncrease: %s', (_name, value, rules, expected) => {
    expect(canIncrease(value, rules)).toBe(expected);
  });
});

describe('recordPress, startsTypingHint: "more than 5 rapid presses"', () => {
  function run(gaps: number[]): PressRun[] {
    const runs: PressRun[] = [];
    let last: PressRun | null = null;
    let now = 10_000;
    for (const gap of gaps) {
      now += gap;
      last = recordPress(last, now);
      runs.push(last);
    }
    return runs;
  }

  it('six presses 300 ms apart: the sixth starts the hint, the seventh does not repeat it', () => {
    const runs = run([0, 300, 300, 300, 300, 300, 300]);
    expect(runs.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(runs.map(startsTypingHint)).toEqual([false, false, false, false, false, true, false]);
  });

  it('five rapid presses are not enough', () => {
    expect(run([0, 100, 100, 100, 100]).some(startsTypingHint)).toBe(false);
  });

  it('a pause of the window starts a new run', () => {
    const runs = run([0, 300, 300, 300, 300, RAPID_PRESS_WINDOW_MS, 300]);
    expect(runs.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 1, 2]);
    expect(runs.some(startsTypingHint)).toBe(false);
  });

  it('a gap just under the window keeps the run', () => {
    const runs = run([0, 999, 999, 999, 999, 999]);
    expect(runs.at(-1)?.count).toBe(6);
    expect(startsTypingHint(runs.at(-1) as PressRun)).toBe(true);
  });
});

describe('validateCartQuantity: the server refuses, never rounds', () => {
  it.each([
    ['a whole number', 12, UNITS, { ok: true, quantity: 12 }],
    ['0 removes the line', 0, KG, { ok: true, quantity: 0 }],
    ['0 removes under a minimum of 5 too', 0, MOQ5, { ok: true, quantity: 0 }],
    ['one decimal', 1.5, KG, { ok: true, quantity: 1.5 }],
    ['float noise is normalised', 0.1 + 0.2, KG_ANY, { ok: true, quantity: 0.3 }],
    ['float noise on a whole number', 2.0000000001, UNITS, { ok: true, quantity: 2 }],
    ['the 0.5 kg minimum', 0.5, KG, { ok: true, quantity: 0.5 }],
    ['the maximum', 100, KG, { ok: true, quantity: 100 }],
    ['the smallest quantity', 0.1, KG_ANY, { ok: true, quantity: 0.1 }],
    ['negative', -1, KG, { ok: false, code: 'QUANTITY_FORMAT' }],
    ['NaN', Number.NaN, KG, { ok: false, code: 'QUANTITY_FORMAT' }],
    ['Infinity', Number.POSITIVE_INFINITY, KG, { ok: false, code: 'QUANTITY_FORMAT' }],
    ['a decimal in a whole-unit product', 1.5, UNITS, { ok: false, code: 'QUANTITY_NO_DECIMALS' }],
    ['two decimals', 2.25, KG, { ok: false, code: 'QUANTITY_ONE_DECIMAL' }],
    ['under 0.1 is not raised on the server', 0.04, KG_ANY, { ok: false, code: 'QUANTITY_ONE_DECIMAL' }],
    ['three decimals', 1.234, KG, { ok: false, code: 'QUANTITY_ONE_DECIMAL' }],
    ['under the 0.5 kg minimum', 0.4, KG, { ok: false, code: 'QUANTITY_BELOW_MINIMUM' }],
    ['under a minimum of 5', 4, MOQ5, { ok: false, code: 'QUANTITY_BELOW_MINIMUM' }],
    ['above 100', 100.5, KG, { ok: false, code: 'QUANTITY_ABOVE_MAXIMUM' }],
    ['above the default maximum', 10_000, UNITS, { ok: false, code: 'QUANTITY_ABOVE_MAXIMUM' }],
  ] as const)('%s: %d', (_name, quantity, rules, expected) => {
    expect(validateCartQuantity(quantity, rules)).toEqual(expected);
  });

  it('agrees with the control: every quantity the control commits, the server accepts', () => {
    for (const rules of [UNITS, MOQ5, KG, KG_ANY]) {
      for (const text of ['0', '1', '2.25', '0.04', '1,5', '5', '99.95', '100', '0.5', '7']) {
        const committed = commitQuantity(text, 0, rules);
        if (!committed.ok) continue;
        expect(validateCartQuantity(committed.quantity, rules), `${text} ${JSON.stringify(rules)}`).toEqual({
          ok: true,
          quantity: committed.quantity,
        });
      }
    }
  });
});
