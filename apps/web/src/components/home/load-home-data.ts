import { DEFAULT_REGION, type Region } from '@chobep/domain/platform/constants';
import type { ResultOf } from '@/lib/api/graphql';
import {
  HomeCategoriesQuery,
  HomeMightFavoriteQuery,
  HomePopupQuery,
  HomePreviouslyBoughtQuery,
  HomeRecommendedQuery,
  HomeTrustedBrandsQuery,
  HomeWidgetsQuery,
} from '@/lib/api/home';
import { ApiError } from '@/lib/api/request';
import { serverRequest } from '@/lib/api/server';

/** Products per personal row (recommended, might-favourite); every card is server-rendered. */
const PERSONAL_ROW_SIZE = 20;
/** Previously bought: Add all to favourite takes every loaded product (productSearch pages are at most 100). */
const PREVIOUSLY_BOUGHT_SIZE = 100;

export type HomeWidget = ResultOf<typeof HomeWidgetsQuery>['widgets'][number];
export type HomeCategory = ResultOf<typeof HomeCategoriesQuery>['categories'][number];
export type HomeProduct = ResultOf<typeof HomeRecommendedQuery>['recommendedProducts'][number];
export type HomePopupResult = NonNullable<ResultOf<typeof HomePopupQuery>['homePagePopup']>;

export interface HomeData {
  /** null: the widgets could not be loaded (every widget section is then hidden). */
  widgets: HomeWidget[] | null;
  categories: HomeCategory[];
  trustedBrands: ResultOf<typeof HomeTrustedBrandsQuery>['brandsForHome'];
  popup: HomePopupResult | null;
  /** Whether the popup query answered (a failure must not clear the stored "do not show again" choices). */
  popupKnown: boolean;
  recommended: HomeProduct[];
  mightFavorite: HomeProduct[];
  previouslyBought: { products: HomeProduct[]; total: number };
  /**
   * The sections whose query failed (after the retries): the page says so, with a way to try again, rather than
   * render as if they were empty (HomeLoadError).
   */
  failed: string[];
}

/**
 * Waits before each new attempt at a section whose call failed on the way (connection refused or reset, a 502/503
 * from a proxy): an API that is restarting, or still loading when the first visitor comes, answers within moments.
 */
export const HOME_RETRY_DELAYS_MS = [250, 750] as const;
/**
 * No new attempt once this long has gone since the first: a call that timed out (10 s) is not repeated, as the page
 * would keep the visitor waiting far longer than the error state and its retry button do.
 */
export const HOME_RETRY_BUDGET_MS = 2_000;

/** A failure on the way to the API (not an answer from it): trying again may well succeed. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

/** One section's data, or the fallback when its query fails: the other sections still render. */
async function section<T>(name: string, load: () => Promise<T>, fallback: T): Promise<{ ok: boolean; value: T }> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return { ok: true, value: await load() };
    } catch (error) {
      const delay = HOME_RETRY_DELAYS_MS[attempt];
      if (isTransient(error) && delay !== undefined && Date.now() - started + delay < HOME_RETRY_BUDGET_MS) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      console.error(`Home section ${name} failed to load (attempt ${attempt + 1})`, error);
      return { ok: false, value: fallback };
    }
  }
}

/**
 * Everything the home page shows, fetched in parallel on the server (one request per section, so
 * a failing one is hidden alone). Personal sections are asked for only when someone is signed in;
 * previously bought also needs a store.
 */
export async function loadHomeData({
  signedIn,
  hasStore,
  region,
}: {
  signedIn: boolean;
  hasStore: boolean;
  region: Region | null;
}): Promise<HomeData> {
  const none: HomeProduct[] = [];
  const [widgets, categories, trustedBrands, popup, recommended, mightFavorite, previouslyBought] = await Promise.all([
    section(
      'widgets',
      async () => (await serverRequest(HomeWidgetsQuery, { regions: [region ?? DEFAULT_REGION] })).widgets,
      null,
    ),
    section('categories', async () => (await serverRequest(HomeCategoriesQuery)).categories, []),
    section('trustedBrands', async () => (await serverRequest(HomeTrustedBrandsQuery)).brandsForHome, []),
    section('popup', async () => (await serverRequest(HomePopupQuery)).homePagePopup, null),
    signedIn
      ? section(
          'recommended',
          async () => (await serverRequest(HomeRecommendedQuery, { size: PERSONAL_ROW_SIZE })).recommendedProducts,
          none,
        )
      : { ok: true, value: none },
    signedIn
      ? section(
          'mightFavorite',
          async () => (await serverRequest(HomeMightFavoriteQuery, { size: PERSONAL_ROW_SIZE })).mightFavoriteProducts,
          none,
        )
      : { ok: true, value: none },
    signedIn && hasStore
      ? section(
          'previouslyBought',
          async () => {
            const { productSearch } = await serverRequest(HomePreviouslyBoughtQuery, { size: PREVIOUSLY_BOUGHT_SIZE });
            return { products: productSearch.data, total: productSearch.total };
          },
          { products: none, total: 0 },
        )
      : { ok: true, value: { products: none, total: 0 } },
  ]);
  // The popup is left out: it is not a section of the page, and popupKnown already keeps a failure from counting.
  const loaded = { widgets, categories, trustedBrands, recommended, mightFavorite, previouslyBought };
  return {
    failed: Object.entries(loaded)
      .filter(([, result]) => !result.ok)
      .map(([name]) => name),
    widgets: widgets.value,
    categories: categories.value,
    trustedBrands: trustedBrands.value,
    popup: popup.value,
    popupKnown: popup.ok,
    recommended: recommended.value,
    mightFavorite: mightFavorite.value,
    previouslyBought: previouslyBought.value,
  };
}
