import { DEMO_STORES, searchHistory } from '@chobep/db';
import { searchKey } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  await api.database.db.execute(sql`delete from search_history`);
});

const Q1 = DEMO_STORES.bepVietQuan1.id;
const THAO_DIEN = DEMO_STORES.bepVietThaoDien.id;
const HOAN_KIEM = DEMO_STORES.quanComHoanKiem.id;
const CAU_GIAY = DEMO_STORES.quanComCauGiay.id;

const HISTORY = `query History($storeId: ID!, $limit: Int) {
  searchHistory(storeId: $storeId, limit: $limit) { id keyword storeId createdAt }
}`;
const SAVE = `mutation Save($input: SaveSearchHistoryInput!) {
  saveSearchHistory(input: $input) { success userErrors { field code message } item { id keyword storeId createdAt } }
}`;
const DELETE = `mutation Delete($input: DeleteSearchHistoryInput!) {
  deleteSearchHistory(input: $input) { success userErrors { field code message } }
}`;
const TRENDING = `query Trending($limit: Int) { trendingSearches(limit: $limit) { keyword count } }`;
const BAD_WORD = `query BadWord($word: String!) { badWordCheck(word: $word) { isValid } }`;

type Item = { id: string; keyword: string; storeId: string; createdAt: string };
type UserErrors = Array<{ field: string | null; code: string; message: string }>;
type HistoryData = { searchHistory: Item[] };
type SaveData = { saveSearchHistory: { success: boolean; userErrors: UserErrors; item: Item | null } };
type DeleteData = { deleteSearchHistory: { success: boolean; userErrors: UserErrors } };
type TrendingData = { trendingSearches: Array<{ keyword: string; count: number }> };

async function signedIn(email: string, lang: 'vi' | 'en' = 'vi'): Promise<TestClient> {
  const client = api.client({ lang });
  await client.signIn(email);
  return client;
}

async function save(client: TestClient, storeId: string, keyword: string) {
  const res = await client.gql<SaveData>(SAVE, { input: { storeId, keyword } });
  expect(res.errors).toBeUndefined();
  return res.data!.saveSearchHistory;
}

async function history(client: TestClient, storeId: string, limit?: number): Promise<string[]> {
  const res = await client.gql<HistoryData>(HISTORY, { storeId, limit });
  expect(res.errors).toBeUndefined();
  return res.data!.searchHistory.map((i) => i.keyword);
}

async function rowsOf(storeId: string) {
  return api.database.db.select().from(searchHistory).where(eq(searchHistory.storeId, storeId));
}

