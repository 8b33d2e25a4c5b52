import { describe, expect, it } from 'vitest';
import { buildListingQuery, countActiveFilters, type ListingParams, parseListingParams } from './parse-listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams (spec/trading.md §2 search and list query parameters)', () => {
  it.each([
    [
      'repeated arrays',
      'brandIds=3&brandIds=7&origins=Nh%E1%BA%ADt+B%E1%BA%A3n',
      { brandIds: [3, 7], origins: ['Nhật Bản'] },
    ],
    ['a single category id is a list', 'categoryIds=12', { categoryIds: [12] }],
    [
      'tags split on commas and upper-cased',
      'tags=new_products,COMBO&tags=FLASH_SALE',
      { tags: ['NEW_PRODUCTS', 'COMBO', 'FLASH_SALE'] },
    ],
    ['supplier joins suppliers, once', 'supplier=A&suppliers=B&suppliers=A', { suppliers: ['A', 'B'] }],
    ['text trimmed, spaces collapsed, NFC', 'q=%20c%C3%A0%20%20chua%20', { q: 'cà chua' }],
    ['NFD query becomes NFC', `q=${encodeURIComponent('cà'.normalize('NFD'))}`, { q: 'cà' }],
    ['empty q is no query', 'q=%20', { q: null }],
    [
      'flags',
      'orderedOnly=true&favorite=1&withexclusive=false',
      { orderedOnly: true, favorite: true, withExclusive: false },
    ],
    ['unknown preservation ignored', 'preservation=HOT', { preservation: null }],
    ['known preservation kept', 'preservation=FROZEN', { preservation: 'FROZEN' }],
    ['page is 1-based, bad values fall back', 'page=0&size=abc', { page: 1, size: 20 }],
    ['page and size capped', 'page=999999&size=1000', { page: 500, size: 100 }],
    ['junk ids dropped', 'brandIds=1&brandIds=x&brandIds=-2&brandIds=1', { brandIds: [1] }],
    ['unknown sort ignored', 'sort=random', { sort: null }],
    ['known sort kept', 'sort=priceAsc', { sort: 'priceAsc' }],
    ['sub category', 'subCategoryId=15', { subCategoryId: 15 }],
  ])('%s', (_name, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('reads Next.js searchParams objects too', () => {
    expect(parseListingParams({ brandIds: ['1', '2'], q: 'bia', categoryIds: '4' })).toMatchObject({
      brandIds: [1, 2],
      q: 'bia',
      categoryIds: [4],
    });
  });
});

describe('buildListingQuery', () => {
  it.each([
    ['arrays repeated', { brandIds: [3, 7] }, 'vi', 'brandIds=3&brandIds=7'],
    ['Vietnamese omits lang', { q: 'cà chua' }, 'vi', 'q=c%C3%A0+chua'],
    ['English adds lang', { q: 'beer' }, 'en', 'q=beer&lang=en'],
    ['page 1 and size 20 left out', { page: 1, size: 20, sort: 'newest' }, 'vi', 'sort=newest'],
    ['page 2 written', { page: 2 }, 'vi', 'page=2'],
    ['withexclusive false written', { withExclusive: false }, 'vi', 'withexclusive=false'],
  ] as [string, Partial<ListingParams>, 'vi' | 'en', string][])('%s', (_name, params, lang, expected) => {
    expect(buildListingQuery(params, lang)).toBe(expected);
  });

  it('round-trips through parse', () => {
    const query =
      'q=bia&categoryIds=4&suppliers=A&suppliers=B&tags=COMBO&brandIds=9&origins=Nh%E1%BA%ADt&sort=priceDesc&page=3';
    expect(buildListingQuery(parse(query))).toBe(query);
  });
});

describe('countActiveFilters (the filter button red dot)', () => {
  it.each([
    ['nothing', '', 0],
    ['only a query is not a filter', 'q=bia', 0],
    ['only a sort is not a filter', 'sort=priceAsc', 0],
    ['a brand', 'brandIds=1', 1],
    ['two suppliers and a tag', 'suppliers=A&suppliers=B&tags=COMBO', 3],
    ['hiding exclusives is a filter', 'withexclusive=false', 1],
  ])('%s', (_name, query, expected) => {
    expect(countActiveFilters(parse(query))).toBe(expected);
  });
});
