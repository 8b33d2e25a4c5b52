import { DEFAULT_LANGUAGE, type Language, parseLanguage } from './constants';

/**
 * The page language: an explicit ?lang= wins (catalogue and landing pages carry it), then the
 * stored language, then Vietnamese (spec/foundations.md §3, §4).
 */
export function resolveLanguage(queryLang: string | null | undefined, storedLang: string | null | undefined): Language {
  return parseLanguage(queryLang) ?? parseLanguage(storedLang) ?? DEFAULT_LANGUAGE;
}

/**
 * Where the language switch reloads to (spec/foundations.md §4): on pages whose language is
 * carried by ?lang=, Vietnamese removes the parameter and any other language sets it; every
 * other page keeps its URL without a lang parameter (the stored language decides there).
 */
export function languageSwitchHref(pathname: string, search: string, lang: Language, langParam: boolean): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('lang');
  if (langParam && lang !== DEFAULT_LANGUAGE) params.set('lang', lang);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
