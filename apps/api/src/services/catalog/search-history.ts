import { type Db, searchHistory, stores } from '@chobep/db';
import { checkBadWord, DomainError, searchKey } from '@chobep/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

export type SearchHistoryRow = typeof searchHistory.$inferSelect;

export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/** Older keywords of a store beyond this many are deleted when a new one is saved. */
export const SEARCH_HISTORY_MAX_PER_STORE = 20;
export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_MAX_LIMIT = 50;
/**
 * A keyword is trending only when this many companies searched for it: trending searches are public, and a
 * keyword that only one or two companies typed (a supplier's name, a private code) is theirs, not the market's.
 */
export const TRENDING_MIN_COMPANIES = 3;

/** NFC, without invisible format or control characters, single spaces, trimmed. */
export function cleanKeyword(raw: string): string {
  return raw
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The keyword as it is stored: cleaned (cleanKeyword); 1 to 100 characters with at least one letter or digit,
 * and no bad word. Throws a DomainError on the `keyword` field.
 */
export function normaliseKeyword(raw: string): string {
  const keyword = cleanKeyword(raw);
  if (!keyword) throw new DomainError('REQUIRED', 'keyword');
  if ([...keyword].length > SEARCH_KEYWORD_MAX_LENGTH) {
    throw new DomainError('SEARCH_KEYWORD_TOO_LONG', 'keyword', { max: SEARCH_KEYWORD_MAX_LENGTH });
  }
  if (!searchKey(keyword)) throw new DomainError('SEARCH_KEYWORD_NO_LETTERS', 'keyword');
  if (!checkBadWord(keyword).isValid) throw new DomainError('SEARCH_KEYWORD_INAPPROPRIATE', 'keyword');
  return keyword;
}

/** The store's keywords, newest first. The caller has checked that the viewer may act for the store. */
export async function listSearchHistory(db: Db, storeId: string, limit: number): Promise<SearchHistoryRow[]> {
  const size = Math.min(Math.max(Math.trunc(limit), 0), SEARCH_HISTORY_MAX_PER_STORE);
  if (size === 0) return [];
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.storeId, storeId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(size);
}

/**
 * Saves a keyword once per store: "Cà chua" and "ca chua" share one row (keyed by searchKey). Searching it again
 * moves the row to the top (created_at is refreshed) and keeps the spelling typed last. Times come from the
 * database clock, so several API instances order one store's keywords alike. Only the newest
 * SEARCH_HISTORY_MAX_PER_STORE rows of the store are kept.
 */
export async function saveSearchHistory(db: Db, storeId: string, rawKeyword: string): Promise<SearchHistoryRow> {
  const keyword = normaliseKeyword(rawKeyword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searchHistory)
      .values({ storeId, keyword, keywordKey: searchKey(keyword) })
      .onConflictDoUpdate({
        target: [searchHistory.storeId, searchHistory.keywordKey],
        set: { keyword, createdAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('search history upsert returned no row');
    const beyond = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.storeId, storeId))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .offset(SEARCH_HISTORY_MAX_PER_STORE);
    await tx.delete(searchHistory).where(and(eq(searchHistory.storeId, storeId), inArray(searchHistory.id, beyond)));
    return row;
  });
}

/**
 * Deletes every keyword of the store (isDeleteAll wins over a keyword), or the one with the same searchKey as
 * `keyword`. Deleting a keyword that is not there succeeds: the caller wanted it gone, and it is.
 */
export async function deleteSearchHistory(
  db: Db,
  storeId: string,
  input: { keyword?: string | null; isDeleteAll?: boolean | null },
): Promise<void> {
  if (input.isDeleteAll) {
    await db.delete(searchHistory).where(eq(searchHistory.storeId, storeId));
    return;
  }
  if (!input.keyword?.trim()) throw new DomainError('REQUIRED', 'keyword');
  const key = searchKey(input.keyword);
  if (!key) throw new DomainError('SEARCH_KEYWORD_NO_LETTERS', 'keyword');
  await db.delete(searchHistory).where(and(eq(searchHistory.storeId, storeId), eq(searchHistory.keywordKey, key)));
}

export interface TrendingSearchRow {
  keyword: string;
  count: number;
}

/**
 * The keywords most stores searched for in the last TRENDING_WINDOW_DAYS days, among those at least
 * TRENDING_MIN_COMPANIES companies searched for. The history keeps one row per store and keyword, so `count` is the
 * number of stores whose latest search for it falls in the window. Each keyword is shown in its most common
 * spelling (ties: the one saved last), cleaned of control characters. Keywords checkBadWord refuses are skipped,
 * also ones saved before a word joined the list; pages are read until `limit` clean keywords are found.
 */
export async function trendingSearches(db: Db, limit: number): Promise<TrendingSearchRow[]> {
  const size = Math.min(Math.max(Math.trunc(limit), 0), TRENDING_MAX_LIMIT);
  const out: TrendingSearchRow[] = [];
  const page = Math.max(size * 2, 20);
  for (let offset = 0; out.length < size; offset += page) {
    const result = await db.execute<{ keyword: string; count: number }>(sql`
      with recent as (
        select h.keyword_key, h.keyword, h.created_at, s.buyer_id
        from ${searchHistory} h join ${stores} s on s.id = h.store_id
        where h.created_at >= now() - make_interval(days => ${TRENDING_WINDOW_DAYS})
      ), shared as (
        select keyword_key from recent group by keyword_key
        having count(distinct buyer_id) >= ${TRENDING_MIN_COMPANIES}
      ), spellings as (
        select keyword_key, keyword, count(*)::int as n, max(created_at) as last_at
        from recent join shared using (keyword_key)
        group by keyword_key, keyword
      ), ranked as (
        select keyword_key, keyword,
               sum(n) over (partition by keyword_key)::int as total,
               row_number() over (partition by keyword_key order by n desc, last_at desc, keyword collate "C") as pick
        from spellings
      )
      select keyword, total as count from ranked
      where pick = 1
      order by total desc, keyword_key collate "C"
      limit ${page} offset ${offset}`);
    for (const row of result.rows) {
      const keyword = cleanKeyword(row.keyword);
      if (out.length < size && keyword && checkBadWord(keyword).isValid) {
        out.push({ keyword, count: Number(row.count) });
      }
    }
    if (result.rows.length < page) break;
  }
  return out;
}
