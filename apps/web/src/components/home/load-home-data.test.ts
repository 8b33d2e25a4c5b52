import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeCategoriesQuery, HomeTrustedBrandsQuery, HomeWidgetsQuery } from '@/lib/api/home';
import { ApiError } from '@/lib/api/request';
import { HOME_RETRY_BUDGET_MS, loadHomeData } from './load-home-data';

/**
 * Issue 12 §7: on a first start the home page rendered while the API was not up, every section failed, and the page
 * looked empty. A failure on the way to the API (NETWORK_ERROR: refused, reset, a proxy's 503) is tried again with
 * backoff; what still fails is reported in `failed`, which the page turns into its error state.
 */
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/server', () => ({ serverRequest: request }));

const refused = () => new ApiError('NETWORK_ERROR', 'fetch failed');
const answers = new Map<unknown, unknown>([
  [HomeWidgetsQuery, { widgets: [{ widgetId: 'BEST_DEALS' }] }],
  [HomeCategoriesQuery, { categories: [{ id: 1, name: 'Rau', children: [] }] }],
  [HomeTrustedBrandsQuery, { brandsForHome: [{ id: 7 }] }],
]);
const answer = (document: unknown) => answers.get(document) ?? { homePagePopup: null };
const visitor = { signedIn: false, hasStore: false, region: 'HCM' } as const;

afterEach(() => {
  request.mockReset();
  vi.useRealTimers();
  vi.spyOn(console, 'error').mockRestore();
});

describe('loadHomeData', () => {
  it('tries a section again after a refused connection, and the page gets its data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures = new Map<unknown, number>([
      [HomeWidgetsQuery, 1],
      [HomeCategoriesQuery, 2],
    ]);
    request.mockImplementation(async (document: unknown) => {
      const left = failures.get(document) ?? 0;
      if (left > 0) {
        failures.set(document, left - 1);
        throw refused();
      }
      return answer(document);
    });
    const data = await loadHomeData(visitor);
    expect(data.failed).toEqual([]);
    expect(data.widgets).toEqual([{ widgetId: 'BEST_DEALS' }]);
    expect(data.categories).toHaveLength(1);
    expect(request.mock.calls.filter(([d]) => d === HomeCategoriesQuery)).toHaveLength(3);
  });

  it('reports the sections that still fail after the retries, rather than passing them off as empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    request.mockImplementation(async () => {
      throw refused();
    });
    const started = Date.now();
    const data = await loadHomeData(visitor);
    expect(data.failed.sort()).toEqual(['categories', 'trustedBrands', 'widgets']);
    expect(data.popupKnown).toBe(false);
    // Three attempts each (the delays 250 ms and 750 ms), within the budget.
    expect(request.mock.calls.filter(([d]) => d === HomeWidgetsQuery)).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(HOME_RETRY_BUDGET_MS + 500);
  });

  it('does not repeat a call that timed out (the budget is spent) nor an answer of the API', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    request.mockImplementation(async (document: unknown) => {
      if (document === HomeWidgetsQuery) {
        vi.setSystemTime(Date.now() + 10_000);
        throw new ApiError('NETWORK_ERROR', 'The operation was aborted due to timeout');
      }
      if (document === HomeCategoriesQuery) throw new ApiError('SOMETHING_WRONG', 'Something wrong', 200);
      return answer(document);
    });
    const data = await loadHomeData(visitor);
    expect(data.failed.sort()).toEqual(['categories', 'widgets']);
    expect(request.mock.calls.filter(([d]) => d === HomeWidgetsQuery)).toHaveLength(1);
    expect(request.mock.calls.filter(([d]) => d === HomeCategoriesQuery)).toHaveLength(1);
    expect(data.trustedBrands).toEqual([{ id: 7 }]);
  });
});
