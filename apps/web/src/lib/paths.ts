import type { Language } from '@chobep/domain/platform/constants';

/**
 * A page path in a language: Vietnamese carries no lang parameter, other languages add ?lang=
 * (spec/trading.md §2). Accepts paths with or without a leading slash and with a query already.
 */
export function localisedPath(path: string, lang: Language): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'vi' || /[?&]lang=/.test(absolute)) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}lang=${lang}`;
}
