import { describe, expect, it } from 'vitest';
import { type OfferCandidate, OTHER_OFFERS_LIMIT, sortOtherOffers } from './sort-other-offers';

const o = (id: string, supplierId: number, price: number | null, supplierName = `S${supplierId}`): OfferCandidate => ({
  id,
  supplierId,
  supplierName,
  price,
});
const self = { id: 'self', supplierId: 1 };

describe('sortOtherOffers', () => {
  it.each<[string, OfferCandidate[], string[]]>([
    ['no other offer', [], []],
    ['only the product itself', [o('self', 1, 100)], []],
    ['the cheapest first', [o('a', 2, 30_000), o('b', 3, 28_080), o('c', 4, 28_620)], ['b', 'c', 'a']],
    ['never the product itself', [o('self', 1, 1), o('a', 2, 5)], ['a']],
    ['never another listing of its own supplier', [o('twin', 1, 1), o('a', 2, 5)], ['a']],
    ['one offer per supplier, its cheapest', [o('a', 2, 50), o('b', 2, 40), o('c', 3, 45)], ['b', 'c']],
    ['an offer without a price comes last', [o('x', 2, null), o('a', 3, 99_999)], ['a', 'x']],
    [
      'equal prices: by supplier name, then id',
      [o('b', 3, 10, 'Beta'), o('a', 2, 10, 'Alpha'), o('c', 4, 10, 'Alpha')],
      ['a', 'c', 'b'],
    ],
  ])('%s', (_name, candidates, expected) => {
    expect(sortOtherOffers(self, candidates).map((c) => c.id)).toEqual(expected);
  });

  it('lists at most the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => o(`p${i}`, i + 2, 1000 + i));
    expect(sortOtherOffers(self, many)).toHaveLength(OTHER_OFFERS_LIMIT);
    expect(sortOtherOffers(self, many, 3).map((c) => c.id)).toEqual(['p0', 'p1', 'p2']);
  });

  it('does not reorder its input', () => {
    const input = [o('a', 2, 3), o('b', 3, 1)];
    sortOtherOffers(self, input);
    expect(input.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
