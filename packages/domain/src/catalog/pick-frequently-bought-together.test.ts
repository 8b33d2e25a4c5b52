import { describe, expect, it } from 'vitest';
import {
  BOUGHT_STATUSES,
  type FallbackCandidate,
  MIN_COMPANIES_TOGETHER,
  pickFrequentlyBoughtTogether,
  type TogetherCandidate,
} from './pick-frequently-bought-together';

const t = (id: string, companies: number, totalSold = 0, orders = 0): TogetherCandidate => ({
  id,
  companies,
  totalSold,
  orders,
});
const f = (id: string, totalSold: number): FallbackCandidate => ({ id, totalSold });

describe('pickFrequentlyBoughtTogether', () => {
  it('needs at least two companies for a pair to count', () => {
    expect(MIN_COMPANIES_TOGETHER).toBe(2);
  });

  it.each<[string, TogetherCandidate[], FallbackCandidate[], number, string[]]>([
    ['no signal, no fallback', [], [], 12, []],
    ['no signal: best sellers of the category', [], [f('a', 10), f('b', 30)], 12, ['b', 'a']],
    [
      'most companies first, then best sellers to fill',
      [t('x', 2, 1), t('y', 5, 1), t('z', 3, 1)],
      [f('a', 10), f('b', 30)],
      12,
      ['y', 'z', 'x', 'b', 'a'],
    ],
    ['one company is not a pattern', [t('x', 1, 999)], [f('a', 10)], 12, ['a']],
    ['equal companies: the better seller first', [t('x', 2, 1), t('y', 2, 50)], [], 12, ['y', 'x']],
    ['the product itself never appears', [t('self', 9)], [f('self', 100), f('a', 1)], 12, ['a']],
    ['a product in both lists appears once', [t('a', 2)], [f('a', 100), f('b', 1)], 12, ['a', 'b']],
    ['size cuts the list', [t('x', 3), t('y', 2)], [f('a', 10)], 2, ['x', 'y']],
  ])('%s', (_name, together, fallback, size, expected) => {
    expect(pickFrequentlyBoughtTogether('self', [together], fallback, size).map((p) => p.id)).toEqual(expected);
  });

  it.each<[string, TogetherCandidate[], TogetherCandidate[], string[]]>([
    [
      'bought together before kept together, whatever the counts',
      [t('o1', 2), t('o2', 3)],
      [t('f1', 40)],
      ['o2', 'o1', 'f1', 'a'],
    ],
    ['equal companies: the most orders first', [t('o1', 2, 500, 3), t('o2', 2, 1, 9)], [], ['o2', 'o1', 'a']],
    ['too few pairs bought: the favourites, then the category', [t('o1', 1, 0, 40)], [t('f1', 2)], ['f1', 'a']],
    [
      'a product in both signals appears once, where it is strongest',
      [t('x', 2)],
      [t('x', 9), t('f', 2)],
      ['x', 'f', 'a'],
    ],
  ])('%s', (_name, bought, kept, expected) => {
    expect(pickFrequentlyBoughtTogether('self', [bought, kept], [f('a', 1)], 12).map((p) => p.id)).toEqual(expected);
  });

  it('takes another threshold', () => {
    expect(pickFrequentlyBoughtTogether('self', [[t('x', 1)]], [], 5, 1).map((p) => p.id)).toEqual(['x']);
  });

  it('counts what the suppliers accepted, on its way or delivered', () => {
    expect(BOUGHT_STATUSES).toEqual([
      'ACCEPTED',
      'IN_PROGRESS',
      'PENDING_DELIVERY',
      'DELIVERING',
      'DELIVERY_IN_PROGRESS',
      'DELIVERED',
    ]);
  });
});
