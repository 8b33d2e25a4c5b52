/**
 * The colour a picture's box shows while the picture loads (and behind it once loaded): the same colour the
 * demo pictures are drawn on, so a lazy picture never shows as an empty white box and never changes colour
 * when it arrives. Derived from the URL alone, so lists need no extra field.
 */

/** What a product picture shows; the first path segment of /media/products/{kind}/… */
export const PICTURE_KINDS = [
  'vegetables',
  'fruit',
  'meat',
  'seafood',
  'dairy',
  'dry',
  'sauces',
  'oil',
  'alcohol',
  'drinks',
  'frozen',
  'bakery',
  'cleaning',
  'kitchenware',
  'packaging',
] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** Light tints, one a kind: each is clearly not white, and dark text and drawings stay readable on it. */
export const PICTURE_KIND_TINTS: Readonly<Record<PictureKind, string>> = {
  vegetables: '#e1f0d8',
  fruit: '#fde8cf',
  meat: '#f7dcda',
  seafood: '#d9eaf5',
  dairy: '#e2eaf7',
  dry: '#f0e6d2',
  sauces: '#f5dfcf',
  oil: '#faefc4',
  alcohol: '#eadcea',
  drinks: '#d6efec',
  frozen: '#dfecf8',
  bakery: '#f4e3d1',
  cleaning: '#dcf0f5',
  kitchenware: '#e6e6ee',
  packaging: '#ebe4d8',
};

/** Logo backgrounds of brands: dark enough for white type (contrast ≥ 4.5 against #ffffff). */
export const BRAND_LOGO_COLOURS = [
  '#1d4e89',
  '#2f6b3a',
  '#8a2432',
  '#6a3d8f',
  '#0f6470',
  '#9a4a12',
  '#37474f',
  '#7a5a12',
  '#a3214e',
  '#24527a',
] as const;

/** The neutral placeholder of any other picture (icons, banners, uploads). */
export const NEUTRAL_PICTURE_TINT = '#eceee9';

export const PRODUCT_PICTURE_PREFIX = '/media/products/';
export const BRAND_LOGO_PREFIX = '/media/brands/';

/** A small stable hash (FNV-1a), so that the API and the web agree on a brand's colour without a lookup. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The logo colour of a brand by its slug. */
export function brandLogoColour(slug: string): string {
  return BRAND_LOGO_COLOURS[hash(slug) % BRAND_LOGO_COLOURS.length] as string;
}

function isKind(value: string): value is PictureKind {
  return (PICTURE_KINDS as readonly string[]).includes(value);
}

/** The placeholder colour of a picture URL (absolute or relative); neutral for unknown or missing URLs. */
export function pickPictureTint(url: string | null | undefined): string {
  if (!url) return NEUTRAL_PICTURE_TINT;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (path.startsWith(PRODUCT_PICTURE_PREFIX)) {
    const kind = path.slice(PRODUCT_PICTURE_PREFIX.length).split('/')[0] ?? '';
    return isKind(kind) ? PICTURE_KIND_TINTS[kind] : NEUTRAL_PICTURE_TINT;
  }
  if (path.startsWith(BRAND_LOGO_PREFIX)) {
    const m = /^([a-z0-9-]+)\.svg$/.exec(path.slice(BRAND_LOGO_PREFIX.length));
    return m?.[1] ? brandLogoColour(m[1]) : NEUTRAL_PICTURE_TINT;
  }
  return NEUTRAL_PICTURE_TINT;
}
