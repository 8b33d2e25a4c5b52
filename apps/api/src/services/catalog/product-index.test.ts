import { normaliseProductFilter } from '@chobep/domain';
import { describe, expect, it } from 'vitest';
import { firstInOrder, type IndexedProduct, ProductIndex, productNameKey } from './product-index';

describe('firstInOrder', () => {
  // A total order with many ties on the first term, as "best sellers first, then by id" has.
  const compare = (a: number, b: number) => (b % 7) - (a % 7) || a - b;
  const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
  const sorted = [...items].sort(compare);
  it.each([0, 1, 20, 100, 249, 250, 999, 1000, 1200])('the first %i are those of a full sort', (count) => {
    expect(firstInOrder([...items], count, compare)).toEqual(sorted.slice(0, count));
  });
});

describe('productNameKey', () => {
  const names = { nameVi: 'Cà phê bột', nameEn: 'Ground coffee' };
  it.each([
    [
      'brand and supplier at the end',
      'ca phe bot ground coffee highlands coffee cong ty a',
      'highlands coffee',
      'cong ty a',
      'ca phe bot ground coffee',
    ],
    ['no brand', 'ca phe bot ground coffee cong ty a', '', 'cong ty a', 'ca phe bot ground coffee'],
    [
      'a key from before a rename: made from the names',
      'ca phe bot ground coffee cong ty cu',
      '',
      'cong ty a',
      'ca phe bot ground coffee',
    ],
    ['the tail must stand as words', 'ca phe bot ground coffeecong ty a', '', 'cong ty a', 'ca phe bot ground coffee'],
  ])('%s', (_name, key, brand, supplier, expected) => {
    expect(productNameKey(key, names, brand, supplier)).toBe(expected);
  });
});

