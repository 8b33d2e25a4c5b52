import type { Language } from '@chobep/domain';

/** /market with the spec's list parameters (arrays repeated, spec/trading.md §2). */
export function marketHref(params: { categoryIds?: number[]; origins?: string[]; brandIds?: number[] }): string {
  const query = new URLSearchParams();
  for (const id of params.categoryIds ?? []) query.append('categoryIds', String(id));
  for (const origin of params.origins ?? []) query.append('origins', origin);
  for (const id of params.brandIds ?? []) query.append('brandIds', String(id));
  const search = query.toString();
  return `/market${search ? `?${search}` : ''}`;
}

/**
 * A catalogue page in the page's language: such pages carry ?lang= (Vietnamese has none), so a
 * crawler following the English page's links stays in English.
 */
export function withLang(path: string, lang: Language): string {
  if (lang === 'vi') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