describe('without a session', () => {
  it('history calls fail with "Authentication is required"', async () => {
    const visitor = api.client({ lang: 'en' });
    const calls: Array<[string, Record<string, unknown>]> = [
      [HISTORY, { storeId: Q1 }],
      [SAVE, { input: { storeId: Q1, keyword: 'cà chua' } }],
      [DELETE, { input: { storeId: Q1, isDeleteAll: true } }],
    ];
    for (const [query, variables] of calls) {
      const res = await visitor.gql(query, variables);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: 'Authentication is required',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(await rowsOf(Q1)).toHaveLength(0);
  });

  it('badWordCheck is open to visitors', async () => {
    const visitor = api.client();
    for (const [word, isValid] of [
      ['bia lon', true],
      ['cặp lồng', true],
      ['đĩa nhựa', true],
      ['lồn', false],
      ['đm', false],
      ['FUCK', false],
      ['', true],
      ['a'.repeat(201), false],
    ] as const) {
      const res = await visitor.gql<{ badWordCheck: { isValid: boolean } }>(BAD_WORD, { word });
      expect(res.errors, word).toBeUndefined();
      expect(res.data?.badWordCheck, word).toEqual({ isValid });
    }
  });
});

describe('saveSearchHistory and searchHistory', () => {
  it('saves a keyword once: saving it again keeps one row and moves it to the top', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const first = await save(owner, Q1, 'Cà chua');
    expect(first).toMatchObject({ success: true, userErrors: [], item: { keyword: 'Cà chua', storeId: Q1 } });
    await save(owner, Q1, 'nước mắm');
    expect(await history(owner, Q1)).toEqual(['nước mắm', 'Cà chua']);

    const again = await save(owner, Q1, 'Cà chua');
    expect(again.item?.id).toBe(first.item?.id);
    expect(new Date(again.item?.createdAt ?? 0).getTime()).toBeGreaterThan(
      new Date(first.item?.createdAt ?? 0).getTime(),
    );
    expect(await history(owner, Q1)).toEqual(['Cà chua', 'nước mắm']);
    expect(await rowsOf(Q1)).toHaveLength(2);
  });

  it('treats accent, case, space and NFD variants as one entry, keeping the spelling typed last, stored as NFC', async () => {
    const owner = await signedIn('owner@chobep.vn');
    await save(owner, Q1, 'Cà chua');
    await save(owner, Q1, '  ca   chua ');
    await save(owner, Q1, 'CÀ CHUA');
    await save(owner, Q1, 'cà chua bi'.normalize('NFD'));
    const rows = await rowsOf(Q1);
    expect(rows.map((r) => [r.keyword, r.keywordKey]).sort()).toEqual([
      ['CÀ CHUA', 'ca chua'],
      ['cà chua bi', 'ca chua bi'],
    ]);
    expect(rows.every((r) => r.keyword === r.keyword.normalize('NFC'))).toBe(true);
    expect(await history(owner, Q1)).toEqual(['cà chua bi', 'CÀ CHUA']);
  });

  it('keeps the history per store', async () => {
    const owner = await signedIn('owner@chobep.vn');
    await save(owner, Q1, 'hành tím');
    await save(owner, THAO_DIEN, 'sả');
    expect(await history(owner, Q1)).toEqual(['hành tím']);
    expect(await history(owner, THAO_DIEN)).toEqual(['sả']);
  });

  it('keeps the newest 20 keywords of a store and honours limit', async () => {
    const owner = await signedIn('owner@chobep.vn');
    for (let i = 1; i <= 22; i++) await save(owner, Q1, `từ khoá ${i}`);
    expect(await rowsOf(Q1)).toHaveLength(20);
    const all = await history(owner, Q1, 50);
    expect(all).toHaveLength(20);
    expect(all[0]).toBe('từ khoá 22');
    expect(all.at(-1)).toBe('từ khoá 3');
    expect(await history(owner, Q1)).toHaveLength(10);
    expect(await history(owner, Q1, 3)).toEqual(['từ khoá 22', 'từ khoá 21', 'từ khoá 20']);
  });

  it('explains an empty, over-long or letterless keyword on the keyword field, in both languages', async () => {
    const vi = await signedIn('owner@chobep.vn', 'vi');
    const en = await signedIn('owner@chobep.vn', 'en');
    const cases: Array<[TestClient, string, string, string]> = [
      [vi, '   ', 'REQUIRED', 'Từ khoá không được để trống'],
      [en, '', 'REQUIRED', 'Keyword must not be empty'],
      [vi, 'a'.repeat(101), 'SEARCH_KEYWORD_TOO_LONG', 'Từ khoá tìm kiếm không được dài quá 100 ký tự'],
      [en, 'ộ'.repeat(101), 'SEARCH_KEYWORD_TOO_LONG', 'The search keyword must be at most 100 characters long'],
      [en, '!!! ???', 'SEARCH_KEYWORD_NO_LETTERS', 'The search keyword must contain at least one letter or digit'],
    ];
    for (const [client, keyword, code, message] of cases) {
      const res = await save(client, Q1, keyword);
      expect(res, keyword).toMatchObject({
        success: false,
        item: null,
        userErrors: [{ field: 'keyword', code, message }],
      });
    }
    // 100 characters is fine, also when typed decomposed.
    expect((await save(vi, Q1, 'ộ'.repeat(100).normalize('NFD'))).success).toBe(true);
    expect(await rowsOf(Q1)).toHaveLength(1);
  });

  it('refuses a bad word with a translated message and saves nothing', async () => {
    const vi = await signedIn('owner@chobep.vn', 'vi');
    const viRes = await save(vi, Q1, 'thịt bò đm');
    expect(viRes).toMatchObject({
      success: false,
      item: null,
      userErrors: [
        {
          field: 'keyword',
          code: 'SEARCH_KEYWORD_INAPPROPRIATE',
          message: 'Từ khoá tìm kiếm có từ ngữ không phù hợp, vui lòng nhập từ khoá khác',
        },
      ],
    });
    const en = await signedIn('owner@chobep.vn', 'en');
    const enRes = await save(en, Q1, 'FUCKING tomatoes');
    expect(enRes.userErrors).toEqual([
      {
        field: 'keyword',
        code: 'SEARCH_KEYWORD_INAPPROPRIATE',
        message: 'The search keyword contains inappropriate words, please try another one',
      },
    ]);
    // Food words that resemble one are saved.
    expect((await save(vi, Q1, 'bia lon')).success).toBe(true);
    expect((await save(vi, Q1, 'cặp lồng')).success).toBe(true);
    expect(await history(vi, Q1)).toEqual(['cặp lồng', 'bia lon']);
  });
});

