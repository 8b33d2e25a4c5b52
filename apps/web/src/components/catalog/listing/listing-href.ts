import { buildListingQuery, type ListingParams } from '@chobep/domain/catalog/parse-listing-params';
import type { Language } from '@chobep/domain/platform/constants';

/** A link to the same list with some parameters changed; a changed filter goes back to page 1. */
export function listingHref(
  basePath: string,
  params: ListingParams,
  change: Partial<ListingParams>,
  locale: Language,
): string {
  const query = buildListingQuery({ ...params, page: 1, ...change }, locale);
  return query ? `${basePath}?${query}` : basePath;
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
