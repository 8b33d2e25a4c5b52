import { DEMO_ACCOUNTS } from '@chobep/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

/**
 * Text PostgreSQL cannot store is invalid input (issue 11, point 5): a NUL byte in these arguments was a database
 * error masked as "Something wrong"; a lone surrogate was silently stored as U+FFFD. text-arguments.ts refuses both
 * for every argument; these are the cases the issue names, plus one of each shape (list, nested input, inline).
 */

let api: TestApi;
let owner: TestClient;
let storeId: string;
let product: { id: string; code: string };

beforeAll(async () => {
  api = await createTestApi();
  const rows = await api.database.db.execute<{ id: string; code: string }>(
    sql.raw(
      'select id, supplier_internal_code as code from products where is_active order by supplier_internal_code limit 1',
    ),
  );
  product = rows.rows[0] as { id: string; code: string };
  owner = api.client();
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
  const me = await owner.gql<{ me: { stores: { id: string }[] } }>('query TextMe { me { stores { id } } }');
  storeId = me.data?.me.stores[0]?.id as string;
});
afterAll(async () => {
  await api?.close();
});

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;

function expectInvalidText(errors: Errors, field: string, message: string) {
  expect(errors).toHaveLength(1);
  expect(errors?.[0]?.message).toBe(message);
  expect(errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_TEXT', field });
}

describe('queries: a BAD_USER_INPUT error naming the argument', () => {
  it('categories(supplierName) with a NUL byte', async () => {
    const res = await api
      .client()
      .gql('query TextCategories($name: String) { categories(supplierName: $name) { id } }', { name: 'Vissan\u0000' });
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expectInvalidText(res.errors, 'supplierName', 'Tên nhà cung cấp chứa ký tự không hợp lệ');
  });

  it('productBySupplierInternalCode with a NUL byte, in English', async () => {
    const res = await api
      .client({ lang: 'en' })
      .gql('query TextByCode($code: String!) { productBySupplierInternalCode(supplierInternalCode: $code) { id } }', {
        code: `${product.code}\u0000`,
      });
    expect(res.data).toEqual({ productBySupplierInternalCode: null });
    expectInvalidText(
      res.errors,
      'supplierInternalCode',
      "Supplier's product code contains characters that are not allowed",
    );
  });

  it('the same written inline in the document', async () => {
    const res = await api
      .client()
      .gql(
        `query TextByCodeInline { productBySupplierInternalCode(supplierInternalCode: "${product.code}\\u0000") { id } }`,
      );
    expectInvalidText(res.errors, 'supplierInternalCode', 'Mã sản phẩm của nhà cung cấp chứa ký tự không hợp lệ');
  });

  it('an element of a list inside an input object, by its path', async () => {
    const res = await api
      .client({ lang: 'en' })
      .gql('query TextSearch($filter: ProductFilter) { productSearch(filter: $filter) { total } }', {
        filter: { query: 'cà chua', suppliers: ['Vissan', 'Vis\ud800san'] },
      });
    expectInvalidText(res.errors, 'filter.suppliers[1]', 'suppliers contains characters that are not allowed');
  });

  it('text the database can store still passes: tabs, escapes, emoji', async () => {
    const res = await api
      .client()
      .gql('query TextFine($name: String) { categories(supplierName: $name) { id } }', { name: 'Vis\tsan \u001b 😀' });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ categories: [] });
  });
});

describe('mutations: a userError with the field, nothing written', () => {
  const noteOf = async () =>
    (
      await owner.gql<{ product: { note: string | null } }>('query TextNote($id: ID!) { product(id: $id) { note } }', {
        id: product.id,
      })
    ).data?.product.note;

  it('productSetNote.note with a NUL byte', async () => {
    await owner.gql(
      'mutation TextSeedNote($id: ID!) { productSetNote(productId: $id, note: "Giao sớm") { success } }',
      {
        id: product.id,
      },
    );
    const res = await owner.gql<{ productSetNote: { success: boolean; userErrors: unknown[]; note: string | null } }>(
      'mutation TextNoteNul($id: ID!, $note: String!) { productSetNote(productId: $id, note: $note) { success userErrors { field code message } note } }',
      { id: product.id, note: 'Giao\u0000 sớm' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.productSetNote).toEqual({
      success: false,
      userErrors: [{ field: 'note', code: 'INVALID_TEXT', message: 'Ghi chú chứa ký tự không hợp lệ' }],
      note: null,
    });
    expect(await noteOf()).toBe('Giao sớm');
  });

  it('productSetNote.note with a lone surrogate, which used to be stored as U+FFFD', async () => {
    const res = await owner.gql<{ productSetNote: { success: boolean; userErrors: Array<{ code: string }> } }>(
      'mutation TextNoteSurrogate($id: ID!, $note: String!) { productSetNote(productId: $id, note: $note) { success userErrors { code } } }',
      { id: product.id, note: 'Giao \ud83d sớm' },
    );
    expect(res.data?.productSetNote).toEqual({ success: false, userErrors: [{ code: 'INVALID_TEXT' }] });
    expect(await noteOf()).toBe('Giao sớm');
  });

  it('saveSearchHistory.keyword with a NUL byte, in English', async () => {
    const history = async () =>
      (
        await owner.gql<{ searchHistory: { keyword: string }[] }>(
          'query TextHistory($storeId: ID!) { searchHistory(storeId: $storeId, limit: 20) { keyword } }',
          { storeId },
        )
      ).data?.searchHistory;
    const before = await history();
    const res = await owner.gql<{ saveSearchHistory: unknown }>(
      'mutation TextSave($input: SaveSearchHistoryInput!) { saveSearchHistory(input: $input) { success userErrors { field code message } item { keyword } } }',
      { input: { storeId, keyword: 'nước mắm\u0000' } },
      { 'x-lang': 'en' },
    );
    expect(res.data?.saveSearchHistory).toEqual({
      success: false,
      userErrors: [
        { field: 'keyword', code: 'INVALID_TEXT', message: 'Keyword contains characters that are not allowed' },
      ],
      item: null,
    });
    expect(await history()).toEqual(before);
  });

  it('an id in a list', async () => {
    const res = await owner.gql<{ putItemsToFavorite: unknown }>(
      'mutation TextFavorites($ids: [ID!]!) { putItemsToFavorite(itemUuids: $ids) { success userErrors { field code } } }',
      { ids: [product.id, `${product.id}\u0000`] },
    );
    expect(res.data?.putItemsToFavorite).toEqual({
      success: false,
      userErrors: [{ field: 'itemUuids', code: 'INVALID_TEXT' }],
    });
  });

  it('a visitor is refused for the session first: the input rules of a private operation stay private', async () => {
    const res = await api
      .client()
      .gql('mutation TextVisitor($id: ID!) { productSetNote(productId: $id, note: "\\u0000") { success } }', {
        id: product.id,
      });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('GET parameters that are not JSON', () => {
  it.each([
    ['variables', '/graphql?query=%7B__typename%7D&variables=%7B', 'The request parameter variables is not valid JSON'],
    [
      'extensions',
      '/graphql?query=%7B__typename%7D&extensions=%5B',
      'The request parameter extensions is not valid JSON',
    ],
  ])('malformed %s: a 400 naming it, not an unexpected fault', async (_name, url, message) => {
    const res = await api.app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-lang': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  });
});
