import type { Language } from '../platform/constants';
import { brandPath, categoryPath } from '../text/slugify';
import { localisePath, tagsPath } from './resolve-banner-link';

/** A showcase's filter (`Widget.item.filter` of the API). */
export interface ShowcaseFilter {
  categoryName?: string | null;
  categoryId?: number | null;
  tags: readonly string[];
  /** Brand showcases (the partner super showcase, our own brand). */
  brands?: readonly { id: number; name: string }[] | null;
}

const isId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/**
 * The see-all link of a home showcase (spec/foundations.md §2.4): the category page when the
 * filter names a category (name and id), else the page of its tags, else the brand's page (the
 * market filtered by the brands when there are several); null when the filter has none of them,
 * and the showcase then has no see-all link.
 */
export function resolveShowcaseLink(filter: ShowcaseFilter, lang: Language): string | null {
  const name = filter.categoryName?.trim();
  if (name && isId(filter.categoryId)) return localisePath(categoryPath(name, filter.categoryId), lang);
  const tags = tagsPath(filter.tags, lang);
  if (tags) return tags;
  const brands = (filter.brands ?? []).filter((b) => isId(b.id));
  const [only] = brands;
  if (brands.length === 1 && only) return brandPath(only.name, only.id, lang);
  if (brands.length > 1) {
    const params = new URLSearchParams(brands.map((b) => ['brandIds', String(b.id)]));
    if (lang !== 'vi') params.set('lang', lang);
    return `/market?${params.toString()}`;
  }
  return null;
}
