import { describe, expect, it } from 'vitest';
import { hiddenCategoryIds, isCategoryHidden } from './hidden-categories';
import { defaultSort, MAX_PAGE_SIZE, normalisePage, normaliseProductFilter } from './search-products';

describe('normaliseProductFilter', () => {
  it('keys the query without marks, đ included, from NFD input too', () => {
    expect(normaliseProductFilter({ query: '  Cà   chua ĐÀ LẠT ' }).filter.queryKey).toBe('ca chua da lat');
    expect(normaliseProductFilter({ query: 'Cà chua'.normalize('NFD') }).filter.queryKey).toBe('ca chua');
    expect(normaliseProductFilter({ query: '   ' }).filter.queryKey).toBeNull();
  });

  it('folds supplier into suppliers and de-duplicates lists', () => {
    const { filter } = normaliseProductFilter({
      supplierNames: ['Nông Trại Xanh', 'Nông Trại Xanh'],
      supplierName: 'Hải Sản Biển Đông',
      brandIds: [3, 3, 4],
      categoryIds: [1],
    });
    expect(filter.supplierNames).toEqual(['Nông Trại Xanh', 'Hải Sản Biển Đông']);
    expect(filter.brandIds).toEqual([3, 4]);
    expect(filter.categoryIds).toEqual([1]);
  });

  it('lists exclusive products unless asked not to', () => {
    expect(normaliseProductFilter({}).filter.withExclusive).toBe(true);
    expect(normaliseProductFilter({ withExclusive: false }).filter.withExclusive).toBe(false);
  });

  it.each([
    [{ query: 'a'.repeat(201) }, 'query'],
    [{ brandIds: Array.from({ length: 101 }, (_, i) => i) }, 'brandIds'],
    [{ tags: Array.from({ length: 101 }, (_, i) => `T${i}`) }, 'tags'],
  ])('refuses input no page sends (%#)', (input, field) => {
    expect(normaliseProductFilter(input).problems.map((p) => p.field)).toEqual([field]);
  });
});

describe('normalisePage', () => {
  it.each([
    [undefined, undefined, { page: 0, size: 20, offset: 0 }],
    [2, 20, { page: 2, size: 20, offset: 40 }],
    [-1, 0, { page: 0, size: 1, offset: 0 }],
    [1, 1000, { page: 1, size: MAX_PAGE_SIZE, offset: MAX_PAGE_SIZE }],
  ])('page %s size %s', (page, size, want) => {
    expect(normalisePage(page, size)).toEqual(want);
  });
});

describe('defaultSort and hidden categories', () => {
  it('sorts by relevance only with a query', () => {
    expect(defaultSort({ queryKey: 'ca' })).toEqual({ field: 'relevance', order: 'DESC' });
    expect(defaultSort({ queryKey: null })).toEqual({ field: 'recentTotalSold', order: 'DESC' });
  });

  it('hides category 81 and its children in HCM only', () => {
    expect(hiddenCategoryIds('HCM')).toEqual([81]);
    expect(hiddenCategoryIds('HN')).toEqual([]);
    expect(isCategoryHidden(81, null, 'HCM')).toBe(true);
    expect(isCategoryHidden(812, 81, 'HCM')).toBe(true);
    expect(isCategoryHidden(81, null, 'HN')).toBe(false);
    expect(isCategoryHidden(3, null, 'HCM')).toBe(false);
  });
});