describe('deleteSearchHistory', () => {
  it('deletes one keyword in any spelling with the same search key, or all of them', async () => {
    const owner = await signedIn('owner@chobep.vn');
    for (const k of ['Cà chua', 'nước mắm', 'hành tím']) await save(owner, Q1, k);
    await save(owner, THAO_DIEN, 'sả');

    const one = await owner.gql<DeleteData>(DELETE, { input: { storeId: Q1, keyword: 'CA CHUA' } });
    expect(one.data?.deleteSearchHistory).toEqual({ success: true, userErrors: [] });
    expect(await history(owner, Q1)).toEqual(['hành tím', 'nước mắm']);

    // Deleting what is not there succeeds and changes nothing.
    const missing = await owner.gql<DeleteData>(DELETE, { input: { storeId: Q1, keyword: 'bơ' } });
    expect(missing.data?.deleteSearchHistory.success).toBe(true);
    expect(await history(owner, Q1)).toHaveLength(2);

    const all = await owner.gql<DeleteData>(DELETE, { input: { storeId: Q1, keyword: 'ignored', isDeleteAll: true } });
    expect(all.data?.deleteSearchHistory).toEqual({ success: true, userErrors: [] });
    expect(await history(owner, Q1)).toEqual([]);
    // Only that store's history.
    expect(await history(owner, THAO_DIEN)).toEqual(['sả']);
  });

  it('needs a keyword unless everything is deleted', async () => {
    const owner = await signedIn('owner@chobep.vn', 'en');
    await save(owner, Q1, 'Cà chua');
    const res = await owner.gql<DeleteData>(DELETE, { input: { storeId: Q1, keyword: '  ' } });
    expect(res.data?.deleteSearchHistory).toEqual({
      success: false,
      userErrors: [{ field: 'keyword', code: 'REQUIRED', message: 'Keyword must not be empty' }],
    });
    const none = await owner.gql<DeleteData>(DELETE, { input: { storeId: Q1 } });
    expect(none.data?.deleteSearchHistory.userErrors[0]?.code).toBe('REQUIRED');
    expect(await rowsOf(Q1)).toHaveLength(1);
  });
});

