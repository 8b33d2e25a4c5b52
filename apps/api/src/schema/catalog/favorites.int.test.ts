import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

let api: TestApi;
let productIds: string[];
beforeAll(async () => {
  api = await createTestApi();
  const res = await api.database.db.execute<{ id: string }>(
    sql.raw('select id from products where is_active and not is_private order by supplier_internal_code limit 4'),
  );
  productIds = res.rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

const ADD =
  'mutation A($id: ID!) { favoritesAdd(productId: $id) { success isFavorite productIds userErrors { field message } } }';
const REMOVE = 'mutation R($id: ID!) { favoritesRemove(productId: $id) { success isFavorite userErrors { message } } }';
const PUT_ALL =
  'mutation P($ids: [ID!]!) { putItemsToFavorite(itemUuids: $ids) { success userErrors { field message } } }';
const NOTE =
  'mutation N($id: ID!, $note: String!) { productSetNote(productId: $id, note: $note) { success note userErrors { field message } } }';
const STATE = 'query S($id: ID!) { product(id: $id) { isFavorite note } }';
const FAVORITES = '{ productSearch(filter: { favorite: true }, pagination: { size: 100 }) { total data { id } } }';

type Payload = {
  success: boolean;
  isFavorite?: boolean;
  note?: string | null;
  userErrors: { field: string | null; message: string }[];
};

async function as(email: string, lang: 'vi' | 'en' = 'vi'): Promise<TestClient> {
  const client = api.client({ lang });
  await client.signIn(email);
  return client;
}

async function state(client: TestClient, id: string) {
  return (await client.gql<{ product: { isFavorite: boolean; note: string | null } }>(STATE, { id })).data!.product;
}

describe('favourites', () => {
  it('a purchaser adds and removes; colleagues share the list, other companies never see it', async () => {
    const purchaser = await as('purchaser@chobep.vn');
    const added = await purchaser.gql<{ favoritesAdd: Payload }>(ADD, { id: productIds[0] });
    expect(added.data?.favoritesAdd).toMatchObject({ success: true, isFavorite: true });
    // Twice is harmless.
    expect(
      (await purchaser.gql<{ favoritesAdd: Payload }>(ADD, { id: productIds[0] })).data?.favoritesAdd.success,
    ).toBe(true);
    expect(await state(purchaser, productIds[0]!)).toMatchObject({ isFavorite: true });

    const owner = await as('owner@chobep.vn');
    expect(await state(owner, productIds[0]!)).toMatchObject({ isFavorite: true });
    const other = await as('owner@quancomnha.vn');
    expect(await state(other, productIds[0]!)).toMatchObject({ isFavorite: false });
    const otherList = await other.gql<{ productSearch: { data: { id: string }[] } }>(FAVORITES);
    expect(otherList.data!.productSearch.data.map((p) => p.id)).not.toContain(productIds[0]);

    const removed = await purchaser.gql<{ favoritesRemove: Payload }>(REMOVE, { id: productIds[0] });
    expect(removed.data?.favoritesRemove).toMatchObject({ success: true, isFavorite: false });
    expect(await state(owner, productIds[0]!)).toMatchObject({ isFavorite: false });
  });

  it('another company removing a product does not touch this company’s favourite', async () => {
    const purchaser = await as('purchaser@chobep.vn');
    await purchaser.gql(ADD, { id: productIds[1] });
    const other = await as('owner@quancomnha.vn');
    await other.gql(REMOVE, { id: productIds[1] });
    expect(await state(purchaser, productIds[1]!)).toMatchObject({ isFavorite: true });
  });

  it('Add all to favourite adds every product, or none when one is unknown', async () => {
    const owner = await as('owner@chobep.vn', 'en');
    const bad = await owner.gql<{ putItemsToFavorite: Payload }>(PUT_ALL, {
      ids: [productIds[2], '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.data?.putItemsToFavorite).toMatchObject({
      success: false,
      userErrors: [{ field: 'productId', message: 'Product not found' }],
    });
    expect(await state(owner, productIds[2]!)).toMatchObject({ isFavorite: false });

    const good = await owner.gql<{ putItemsToFavorite: Payload }>(PUT_ALL, { ids: [productIds[2], productIds[3]] });
    expect(good.data?.putItemsToFavorite.success).toBe(true);
    const list = await owner.gql<{ productSearch: { data: { id: string }[] } }>(FAVORITES);
    expect(list.data!.productSearch.data.map((p) => p.id)).toEqual(
      expect.arrayContaining([productIds[2], productIds[3]]),
    );
  });

  it('needs a session, then BUYER_FAVORITE_ITEM_ADD (a refusal in userErrors)', async () => {
    const visitor = await api.client({ lang: 'en' }).gql(ADD, { id: productIds[0] });
    expect(visitor.errors?.[0]?.message).toBe('Authentication is required');
    const approver = await as('approver@chobep.vn', 'en');
    for (const [q, v] of [
      [ADD, { id: productIds[0] }],
      [REMOVE, { id: productIds[0] }],
      [PUT_ALL, { ids: [productIds[0]] }],
    ] as const) {
      const res = await approver.gql<Record<string, Payload>>(q, v);
      expect(res.errors).toBeUndefined();
      const payload = Object.values(res.data ?? {})[0];
      expect(payload).toMatchObject({
        success: false,
        userErrors: [expect.objectContaining({ message: 'You do not have permission to do this' })],
      });
    }
    expect(await state(approver, productIds[0]!)).toMatchObject({ isFavorite: false });
  });
});

describe('notes', () => {
  it('saves trimmed, replaces, and removes with an empty note; scoped to the company', async () => {
    const purchaser = await as('purchaser@chobep.vn');
    const saved = await purchaser.gql<{ productSetNote: Payload }>(NOTE, {
      id: productIds[0],
      note: '  Giao trước 7h sáng  ',
    });
    expect(saved.data?.productSetNote).toMatchObject({ success: true, note: 'Giao trước 7h sáng' });
    expect(await state(purchaser, productIds[0]!)).toMatchObject({ note: 'Giao trước 7h sáng' });

    const approver = await as('approver@chobep.vn');
    expect(await state(approver, productIds[0]!)).toMatchObject({ note: 'Giao trước 7h sáng' });
    const other = await as('owner@quancomnha.vn');
    expect(await state(other, productIds[0]!)).toMatchObject({ note: null });
    expect(await state(api.client(), productIds[0]!)).toMatchObject({ note: null });

    await other.gql(NOTE, { id: productIds[0], note: 'Của công ty khác' });
    expect(await state(purchaser, productIds[0]!)).toMatchObject({ note: 'Giao trước 7h sáng' });

    await purchaser.gql(NOTE, { id: productIds[0], note: 'Chọn quả chín' });
    expect(await state(purchaser, productIds[0]!)).toMatchObject({ note: 'Chọn quả chín' });
    const removed = await purchaser.gql<{ productSetNote: Payload }>(NOTE, { id: productIds[0], note: '   ' });
    expect(removed.data?.productSetNote).toMatchObject({ success: true, note: null });
    expect(await state(purchaser, productIds[0]!)).toMatchObject({ note: null });
  });

  it('refuses a note that is too long or a product that does not exist, in both languages', async () => {
    const vi = await as('purchaser@chobep.vn');
    const long = await vi.gql<{ productSetNote: Payload }>(NOTE, { id: productIds[0], note: 'x'.repeat(501) });
    expect(long.data?.productSetNote).toMatchObject({
      success: false,
      userErrors: [{ field: 'note', message: 'Ghi chú không được dài quá 500 ký tự' }],
    });
    const en = await as('purchaser@chobep.vn', 'en');
    const missing = await en.gql<{ productSetNote: Payload }>(NOTE, { id: 'not-a-product', note: 'x' });
    expect(missing.data?.productSetNote.userErrors[0]?.message).toBe('Product not found');
  });

  it('visitors are asked to sign in', async () => {
    const res = await api.client({ lang: 'en' }).gql(NOTE, { id: productIds[0], note: 'x' });
    expect(res.errors?.[0]?.message).toBe('Authentication is required');
  });
});
