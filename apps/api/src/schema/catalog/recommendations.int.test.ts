import { DEMO_BUYERS, DEMO_STORES, favorites, searchHistory } from '@chobep/db';
import { searchKey } from '@chobep/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

let api: TestApi;
let purchaser: TestClient;
let hanoi: TestClient;
beforeAll(async () => {
  api = await createTestApi();
  purchaser = api.client();
  await purchaser.signIn('purchaser@chobep.vn');
  hanoi = api.client();
  await hanoi.signIn('owner@quancomnha.vn');
});
afterAll(async () => {
  await api?.close();
});

const FIELDS = 'id price region inStock isExclusive isFavorite totalSold category { id parentId } brand { id }';
const RECOMMENDED = `query R($size: Int) { recommendedProducts(size: $size) { ${FIELDS} } }`;
const MIGHT = `query M($size: Int) { mightFavoriteProducts(size: $size) { ${FIELDS} } }`;

interface Item {
  id: string;
  price: number | null;
  region: string;
  inStock: boolean;
  isExclusive: boolean;
  isFavorite: boolean;
  totalSold: number;
  category: { id: number; parentId: number | null };
  brand: { id: number } | null;
}

async function list(client: TestClient, query: string, size?: number, headers: Record<string, string> = {}) {
  const res = await client.gql<{ recommendedProducts?: Item[]; mightFavoriteProducts?: Item[] }>(
    query,
    { size },
    headers,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data?.recommendedProducts ?? res.data?.mightFavoriteProducts) as Item[];
}
const ids = (items: Item[]) => items.map((i) => i.id);

async function favouritesOf(buyerId: string): Promise<{ id: string; category_id: number; brand_id: number | null }[]> {
  return (
    await api.database.db.execute<{ id: string; category_id: number; brand_id: number | null }>(
      sql`select p.id, p.category_id, p.brand_id from favorites f join products p on p.id = f.product_id where f.buyer_id = ${buyerId}`,
    )
  ).rows;
}

describe('recommendations for visitors', () => {
  it('are empty lists, never an error, and cost no statement', async () => {
    const visitor = api.client();
    api.queries.reset();
    expect(await list(visitor, RECOMMENDED)).toEqual([]);
    expect(await list(visitor, MIGHT, 100)).toEqual([]);
    expect(api.queries.count).toBe(0);
  });
});

