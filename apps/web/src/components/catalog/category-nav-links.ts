import { localisePath } from '@chobep/domain/content/resolve-banner-link';
import type { Language } from '@chobep/domain/platform/constants';
import { categoryPath } from '@chobep/domain/text/slugify';

/** A category as the navigation shows it (the `categories` tree of the API). */
export interface CategoryNavChild {
  id: number;
  name: string;
  thumbnail: string | null;
}

export interface CategoryNavItem extends CategoryNavChild {
  children: readonly CategoryNavChild[];
}

/** The fixed entries after the categories (spec/foundations.md §2.4 "fixed extra entries"). */
export const CATEGORY_NAV_EXTRAS = [
  { key: 'farmToBusiness', path: '/tu-nong-trai-den-doanh-nghiep', icon: 'tractor' },
  { key: 'ownBrand', path: '/thuong-hieu-cho-bep', icon: 'shopping-bags' },
  { key: 'superSaving', path: '/SUPER_SAVING_TAG', icon: 'money-bag' },
  { key: 'shopByBrand', path: '/thuong-hieu', icon: 'label' },
] as const;

export type CategoryNavExtraKey = (typeof CATEGORY_NAV_EXTRAS)[number]['key'];

/** The category page in the page's language (name slug, id, ?lang= for English). */
export function categoryHref(category: { id: number; name: string }, locale: Language): string {
  return localisePath(categoryPath(category.name, category.id), locale);
}

/** The picture of an extra entry: a food icon served by the API, like the category pictures. */
export function extraIconUrl(icon: string): string {
  return `/media/icons/${icon}.svg`;
}

/** More than 10 categories: 6 columns, else 5 (spec/foundations.md §9). */
export function gridColumns(count: number): 5 | 6 {
  return count > 10 ? 6 : 5;
}

/** The all-brands page for one category (the brand panel's view-all link). */
export function categoryBrandsHref(categoryId: number): string {
  return `/thuong-hieu?categoryIds=${categoryId}`;
}
