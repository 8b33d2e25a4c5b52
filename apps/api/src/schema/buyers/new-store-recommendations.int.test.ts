import { DEMO_BUYERS, favorites } from '@chobep/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * After a new store (issue 15 point 4; spec/foundations.md §4 "if recommended products exist for a newly created
 * store the recommendation popup is shown", §6 "Recommendation products … size 10"): the store's recommendations are
 * products it can buy — priced in its company's region (the store is in that region), in stock, not exclusive — and
 * they go into the new store's cart while the marketplace reviews the store; ordering waits for the review.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CREATE = `mutation NewStore($input: StoreInput!) {
  storeCreate(input: $input) { success userErrors { code field message } store { id status } } }`;
const RECOMMENDED = `query Recommended($size: Int) { recommendedProducts(size: $size) {
  id price region inStock isExclusive isFavorite allowAddToCart allowDecimal minQuantity supplier { id }
  category { id parentId } } }`;
const PUT = `mutation Put($storeId: ID!, $items: [CartLineInput!]!) {
  cartPutItems(storeId: $storeId, items: $items) { success userErrors { code field message } count } }`;
const CART = `query Cart($storeId: ID!) { cart(storeId: $storeId) { cartSet { supplier { id } items { product { id } } } } }`;
const ORDER_DISABLED = 'query Disabled($storeId: ID) { orderDisabled(storeId: $storeId) }';
const DRAFT = `mutation Draft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) {
  success userErrors { code field message } } }`;

interface Recommended {
  id: string;
  price: number | null;
  region: string;
  inStock: boolean;
  isExclusive: boolean;
  isFavorite: boolean;
  allowAddToCart: boolean;
  allowDecimal: boolean;
  minQuantity: number | null;
  supplier: { id: number } | null;
  category: { id: number; parentId: number | null };
}

/** Quận 3, Phường 14 (Hồ Chí Minh) or Hoàn Kiếm, Phúc Xá (Hà Nội); the pin off the preset centre. */
const ADDRESSES = {
  HCM: { provinceCode: '79', districtCode: '770', wardCode: '27127', geoLat: 10.7795, geoLon: 106.6899 },
  HN: { provinceCode: '01', districtCode: '001', wardCode: '00001', geoLat: 21.04, geoLon: 105.84 },
} as const;

async function signedIn(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const client = api.client({ lang });
  await client.signIn(email);
  return client;
}

async function createStore(client: TestClient, region: 'HN' | 'HCM', name: string): Promise<string> {
  const res = await client.gql<{
    storeCreate: { success: boolean; userErrors: unknown[]; store: { id: string; status: string } };
  }>(CREATE, { input: { name, telephone: '0901234598', addressDetail: '8 Hàng Bông', ...ADDRESSES[region] } });
  expect(res.data?.storeCreate.userErrors).toEqual([]);
  expect(res.data?.storeCreate.store.status).toBe('PENDING');
  return res.data?.storeCreate.store.id ?? '';
}

async function recommended(client: TestClient, storeId: string | null, size = 10): Promise<Recommended[]> {
  const res = await client.gql<{ recommendedProducts: Recommended[] }>(
    RECOMMENDED,
    { size },
    storeId ? { 'x-store-id': storeId } : {},
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.recommendedProducts ?? [];
}

/** The quantity a card's first press puts: 1, or the product's minimum. */
const firstQuantity = (p: Recommended) => Math.max(1, p.minQuantity ?? 0);

async function putAll(client: TestClient, storeId: string, products: Recommended[]) {
  const res = await client.gql<{ cartPutItems: { success: boolean; userErrors: { code: string }[]; count: number } }>(
    PUT,
    {
      storeId,
      items: products.map((p) => ({ supplierId: p.supplier?.id, productId: p.id, quantity: firstQuantity(p) })),
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.cartPutItems;
}

/** What the new store can buy: priced in the region, in stock, not exclusive, never hidden there. */
function expectBuyable(products: Recommended[], region: 'HN' | 'HCM') {
  for (const p of products) {
    expect([p.region, p.inStock, p.isExclusive, p.isFavorite, p.allowAddToCart]).toEqual([
      region,
      true,
      false,
      false,
      true,
    ]);
    expect(p.price).toBeGreaterThan(0);
    expect(p.supplier).not.toBeNull();
    if (region === 'HCM') expect(p.category.id === 81 || p.category.parentId === 81).toBe(false);
  }
}

describe('a new store and its recommendations', () => {
  let owner: TestClient;
  let storeId: string;
  let products: Recommended[];
  beforeAll(async () => {
    // Bếp Nhà Lá: approved, in Hồ Chí Minh, no store, no favourite, no search yet.
    owner = await signedIn('owner@bepnhala.vn');
    const favourites = await api.database.db
      .select({ id: favorites.productId })
      .from(favorites)
      .where(eq(favorites.buyerId, DEMO_BUYERS.newcomerTwo.id));
    expect(favourites).toEqual([]);
    storeId = await createStore(owner, 'HCM', 'Bếp Nhà Lá – Quận 3');
    products = await recommended(owner, storeId);
  });

  it('are the ten products the popup shows: the best sellers its region can buy', async () => {
    expect(products).toHaveLength(10);
    expect(new Set(products.map((p) => p.id)).size).toBe(10);
    expectBuyable(products, 'HCM');
    // Nothing else to go on for a new company (no favourite, no search): the ten best sellers it can buy (the
    // categories taking turns, so the order is rankRecommendations').
    const best = await api.database.db.execute<{ id: string }>(sql`select p.id from products p
      join suppliers s on s.id = p.supplier_id and not s.off_market
      join product_prices pp on pp.product_id = p.id and pp.region = 'HCM'
      join categories c on c.id = p.category_id
      where p.is_active and p.allow_purchase and p.stock > 0 and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      order by p.total_sold desc, p.id limit 10`);
    expect(new Set(products.map((p) => p.id))).toEqual(new Set(best.rows.map((r) => r.id)));
  });

  it('go into the new store’s cart while the store waits for review; its first set then has items', async () => {
    const put = await putAll(owner, storeId, products);
    expect(put).toMatchObject({ success: true, userErrors: [], count: 10 });
    const cart = await owner.gql<{ cart: { cartSet: { items: { product: { id: string } }[] }[] } }>(CART, { storeId });
    expect(cart.data?.cart.cartSet[0]?.items.length).toBeGreaterThan(0);
    const inCart = cart.data?.cart.cartSet.flatMap((g) => g.items.map((i) => i.product.id)) ?? [];
    expect(new Set(inCart)).toEqual(new Set(products.map((p) => p.id)));
  });

  it('cannot be ordered before the review', async () => {
    const disabled = await owner.gql<{ orderDisabled: boolean }>(ORDER_DISABLED, { storeId });
    expect(disabled.data?.orderDisabled).toBe(true);
    const draft = await owner.gql<{ cartCreateOrderDraft: { success: boolean; userErrors: { code: string }[] } }>(
      DRAFT,
      { storeId },
    );
    expect(draft.data?.cartCreateOrderDraft.success).toBe(false);
    expect(draft.data?.cartCreateOrderDraft.userErrors[0]?.code).toBe('STORE_BLOCKED');
  });

  it('belong to the company: another company neither reads them through the store nor fills its cart', async () => {
    const other = await signedIn('owner@quancomnha.vn');
    const own = await recommended(other, null);
    const through = await recommended(other, storeId);
    expect(through.map((p) => p.id)).toEqual(own.map((p) => p.id));
    expectBuyable(through, 'HN');
    const put = await putAll(other, storeId, products.slice(0, 1));
    expect(put?.userErrors[0]?.code).toBe('FORBIDDEN');
  });
});

describe('a new store in Hà Nội', () => {
  it('is offered what Hà Nội can buy, and can put it in its cart', async () => {
    const owner = await signedIn('owner@quancomnha.vn', 'vi');
    const storeId = await createStore(owner, 'HN', 'Quán Cơm Nhà – Phúc Xá');
    const products = await recommended(owner, storeId);
    expect(products).toHaveLength(10);
    expectBuyable(products, 'HN');
    const priced = await api.database.db.execute<{ id: string }>(
      sql`select product_id as id from product_prices where region = 'HN' and product_id in ${products.map((p) => p.id)}`,
    );
    expect(priced.rows).toHaveLength(10);
    expect(await putAll(owner, storeId, products)).toMatchObject({ success: true, count: 10 });
  });
});