describe('recommendations for a buyer', () => {
  it('never offer a favourite, an exclusive or out-of-stock product, or category 81 in HCM', async () => {
    const favourites = new Set((await favouritesOf(DEMO_BUYERS.bepViet.id)).map((f) => f.id));
    expect(favourites.size).toBeGreaterThan(0);
    for (const query of [RECOMMENDED, MIGHT]) {
      const items = await list(purchaser, query, 100);
      expect(items).toHaveLength(100);
      expect(new Set(ids(items)).size).toBe(items.length);
      for (const p of items) {
        expect(favourites.has(p.id)).toBe(false);
        expect([p.isFavorite, p.isExclusive, p.inStock, p.region]).toEqual([false, false, true, 'HCM']);
        expect(p.price).toBeGreaterThan(0);
        expect(p.category.id === 81 || p.category.parentId === 81).toBe(false);
      }
    }
  });

  it('size: 20 by default, at most 100', async () => {
    expect(await list(purchaser, RECOMMENDED)).toHaveLength(20);
    expect(await list(purchaser, MIGHT, 500)).toHaveLength(100);
    expect(await list(purchaser, MIGHT, 0)).toHaveLength(1);
  });

  it('might favourite: products of the favourites’ own groups first, then their categories', async () => {
    const favourites = await favouritesOf(DEMO_BUYERS.bepViet.id);
    const groups = new Set(favourites.filter((f) => f.brand_id !== null).map((f) => `${f.category_id}|${f.brand_id}`));
    const categories = new Set(favourites.map((f) => f.category_id));
    const items = await list(purchaser, MIGHT, 100);
    const tierOf = (p: Item) =>
      groups.has(`${p.category.id}|${p.brand?.id}`) ? 0 : categories.has(p.category.id) ? 1 : 9;
    const tiers = items.map(tierOf);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBe(0);
    expect(tiers).toContain(1);
    // Every purchasable group product the region can see is there before anything else.
    const inGroups = (
      await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from products p
        join suppliers s on s.id = p.supplier_id
        where p.is_active and not s.off_market and p.stock > 0 and not (p.is_private and not p.allow_purchase)
          and p.category_id <> 81
          and exists (select 1 from favorites f join products q on q.id = f.product_id
                      where f.buyer_id = ${DEMO_BUYERS.bepViet.id} and q.category_id = p.category_id and q.brand_id = p.brand_id)
          and not exists (select 1 from favorites f where f.buyer_id = ${DEMO_BUYERS.bepViet.id} and f.product_id = p.id)`)
    ).rows[0]?.n;
    expect(tiers.filter((t) => t === 0)).toHaveLength(Math.min(Number(inGroups), 100));
  });

  it("recommended for the store: what it searched for lately comes first; another company's store is ignored", async () => {
    const store = DEMO_STORES.bepVietQuan1.id;
    const before = await list(purchaser, RECOMMENDED, 20, { 'x-store-id': store });
    const beerCategories = (
      await api.database.db.execute<{ category_id: number }>(
        sql`select category_id from products where search_key like '%bia%' and is_active order by total_sold desc limit 3`,
      )
    ).rows.map((r) => r.category_id);
    expect(beerCategories.length).toBeGreaterThan(0);
    expect(beerCategories).not.toContain(before[0]?.category.id);

    await api.database.db
      .insert(searchHistory)
      .values({ storeId: store, keyword: 'Bia', keywordKey: searchKey('Bia') });
    await api.database.db
      .insert(searchHistory)
      .values({ storeId: DEMO_STORES.quanComHoanKiem.id, keyword: 'Bia', keywordKey: searchKey('Bia') });
    try {
      const after = await list(purchaser, RECOMMENDED, 20, { 'x-store-id': store });
      expect(beerCategories).toContain(after[0]?.category.id);
      // Without a store, or with a store of another company, the history does not count.
      expect(ids(await list(purchaser, RECOMMENDED, 20))).toEqual(ids(before));
      const foreign = await list(purchaser, RECOMMENDED, 20, { 'x-store-id': DEMO_STORES.quanComHoanKiem.id });
      expect(ids(foreign)).toEqual(ids(before));
    } finally {
      await api.database.db
        .delete(searchHistory)
        .where(inArray(searchHistory.storeId, [store, DEMO_STORES.quanComHoanKiem.id]));
    }
  });

  it("are scoped to the buyer's company: another company's favourites change nothing", async () => {
    const bepViet = await list(purchaser, MIGHT, 30);
    const hanoiBefore = await list(hanoi, MIGHT, 30);
    expect(hanoiBefore.every((p) => p.region === 'HN')).toBe(true);

    // Quán Cơm Nhà keeps Bếp Việt's first suggestion and a product of a category Bếp Việt does not favour.
    const taken = bepViet[0]?.id ?? '';
    const [other] = (
      await api.database.db.execute<{ id: string; category_id: number }>(sql`select p.id, p.category_id from products p
        where p.category_id not in (select q.category_id from favorites f join products q on q.id = f.product_id
                                    where f.buyer_id = ${DEMO_BUYERS.bepViet.id})
          and p.category_id <> 81 and p.stock > 0 and not p.is_private
        order by p.id limit 1`)
    ).rows;
    const added = [taken, other?.id ?? ''];
    await api.database.db
      .insert(favorites)
      .values(added.map((productId) => ({ buyerId: DEMO_BUYERS.quanComNha.id, productId })));
    try {
      expect(ids(await list(purchaser, MIGHT, 30))).toEqual(ids(bepViet));
      const hanoiAfter = await list(hanoi, MIGHT, 30);
      expect(ids(hanoiAfter)).not.toContain(taken);
      expect(ids(hanoiAfter)).not.toEqual(ids(hanoiBefore));
      // Its own favourites now lead: their categories open the list.
      const theirs = new Set((await favouritesOf(DEMO_BUYERS.quanComNha.id)).map((f) => f.category_id));
      expect(theirs.has(hanoiAfter[0]?.category.id ?? 0)).toBe(true);
      expect(hanoiAfter.slice(0, 4).some((p) => p.category.id === other?.category_id)).toBe(true);
    } finally {
      await api.database.db
        .delete(favorites)
        .where(and(eq(favorites.buyerId, DEMO_BUYERS.quanComNha.id), inArray(favorites.productId, added)));
    }
  });

  it('price in the buyer’s region', async () => {
    const items = await list(hanoi, RECOMMENDED, 10, { 'x-region': 'HCM' });
    const prices = await api.database.db.execute<{ id: string; price: number; vat_rate: number }>(
      sql`select p.id, pp.price, p.vat_rate from products p join product_prices pp on pp.product_id = p.id and pp.region = 'HN'
          where p.id in ${ids(items)}`,
    );
    for (const p of items) {
      const row = prices.rows.find((r) => r.id === p.id);
      expect(p.price).toBe(Math.round(((row?.price ?? 0) * (100 + (row?.vat_rate ?? 0))) / 100));
    }
  });

  it('cost the same statements for 10 products or 100', async () => {
    const count = async (query: string, size: number) => {
      api.queries.reset();
      await list(purchaser, query, size, { 'x-store-id': DEMO_STORES.bepVietQuan1.id });
      return api.queries.count;
    };
    for (const query of [RECOMMENDED, MIGHT]) {
      const small = await count(query, 10);
      expect(await count(query, 100)).toBe(small);
      // Viewer, store check, the list, then one batch per kind of related row.
      expect(small).toBeLessThanOrEqual(8);
      console.info(`${query.slice(6, 7)}: ${small} statements`);
    }
  });
});
