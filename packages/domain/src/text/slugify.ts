import { stripVietnameseMarks } from './normalize';

/** Lower case, no Vietnamese marks or punctuation, spaces become hyphens (spec/trading.md §2). */
export function slugify(text: string): string {
  return stripVietnameseMarks(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function categoryPath(name: string, id: number): string {
  const slug = slugify(name);
  return `/${slug ? `${slug}-` : ''}c${id}`;
}

export function parseCategoryId(pathname: string): number | null {
  const m = /-?c(\d{1,5})\/?$/.exec(pathname);
  return m?.[1] ? Number(m[1]) : null;
}

export function brandPath(name: string, id: number, lang: 'vi' | 'en' = 'vi'): string {
  const slug = slugify(name);
  return `/thuong-hieu/${slug ? `${slug}-` : ''}b${id}${lang === 'vi' ? '' : `?lang=${lang}`}`;
}

export function parseBrandId(slug: string): number | null {
  const m = /(?:^|-)b(\d+)$/.exec(slug);
  return m?.[1] ? Number(m[1]) : null;
}

/**
 * Product slug: the product name in the page language, then the supplier's internal
 * code, which identifies the product; Vietnamese carries no ?lang=.
 */
export function productPath(name: string, supplierInternalCode: string, lang: 'vi' | 'en' = 'vi'): string {
  const code = slugify(supplierInternalCode);
  const slug = [slugify(name), code].filter(Boolean).join('-');
  return `/products/${slug}${lang === 'vi' ? '' : `?lang=${lang}`}`;
}