describe("another company's store", () => {
  it('is refused for read (FORBIDDEN error, no data), save and delete (FORBIDDEN userError), and left untouched', async () => {
    const bepViet = await signedIn('owner@chobep.vn');
    await save(bepViet, Q1, 'Cà chua');
    const quanCom = await signedIn('owner@quancomnha.vn', 'en');

    const read = await quanCom.gql<HistoryData>(HISTORY, { storeId: Q1 });
    expect(read.data ?? null).toBeNull();
    expect(read.errors?.[0]).toMatchObject({
      message: 'You do not have permission to do this',
      extensions: { code: 'FORBIDDEN' },
    });
    const readVi = await quanCom.gql<HistoryData>(HISTORY, { storeId: Q1 }, { 'x-lang': 'vi' });
    expect(readVi.errors?.[0]?.message).toBe('Bạn không có quyền thực hiện thao tác này');

    const saved = await quanCom.gql<SaveData>(SAVE, { input: { storeId: Q1, keyword: 'nước mắm' } });
    expect(saved.data?.saveSearchHistory).toEqual({
      success: false,
      item: null,
      userErrors: [{ field: 'storeId', code: 'FORBIDDEN', message: 'You do not have permission to do this' }],
    });
    for (const input of [
      { storeId: Q1, isDeleteAll: true },
      { storeId: Q1, keyword: 'Cà chua' },
    ]) {
      const deleted = await quanCom.gql<DeleteData>(DELETE, { input });
      expect(deleted.data?.deleteSearchHistory).toMatchObject({ success: false, userErrors: [{ code: 'FORBIDDEN' }] });
    }
    expect((await rowsOf(Q1)).map((r) => r.keyword)).toEqual(['Cà chua']);

    // Its own stores work, and an id that is no store at all is refused the same way.
    expect((await save(quanCom, HOAN_KIEM, 'bún')).success).toBe(true);
    const bogus = await quanCom.gql<HistoryData>(HISTORY, { storeId: 'not-a-store' });
    expect(bogus.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('also covers a store of the same company that the user was not given', async () => {
    const purchaser = await signedIn('purchaser@chobep.vn');
    expect((await save(purchaser, Q1, 'Cà chua')).success).toBe(true);
    const other = await purchaser.gql<HistoryData>(HISTORY, { storeId: THAO_DIEN });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = await purchaser.gql<SaveData>(SAVE, { input: { storeId: THAO_DIEN, keyword: 'sả' } });
    expect(saved.data?.saveSearchHistory.userErrors[0]?.code).toBe('FORBIDDEN');
  });
});

describe('trendingSearches', () => {
  const BAKERY = DEMO_STORES.pendingBakery.id;
  const legacy = (storeId: string, keyword: string, createdAt = new Date()) => ({
    storeId,
    keyword,
    keywordKey: searchKey(keyword),
    createdAt,
  });

  it('counts stores of keywords several companies searched for in the last 30 days, in the most common spelling, without bad words', async () => {
    const bepViet = await signedIn('owner@chobep.vn');
    const quanCom = await signedIn('owner@quancomnha.vn');
    await save(bepViet, Q1, 'Cà chua');
    await save(bepViet, THAO_DIEN, 'cà chua');
    await save(quanCom, HOAN_KIEM, 'cà chua');
    await save(quanCom, CAU_GIAY, 'ca chua');
    // Two companies only: the market does not know it.
    await save(bepViet, Q1, 'nước mắm');
    await save(quanCom, HOAN_KIEM, 'Nước mắm');
    await save(quanCom, CAU_GIAY, 'nước mắm');
    await save(bepViet, THAO_DIEN, 'sả');
    // One company's own words, however many of its stores typed them.
    await save(bepViet, Q1, 'bepviet bí mật zqx');
    await save(bepViet, THAO_DIEN, 'bepviet bí mật zqx');
    await save(bepViet, DEMO_STORES.bepVietPhuNhuan.id, 'bepviet bí mật zqx');

    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await api.database.db.insert(searchHistory).values([
      // The third company.
      legacy(BAKERY, 'cà chua'),
      // Saved before the word joined the list: never shown, however often searched.
      legacy(Q1, 'vcl'),
      legacy(THAO_DIEN, 'vcl'),
      legacy(HOAN_KIEM, 'vcl'),
      legacy(CAU_GIAY, 'vcl'),
      legacy(BAKERY, 'vcl'),
      // Searched long ago: outside the window.
      legacy(DEMO_STORES.bepVietPhuNhuan.id, 'sả', old),
      legacy(HOAN_KIEM, 'sả', old),
      legacy(BAKERY, 'sả', old),
    ]);

    const visitor = api.client();
    const res = await visitor.gql<TrendingData>(TRENDING);
    expect(res.errors).toBeUndefined();
    expect(res.data?.trendingSearches).toEqual([{ keyword: 'cà chua', count: 5 }]);

    const top = await visitor.gql<TrendingData>(TRENDING, { limit: 1 });
    expect(top.data?.trendingSearches).toEqual([{ keyword: 'cà chua', count: 5 }]);
    const none = await visitor.gql<TrendingData>(TRENDING, { limit: 0 });
    expect(none.data?.trendingSearches).toEqual([]);
  });

  it('shows keywords saved with control characters cleaned of them, and saves new ones clean', async () => {
    await api.database.db
      .insert(searchHistory)
      .values([legacy(Q1, 'bánh\u0007mì\u001b'), legacy(HOAN_KIEM, 'bánh mì'), legacy(BAKERY, 'bánh\u007f mì')]);
    const res = await api.client().gql<TrendingData>(TRENDING);
    expect(res.data?.trendingSearches).toEqual([{ keyword: 'bánh mì', count: 3 }]);

    const owner = await signedIn('owner@chobep.vn');
    const saved = await save(owner, THAO_DIEN, 'sữa\u0008\u0085 tươi\u009b');
    expect(saved.item?.keyword).toBe('sữa tươi');
  });

  it('fills the requested number past refused keywords, reading further pages', async () => {
    // 25 refused keywords searched by four stores each outrank the clean ones (three stores each) and fill more
    // than the first page of 20 rows; the limit still comes back full.
    const rows: Array<{ storeId: string; keyword: string }> = [];
    for (let i = 1; i <= 25; i++) {
      for (const storeId of [Q1, THAO_DIEN, HOAN_KIEM, BAKERY]) rows.push({ storeId, keyword: `vcl ${i}` });
    }
    for (let i = 1; i <= 5; i++) {
      for (const storeId of [Q1, CAU_GIAY, BAKERY]) rows.push({ storeId, keyword: `món ${i}` });
    }
    await api.database.db.insert(searchHistory).values(rows.map((r) => ({ ...r, keywordKey: searchKey(r.keyword) })));
    const res = await api.client().gql<TrendingData>(TRENDING, { limit: 3 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.trendingSearches).toEqual([
      { keyword: 'món 1', count: 3 },
      { keyword: 'món 2', count: 3 },
      { keyword: 'món 3', count: 3 },
    ]);
  });
});
