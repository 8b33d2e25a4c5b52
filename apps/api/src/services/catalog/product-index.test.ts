import { normaliseProductFilter } from '@chobep/domain';
import { describe, expect, it } from 'vitest';
import { firstInOrder, type IndexedProduct, ProductIndex, tier } from './product-index';

describe('firstInOrder', () => {
  // A total order with many ties on the first term, as "best sellers first, then by id" has.
  const compare = (a: number, b: number) => (b % 7) - (a % 7) || a - b;
  const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
  const sorted = [...items].sort(compare);
  it.each([0, 1, 20, 100, 249, 250, 999, 1000, 1200])('the first %i are those of a full sort', (count) => {
    expect(firstInOrder([...items], count, compare)).toEqual(sorted.slice(0, count));
  });
});

describe('tier', () => {
  it.each([
    ['tom su', 'tom', 6],
    ['tom', 'tom', 6],
    ['tomato', 'tom', 5],
    ['banh tom chien', 'tom', 2],
    ['nuoc tomato', 'tom', 1],
    ['ca atom', 'tom', 0],
    ['atom tom', 'tom', 2],
    ['atom tomato', 'tom', 1],
    ['sua chua uong', 'chua uong', 2],
  ])('%s, %s: %i', (key, text, expected) => {
    expect(tier(key, text)).toBe(expected);
  });
});

describe('ProductIndex', () => {
  const product = (n: number, patch: Partial<IndexedProduct> = {}): IndexedProduct => ({
    id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    key: `san pham ${n}`,
    categoryId: 1,
    brandId: null,
    supplierId: 1,
    originId: null,
    preservation: 'FROZEN',
    exclusive: false,
    totalSold: n % 3,
    vatRate: 8,
    nameVi: `Sản phẩm ${n}`,
    nameEn: `Product ${n}`,
    uomCode: 'KG',
    createdAt: n,
    updatedAt: n,
    tags: [],
    prices: { HCM: 1000 * n },
    ...patch,
  });
  const source = (products: IndexedProduct[]) =>
    new ProductIndex({
      products,
      categories: [{ id: 1, parentId: null, nameVi: 'A', nameEn: 'A' }],
      suppliers: [],
      origins: [],
    });
  const scope = { region: 'HCM' as const, lang: 'vi' as const, favoriteIds: null };
  const filter = (query: string | null) => normaliseProductFilter({ query }).filter;
  const page = (index: ProductIndex, query: string | null, offset: number, limit: number) =>
    index.search(filter(query), scope, { kind: 'contains' }, { sorts: [], boost: false, limit, offset, facets: false });

  it('pages of any size cut one order: together they list the set once', () => {
    const index = source(Array.from({ length: 50 }, (_, i) => product(i + 1)));
    const whole = page(index, null, 0, 100).ids;
    const byThrees = Array.from({ length: 17 }, (_, p) => page(index, null, p * 3, 3).ids).flat();
    expect(whole).toHaveLength(50);
    expect(byThrees).toEqual(whole);
  });

  it('ranks a key starting with the text, then the text as a word, then at the start of a word, then inside one', () => {
    const index = source([
      product(1, { key: 'nuoc tomato' }),
      product(2, { key: 'ca atom' }),
      product(3, { key: 'tom su' }),
      product(4, { key: 'banh tom chien' }),
    ]);
    expect(page(index, 'tom', 0, 10).ids).toEqual([3, 4, 1, 2].map((n) => product(n).id));
  });

  it('lists only products priced in the region and finds short texts without trigrams', () => {
    const index = source([product(1, { key: 'ca' }), product(2, { key: 'ca', prices: { HN: 5 } })]);
    expect(page(index, 'ca', 0, 10)).toMatchObject({ ids: [product(1).id], total: 1 });
  });
});
