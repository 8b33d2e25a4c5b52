/** Kinds of home widget, in the spelling of spec/foundations.md §3 (also the GraphQL enum values). */
export const WIDGET_TYPES = [
  'CarouselBannerWidget',
  'RecommendationWidget',
  'ShowcaseWidget',
  'MightFavoriteProductsWidget',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** What a banner does when clicked. */
export const BANNER_KINDS = ['GoToScreen', 'ShowPopup', 'ShowWebView'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** Where a banner (or a popup's button) leads (spec/trading.md §3). */
export const BANNER_LINK_TYPES = ['PRODUCT', 'TAG', 'CATEGORY', 'BRAND', 'URL'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Region-specific showcases end with this (spec/foundations.md §2.4: the partner super showcase). */
export const SUPER_WIDGET_SUFFIX = '_SUPER';

/** Products of a showcase when the client does not say (spec/foundations.md §9: home products 10; ours 12 fills a row of 6). */
export const SHOWCASE_DEFAULT_SIZE = 12;
/** Related-product lists on the product page. */
export const RELATED_DEFAULT_SIZE = 12;
/** Recommended-for-you and might-favourite lists (spec: might-favourite pages are at most 100). */
export const RECOMMENDATION_DEFAULT_SIZE = 20;
export const RECOMMENDATION_MAX_SIZE = 100;
/** The recommendation popup after a new store (spec/foundations.md §6 "size 10"; its cards' maximum quantity is
 * cart/commit-quantity's RECOMMENDATION_MAX_QUANTITY). */
export const RECOMMENDATION_POPUP_SIZE = 10;

/** A list size as the API accepts it: a whole number from 1 to `max`, `fallback` when not given. */
export function clampListSize(
  size: number | null | undefined,
  fallback: number,
  max = RECOMMENDATION_MAX_SIZE,
): number {
  if (size === null || size === undefined || !Number.isFinite(size)) return fallback;
  return Math.min(Math.max(Math.trunc(size), 1), max);
}
