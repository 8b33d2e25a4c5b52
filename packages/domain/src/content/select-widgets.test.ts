import { describe, expect, it } from 'vitest';
import type { Region } from '../platform/constants';
import { clampListSize } from './constants';
import { selectWidgets, type WidgetPlacement } from './select-widgets';

const w = (id: string, sortOrder: number, regions: Region[] = []): WidgetPlacement => ({
  id,
  sortOrder,
  regions,
});

const HOME = [
  w('MIGHT_FAVORITE_PRODUCTS', 70),
  w('BANNERS', 0),
  w('PARTNER_SUPER', 20, ['HCM']),
  w('RECOMMENDED_FOR_YOU', 10),
  w('BEST_DEALS', 30),
  w('NORTH_ONLY', 40, ['HN']),
  w('BOTH', 50, ['HN', 'HCM']),
];

describe('selectWidgets', () => {
  it.each<[string, Region[], string[]]>([
    [
      'HCM keeps the HCM-only showcase',
      ['HCM'],
      ['BANNERS', 'RECOMMENDED_FOR_YOU', 'PARTNER_SUPER', 'BEST_DEALS', 'BOTH', 'MIGHT_FAVORITE_PRODUCTS'],
    ],
    [
      'HN drops it and keeps the HN-only one',
      ['HN'],
      ['BANNERS', 'RECOMMENDED_FOR_YOU', 'BEST_DEALS', 'NORTH_ONLY', 'BOTH', 'MIGHT_FAVORITE_PRODUCTS'],
    ],
    [
      'both regions keep everything',
      ['HN', 'HCM'],
      [
        'BANNERS',
        'RECOMMENDED_FOR_YOU',
        'PARTNER_SUPER',
        'BEST_DEALS',
        'NORTH_ONLY',
        'BOTH',
        'MIGHT_FAVORITE_PRODUCTS',
      ],
    ],
    [
      'no region keeps only the widgets of every region',
      [],
      ['BANNERS', 'RECOMMENDED_FOR_YOU', 'BEST_DEALS', 'MIGHT_FAVORITE_PRODUCTS'],
    ],
  ])('%s', (_name, regions, expected) => {
    expect(selectWidgets(HOME, regions).map((x) => x.id)).toEqual(expected);
  });

  it('breaks a tie in sort order by id and leaves the input alone', () => {
    const input = [w('B', 1), w('A', 1), w('C', 0)];
    expect(selectWidgets(input, ['HCM']).map((x) => x.id)).toEqual(['C', 'A', 'B']);
    expect(input.map((x) => x.id)).toEqual(['B', 'A', 'C']);
  });
});

describe('clampListSize', () => {
  it.each<[number | null | undefined, number, number | undefined, number]>([
    [undefined, 12, undefined, 12],
    [null, 20, undefined, 20],
    [Number.NaN, 12, undefined, 12],
    [5, 12, undefined, 5],
    [5.9, 12, undefined, 5],
    [0, 12, undefined, 1],
    [-3, 12, undefined, 1],
    [1000, 12, undefined, 100],
    [30, 12, 24, 24],
  ])('clampListSize(%j, %j, %j) = %j', (size, fallback, max, expected) => {
    expect(clampListSize(size, fallback, max)).toBe(expected);
  });
});
