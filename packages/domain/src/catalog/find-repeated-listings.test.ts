import { describe, expect, it } from 'vitest';
import { findRepeatedListings, type Listing, listingIdentity } from './find-repeated-listings';

const l = (id: string, supplierId: number, name: string, uom = 'bottle'): Listing => ({ id, supplierId, name, uom });

describe('findRepeatedListings', () => {
  it.each<[string, Listing[], string[][]]>([
    ['an empty catalogue', [], []],
    ['one listing', [l('a', 1, 'Nước mắm Chin-su cá cơm chai 500ml')], []],
    [
      'one supplier, the same name and unit twice',
      [l('a', 24, 'Nước mắm Chin-su cá cơm chai 500ml'), l('b', 24, 'Nước mắm Chin-su cá cơm chai 500ml')],
      [['a', 'b']],
    ],
    [
      'the same item from two suppliers is allowed',
      [l('a', 12, 'Bia 333 lon 330ml', 'can'), l('b', 21, 'Bia 333 lon 330ml', 'can')],
      [],
    ],
    [
      'case, accents and spacing do not tell listings apart',
      [l('a', 8, 'Sữa đậu nành hộp 1 lít', 'box'), l('b', 8, 'SUA DAU NANH  hop 1 lit', 'box')],
      [['a', 'b']],
    ],
    [
      'another unit is another listing',
      [l('a', 12, 'Bia 333 lon 330ml', 'can'), l('b', 12, 'Bia 333 lon 330ml', 'carton')],
      [],
    ],
    [
      'three of a kind',
      [
        l('a', 3, 'Cá basa phi lê'),
        l('x', 4, 'Cá basa phi lê'),
        l('b', 3, 'Cá basa phi lê'),
        l('c', 3, 'Cá basa phi lê'),
      ],
      [['a', 'b', 'c']],
    ],
  ])('%s', (_name, listings, expected) => {
    expect(findRepeatedListings(listings)).toEqual(expected);
  });

  it('names the supplier in the identity', () => {
    expect(listingIdentity({ supplierId: 7, name: 'Bia 333 lon 330ml', uom: 'can' })).toBe('7/bia-333-lon-330ml/can');
  });
});
