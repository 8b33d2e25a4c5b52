import { describe, expect, it } from 'vitest';
import { type RecommendationCandidate, rankRecommendations } from './rank-recommendations';

const c = (id: string, categoryId: number, tier: number, totalSold: number): RecommendationCandidate => ({
  id,
  categoryId,
  tier,
  totalSold,
});

describe('rankRecommendations', () => {
  it.each<[string, RecommendationCandidate[], number, string[]]>([
    ['nothing to rank', [], 10, []],
    ['one category: best sellers first', [c('a', 1, 0, 10), c('b', 1, 0, 30), c('c', 1, 0, 20)], 10, ['b', 'c', 'a']],
    [
      'categories take turns, the one with the best seller first',
      [c('a1', 1, 0, 100), c('a2', 1, 0, 90), c('a3', 1, 0, 80), c('b1', 2, 0, 95), c('b2', 2, 0, 5)],
      10,
      ['a1', 'b1', 'a2', 'b2', 'a3'],
    ],
    [
      'a stronger tier comes first whatever it sells',
      [c('x', 1, 1, 5000), c('y', 2, 0, 1), c('z', 3, 2, 9000)],
      10,
      ['y', 'x', 'z'],
    ],
    [
      'size cuts the list',
      [c('a1', 1, 0, 100), c('a2', 1, 0, 90), c('b1', 2, 0, 95), c('t', 3, 1, 1)],
      3,
      ['a1', 'b1', 'a2'],
    ],
    [
      'a product in two tiers keeps the stronger',
      [c('p', 1, 1, 10), c('p', 1, 0, 10), c('q', 2, 0, 50)],
      10,
      ['q', 'p'],
    ],
    ['ties in sales are broken by id', [c('b', 1, 0, 10), c('a', 1, 0, 10)], 10, ['a', 'b']],
    ['size 0 gives nothing', [c('a', 1, 0, 1)], 0, []],
  ])('%s', (_name, candidates, size, expected) => {
    expect(rankRecommendations(candidates, size).map((r) => r.id)).toEqual(expected);
  });
});