describe('ProductIndex', () => {
  const product = (n: number, patch: Partial<IndexedProduct> = {}): IndexedProduct => ({
    id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    nameKey: `san pham ${n}`,
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
      categories: [
        { id: 1, parentId: null, nameVi: 'Đồ uống', nameEn: 'Beverages' },
        { id: 2, parentId: 1, nameVi: 'Cà phê', nameEn: 'Coffee' },
        { id: 3, parentId: 1, nameVi: 'Nước giải khát có ga', nameEn: 'Soft drinks' },
      ],
      suppliers: [
        { id: 1, name: 'Công ty TNHH Thực Phẩm A' },
        { id: 2, name: 'Công ty TNHH Cà Phê & Trà Cao Nguyên' },
      ],
      brands: [
        { id: 1, name: 'Highlands Coffee' },
        { id: 2, name: 'Rau Sạch Bác Tôm' },
      ],
      origins: [],
    });
  const scope = { region: 'HCM' as const, lang: 'vi' as const, favoriteIds: null };
  const filter = (query: string | null) => normaliseProductFilter({ query }).filter;
  const page = (index: ProductIndex, query: string | null, offset: number, limit: number) =>
    index.search(filter(query), scope, { sorts: [], boost: false, limit, offset, facets: false });

  it('pages of any size cut one order: together they list the set once', () => {
    const index = source(Array.from({ length: 50 }, (_, i) => product(i + 1)));
    const whole = page(index, null, 0, 100).ids;
    const byThrees = Array.from({ length: 17 }, (_, p) => page(index, null, p * 3, 3).ids).flat();
    expect(whole).toHaveLength(50);
    expect(byThrees).toEqual(whole);
  });

  it('ranks names starting with the text, then the text as a word; the start of a word only when no name holds it whole; never inside one', () => {
    const index = source([
      product(1, { nameKey: 'nuoc tomato' }),
      product(2, { nameKey: 'ca atom' }),
      product(3, { nameKey: 'tom su' }),
      product(4, { nameKey: 'banh tom chien' }),
    ]);
    expect(page(index, 'tom', 0, 10).ids).toEqual([3, 4].map((n) => product(n).id));
    expect(page(index, 'toma', 0, 10).ids).toEqual([product(1).id]);
  });

  it('matches names, brand and category, not the supplier; a supplier named in full lists its products last', () => {
    const index = source([
      product(1, { nameKey: 'nuoc ngot cola lon', categoryId: 3, supplierId: 2, totalSold: 5000 }),
      product(2, { nameKey: 'ca phe bot gói', categoryId: 2, supplierId: 1 }),
      product(3, { nameKey: 'robusta rang moc', categoryId: 2, supplierId: 1 }),
      product(4, { nameKey: 'hat arabica', brandId: 1, categoryId: 3, supplierId: 1 }),
      product(5, { nameKey: 'xa lach', brandId: 2, categoryId: 3, supplierId: 1 }),
    ]);
    // Name first, then the category; the soft drink of "… Cà Phê & Trà …" is not coffee.
    expect(page(index, 'ca phe', 0, 10).ids).toEqual([2, 3].map((n) => product(n).id));
    // The brand's start: "highlands" finds Highlands Coffee; a word inside a brand does not ("tom").
    expect(page(index, 'highlands', 0, 10).ids).toEqual([product(4).id]);
    expect(page(index, 'tom', 0, 10).ids).toEqual([]);
    // The supplier by its name: its products, after those whose own words match.
    expect(page(index, 'ca phe & tra cao nguyen', 0, 10).ids).toEqual([product(1).id]);
    // Words in any order, when no product holds the phrase; typos corrected against the catalogue's words.
    expect(page(index, 'arabica highlands', 0, 10).ids).toEqual([product(4).id]);
    expect(page(index, 'robusa', 0, 10).ids).toEqual([product(3).id]);
    expect(page(index, 'caphe', 0, 10).ids).toEqual([2, 3].map((n) => product(n).id));
  });

  it('counts facets over the same matches', () => {
    const index = source([
      product(1, { nameKey: 'nuoc ngot cola lon', categoryId: 3, supplierId: 2 }),
      product(2, { nameKey: 'ca phe bot', categoryId: 2, supplierId: 2 }),
    ]);
    const found = index.search(filter('ca phe'), scope, {
      sorts: [],
      boost: false,
      limit: 10,
      offset: 0,
      facets: true,
    });
    expect(found.facets?.filter((f) => f.facet === 'category')).toEqual([{ facet: 'category', key: '2', count: 1 }]);
  });

  it('counts each facet without its own selection: ticking a supplier keeps the others, with what they would add', () => {
    const index = source([
      product(1, { supplierId: 1, brandId: 1, categoryId: 2, tags: ['NEW'] }),
      product(2, { supplierId: 1, brandId: 2, categoryId: 3, preservation: 'REFRIGERATED' }),
      product(3, { supplierId: 2, brandId: 1, categoryId: 2, tags: ['NEW', 'HOT'] }),
      product(4, { supplierId: 2, brandId: 1, categoryId: 3 }),
      product(5, { supplierId: 2, brandId: 2, categoryId: 2 }),
    ]);
    const facetsOf = (patch: Parameters<typeof normaliseProductFilter>[0]) => {
      const found = index.search(normaliseProductFilter(patch).filter, scope, {
        sorts: [],
        boost: false,
        limit: 10,
        offset: 0,
        facets: true,
      });
      const by = (facet: string) =>
        Object.fromEntries((found.facets ?? []).filter((f) => f.facet === facet).map((f) => [f.key, f.count]));
      return {
        total: found.total,
        supplier: by('supplier'),
        brand: by('brand'),
        category: by('category'),
        tag: by('tag'),
        preservation: by('preservation'),
      };
    };
    // One supplier ticked: the list is its products, the supplier facet still offers both suppliers.
    const one = facetsOf({ supplierNames: ['Công ty TNHH Thực Phẩm A'] });
    expect(one.total).toBe(2);
    expect(one.supplier).toEqual({ '1': 2, '2': 3 });
    // The other facets count within the ticked supplier.
    expect(one.brand).toEqual({ '1': 1, '2': 1 });
    // Two facets: each is counted under the other's selection only.
    const two = facetsOf({ supplierNames: ['Công ty TNHH Thực Phẩm A'], brandIds: [1] });
    expect(two.total).toBe(1);
    expect(two.supplier).toEqual({ '1': 1, '2': 2 });
    expect(two.brand).toEqual({ '1': 1, '2': 1 });
    expect(two.category).toEqual({ '2': 1 });
    // Categories, tags and preservation (a single choice) alike.
    expect(facetsOf({ categoryIds: [2] }).category).toEqual({ '2': 3, '3': 2 });
    expect(facetsOf({ tags: ['HOT'] })).toMatchObject({ total: 1, tag: { NEW: 2, HOT: 1 } });
    expect(facetsOf({ preservation: 'REFRIGERATED' })).toMatchObject({
      total: 1,
      preservation: { FROZEN: 4, REFRIGERATED: 1 },
    });
    // Without a selection the counts are the list's.
    expect(facetsOf({}).supplier).toEqual({ '1': 2, '2': 3 });
  });

  it('lists only products priced in the region and finds short texts without trigrams', () => {
    const index = source([product(1, { nameKey: 'ca' }), product(2, { nameKey: 'ca', prices: { HN: 5 } })]);
    expect(page(index, 'ca', 0, 10)).toMatchObject({ ids: [product(1).id], total: 1 });
  });
});
