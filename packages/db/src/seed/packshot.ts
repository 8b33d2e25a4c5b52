/**
 * Pictures of the demo products ("packshots") and brands (wordmarks): SVGs drawn from the seed's own
 * data, served by the API under /media/products/{kind}/{product}.{shape}.svg and /media/brands/{brand}.svg.
 * An emoji alone cannot tell cooking oil from an olive or condensed milk from a tin of tomatoes, so a product
 * is drawn as what a kitchen receives: the package its size comes in (a wine or cognac bottle, a can, a
 * carton, a sack, a tray…), coloured by its content and brand, with the content's emoji (or a drawing of
 * our own where no emoji fits: minced meat, chả lụa, ham, pork) on its label and the brand's name when the
 * product has one. Fresh produce sold loose stays its emoji on the kind's colour. The same name always
 * gives the same picture; nothing is fetched from outside, and the SVGs hold no script, link or font.
 */
import { slugify } from '@chobep/domain';
import {
  BRAND_LOGO_PREFIX,
  brandLogoColour,
  PICTURE_KIND_TINTS,
  type PictureKind,
  PRODUCT_PICTURE_PREFIX,
} from '@chobep/domain/catalog/pick-picture-tint';
import {
  type BaseProductDef,
  CATEGORIES,
  type ChildCategoryDef,
  type ParentCategoryDef,
  PROFILES,
  type ProfileKey,
  type SizeDef,
} from './catalogue-base';
import { BRANDS } from './reference-data';

export const PACKSHOT_SHAPES = [
  'loose',
  'board',
  'tray',
  'egg-tray',
  'clamshell',
  'crate',
  'bag',
  'pack',
  'sack',
  'shipper',
  'box',
  'block',
  'milk-carton',
  'can',
  'food-can',
  'tin',
  'jar',
  'cup',
  'tub',
  'wine',
  'spirit',
  'cognac',
  'beer-bottle',
  'soju',
  'sauce-bottle',
  'squeeze',
  'oil-bottle',
  'pet-bottle',
  'jug',
  'jerrycan',
  'keg',
] as const;
export type PackshotShape = (typeof PACKSHOT_SHAPES)[number];

/** Drawings of our own for contents no emoji shows; used where an emoji name would be. */
export const CUSTOM_ART = ['@pork-cut', '@minced-pork', '@minced-beef', '@pork-roll', '@ham', '@sesame'] as const;
export type CustomArt = (typeof CUSTOM_ART)[number];

/** The kind of every parent category, and of the children that differ from their parent. */
const PARENT_KINDS: Readonly<Record<number, PictureKind>> = {
  10: 'vegetables',
  20: 'fruit',
  30: 'meat',
  40: 'seafood',
  50: 'dairy',
  60: 'dry',
  70: 'sauces',
  80: 'alcohol',
  90: 'drinks',
  100: 'frozen',
  110: 'bakery',
  120: 'cleaning',
  130: 'packaging',
};
const CHILD_KINDS: Readonly<Record<number, PictureKind>> = {
  75: 'oil',
  76: 'dry',
  123: 'kitchenware',
  124: 'kitchenware',
};

export function pictureKindOf(parentId: number, childId: number): PictureKind {
  const kind = CHILD_KINDS[childId] ?? PARENT_KINDS[parentId];
  if (!kind) throw new Error(`No picture kind for category ${childId}`);
  return kind;
}

/**
 * What a picture shows where the catalogue's emoji would mislead: beef and pork must not share a steak,
 * chả lụa is no steak at all. Keyed by the base product's slug (the test checks every key exists).
 */
const CONTENT_BY_PRODUCT: Readonly<Record<string, CustomArt>> = {
  'nac-vai-heo': '@pork-cut',
  'thit-dui-heo': '@pork-cut',
  'than-heo': '@pork-cut',
  'thit-heo-xay': '@minced-pork',
  'thit-bo-xay': '@minced-beef',
  'cha-lua': '@pork-roll',
  'jambon-heo': '@ham',
  'dau-me': '@sesame',
  'me-trang': '@sesame',
};

/** Package colours of well-known brands (approximate, for recognition only). */
const BRAND_COLOURS: Readonly<Record<string, string>> = {
  Heineken: '#14703a',
  Tiger: '#1d4e9e',
  'Bia Sài Gòn': '#1d6b3c',
  '333': '#d9a514',
  Larue: '#1f5fa8',
  'Bia Hà Nội': '#17683a',
  Huda: '#1a4f8f',
  Budweiser: '#b5121b',
  Sapporo: '#b8962e',
  Asahi: '#8f969c',
  Corona: '#d9a82e',
  'Coca-Cola': '#d32027',
  Pepsi: '#1f4aa8',
  '7Up': '#2e9e3f',
  Sting: '#c8102e',
  'Red Bull': '#1c3f94',
  'La Vie': '#1b74c4',
  Aquafina: '#1c5fb0',
  Dasani: '#2e8fd8',
  Hennessy: '#2b2118',
  'Johnnie Walker': '#1b1b1b',
  'Chivas Regal': '#6b1f2a',
  Absolut: '#1d4fa0',
  Smirnoff: '#c8102e',
  Jinro: '#2e8b57',
  Vinamilk: '#1d4e89',
  'TH true MILK': '#1f5fa8',
  'Tường An': '#d9261c',
  Simply: '#e0a100',
  Neptune: '#d66d00',
  'Nam Ngư': '#c8102e',
  'Chin-su': '#d7261e',
  Maggi: '#e2231a',
  Kikkoman: '#b22222',
  'Lee Kum Kee': '#a31f1f',
  Heinz: '#c8102e',
  Kewpie: '#d62828',
  Knorr: '#1e8449',
  Ajinomoto: '#d7261e',
  Sunlight: '#e6b800',
  Vim: '#1c6fd1',
  Lix: '#e3312d',
  Monin: '#3b2a1a',
  Torani: '#7a1f2a',
  Lipton: '#e6b800',
  'Trung Nguyên': '#6b2d13',
  'Highlands Coffee': '#a8232b',
  G7: '#b71c1c',
  'Kinh Đô': '#c62828',
  Orion: '#c62828',
  Ottogi: '#e2231a',
  Bibigo: '#2b2b2b',
};

/** The colour a package takes from its content when it has no brand colour. */
const CONTENT_COLOURS: Readonly<Record<string, string>> = {
  'glass-of-milk': '#1d6fb8',
  fish: '#1f6f9a',
  'tropical-fish': '#1f6f9a',
  shrimp: '#d9552b',
  squid: '#8a5a9e',
  tomato: '#c62828',
  'ear-of-corn': '#d99a00',
  'brown-mushroom': '#6d4c41',
  peach: '#e8794a',
  'pig-face': '#c94f6d',
  'cut-of-meat': '#a8323a',
  'hot-dog': '#b5502a',
  bacon: '#b5434a',
  'steaming-bowl': '#c0392b',
  spaghetti: '#d99a00',
  'sheaf-of-rice': '#3f7d3a',
  'cooked-rice': '#3f7d3a',
  bread: '#b7742e',
  'bowl-with-spoon': '#5d7f9a',
  'fried-shrimp': '#d9822b',
  peanuts: '#a0642a',
  beans: '#5c7d2e',
  chestnut: '#7a4a25',
  salt: '#455a64',
  'hot-pepper': '#c62828',
  'curry-rice': '#d98c00',
  candy: '#c2185b',
  'honey-pot': '#e0a100',
  'hot-beverage': '#5d3a1a',
  'teacup-without-handle': '#3f7d3a',
  'bubble-tea': '#7a4a25',
  teapot: '#5f8f3a',
  tangerine: '#f08c00',
  'red-apple': '#c62828',
  pineapple: '#e0a100',
  coconut: '#5d8f3a',
  strawberry: '#d32f4f',
  'tropical-drink': '#e0701b',
  oden: '#b5502a',
  'fish-cake-with-swirl': '#d96a8a',
  dumpling: '#8f6b3a',
  'french-fries': '#d62828',
  'pea-pod': '#2e7d32',
  'ice-cream': '#8e5bb5',
  'soft-ice-cream': '#4f8f3a',
  cookie: '#8f5a2a',
  'rice-cracker': '#b7742e',
  popcorn: '#d32f2f',
  'chocolate-bar': '#5d3a1a',
  'cheese-wedge': '#e0a100',
  butter: '#e0b400',
  custard: '#1d6fb8',
  egg: '#c98d3a',
  'nest-with-eggs': '#8f6b3a',
  'roll-of-paper': '#3f8fb5',
  gloves: '#3f6fb5',
  'takeout-box': '#8f6b3a',
  'shopping-bags': '#5d7f9a',
  'cup-with-straw': '#d9552b',
  chopsticks: '#8f6b3a',
  spoon: '#607d8b',
  'fork-and-knife': '#607d8b',
  soap: '#3f8fb5',
  bubbles: '#3f8fb5',
  sponge: '#e0a100',
  wastebasket: '#455a64',
};

const KIND_COLOURS: Readonly<Record<PictureKind, string>> = {
  vegetables: '#3f7d3a',
  fruit: '#e0701b',
  meat: '#a8323a',
  seafood: '#1f6f9a',
  dairy: '#1d6fb8',
  dry: '#8f6b3a',
  sauces: '#c0392b',
  oil: '#d9a400',
  alcohol: '#5b2a4a',
  drinks: '#1f8a80',
  frozen: '#2b6cb0',
  bakery: '#b7742e',
  cleaning: '#3f8fb5',
  kitchenware: '#546e7a',
  packaging: '#8f6b3a',
};

export interface PackshotEntry {
  parent: ParentCategoryDef;
  child: ChildCategoryDef;
  base: BaseProductDef;
}

interface Registered extends PackshotEntry {
  slug: string;
  kind: PictureKind;
  profile: ProfileKey;
}

let registry: Map<string, Registered> | undefined;

/** Every base product by slug; a duplicate slug would make two products share pictures, so it throws. */
function products(): Map<string, Registered> {
  if (registry) return registry;
  const map = new Map<string, Registered>();
  for (const parent of CATEGORIES) {
    for (const child of parent.children) {
      for (const base of child.products) {
        const slug = slugify(base.vi);
        if (map.has(slug)) throw new Error(`Two base products share the picture name "${slug}"`);
        map.set(slug, {
          parent,
          child,
          base,
          slug,
          kind: pictureKindOf(parent.id, child.id),
          profile: base.profile ?? child.profile,
        });
      }
    }
  }
  registry = map;
  return map;
}

const has = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

/** The package a size of a product comes in. */
export function packshotShapeOf(entry: PackshotEntry, size: SizeDef): PackshotShape {
  const profile = entry.base.profile ?? entry.child.profile;
  const kind = pictureKindOf(entry.parent.id, entry.child.id);
  const en = entry.base.en;
  switch (size.uom) {
    case 'kg':
      return kind === 'meat' || kind === 'seafood'
        ? 'board'
        : kind === 'dry' || kind === 'packaging'
          ? 'sack'
          : 'loose';
    case 'pieces':
    case 'roll':
      return 'loose';
    case 'bag':
      return 'bag';
    case 'pack':
      return 'pack';
    case 'sack':
      return 'sack';
    case 'block':
      return 'block';
    case 'crate':
      return 'crate';
    case 'carton':
      return 'shipper';
    case 'cup':
      return 'cup';
    case 'jar':
      return 'jar';
    case 'keg':
      return 'keg';
    case 'tray':
      return profile === 'eggs' ? 'egg-tray' : 'tray';
    case 'box':
      if (profile === 'milk' || profile === 'juice') return 'milk-carton';
      if (profile === 'iceCream') return 'tub';
      if (profile === 'cutFruit' || profile === 'importedFruit') return 'clamshell';
      return 'box';
    case 'can':
      return profile === 'canned' ? 'food-can' : 'can';
    case 'pail':
      if (profile === 'oil' && (size.net?.[1] ?? 0) >= 10) return 'tin';
      if (profile === 'condiment') return 'tub';
      return 'jerrycan';
    case 'bottle':
      switch (profile) {
        case 'wine':
          return 'wine';
        case 'spirits':
          return has(en, /cognac/) ? 'cognac' : 'spirit';
        case 'beer':
          return 'beer-bottle';
        case 'sakeSoju':
          return 'soju';
        case 'sauceBottle':
          return 'sauce-bottle';
        case 'condiment':
        case 'detergent':
          return 'squeeze';
        case 'oil':
          return 'oil-bottle';
        case 'syrup':
          return 'spirit';
        case 'water':
          return (size.net?.[1] ?? 0) >= 10 && size.net?.[0] === 'l' ? 'jug' : 'pet-bottle';
        default:
          return 'pet-bottle';
      }
    default:
      return 'box';
  }
}

/** The URL of the picture of a base product in a size. */
export function productPictureUrl(entry: PackshotEntry, size: SizeDef): string {
  const kind = pictureKindOf(entry.parent.id, entry.child.id);
  return `${PRODUCT_PICTURE_PREFIX}${kind}/${slugify(entry.base.vi)}.${packshotShapeOf(entry, size)}.svg`;
}

export interface ParsedProductPicture {
  entry: Registered;
  kind: PictureKind;
  shape: PackshotShape;
}

/** The product and shape of a picture URL (or of `{kind}/{file}`), or null when the seed could not make it. */
export function parseProductPicture(urlOrPath: string): ParsedProductPicture | null {
  const path = urlOrPath.startsWith(PRODUCT_PICTURE_PREFIX)
    ? urlOrPath.slice(PRODUCT_PICTURE_PREFIX.length)
    : urlOrPath;
  const m = /^([a-z]+)\/([a-z0-9-]+)\.([a-z-]+)\.svg$/.exec(path);
  if (!m) return null;
  const entry = products().get(m[2] as string);
  if (!entry || entry.kind !== m[1]) return null;
  const sizes = PROFILES[entry.profile].sizes;
  const shape = sizes.map((s) => packshotShapeOf(entry, s)).find((s) => s === m[3]);
  return shape ? { entry, kind: entry.kind, shape } : null;
}

/** What the picture of a base product shows: an emoji name or one of our drawings. */
export function packshotContentOf(entry: PackshotEntry): string {
  return CONTENT_BY_PRODUCT[slugify(entry.base.vi)] ?? entry.base.icon;
}

/** Slugs of CONTENT_BY_PRODUCT, for the test that each names a product. */
export const CUSTOM_CONTENT_PRODUCTS: readonly string[] = Object.keys(CONTENT_BY_PRODUCT);

/* ---------------------------------------------------------------- drawing */

export const PACKSHOT_SIZE = 200;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = "'Maven Pro','Be Vietnam Pro','Segoe UI',Roboto,'Noto Sans','DejaVu Sans',Arial,sans-serif";

/** Custom drawings in the emoji's 32×32 box. */
const CUSTOM_BODIES: Readonly<Record<CustomArt, string>> = {
  '@pork-cut':
    '<path d="M3 14c1-6 7-9 14-9 8 0 12 4 12 10 0 7-6 11-13 11-8 0-14-4-13-12z" fill="#f2a7a0"/>' +
    '<path d="M3.5 12.5C5 7.5 10 5 17 5c7 0 11 3.5 12 8" fill="none" stroke="#fff4ec" stroke-width="2.6"/>' +
    '<path d="M9 17c3-2 6 1 9-1m-7 5c2-1 5 1 8-1" fill="none" stroke="#fbe2dc" stroke-width="1.2" stroke-linecap="round"/>',
  '@minced-pork':
    '<path d="M2 25c1-9 6-15 14-15s13 6 14 15z" fill="#ec9c98"/>' +
    '<g fill="#fbd9d4"><circle cx="9" cy="20" r="1.4"/><circle cx="14" cy="15" r="1.3"/><circle cx="19" cy="19" r="1.5"/><circle cx="24" cy="22" r="1.3"/><circle cx="12" cy="23" r="1.2"/><circle cx="21" cy="14.5" r="1.1"/><circle cx="16" cy="21" r="1"/></g>' +
    '<g fill="#d77c78"><circle cx="11" cy="17.5" r="1"/><circle cx="17" cy="17" r="1"/><circle cx="22" cy="18" r="1"/><circle cx="7" cy="23" r="1"/><circle cx="26" cy="24" r="1"/></g>' +
    '<rect x="1" y="25" width="30" height="2.5" rx="1.2" fill="#e8e2da"/>',
  '@minced-beef':
    '<path d="M2 25c1-9 6-15 14-15s13 6 14 15z" fill="#b83a3e"/>' +
    '<g fill="#e59a93"><circle cx="9" cy="20" r="1.4"/><circle cx="14" cy="15" r="1.3"/><circle cx="19" cy="19" r="1.5"/><circle cx="24" cy="22" r="1.3"/><circle cx="12" cy="23" r="1.2"/><circle cx="21" cy="14.5" r="1.1"/><circle cx="16" cy="21" r="1"/></g>' +
    '<g fill="#8a2428"><circle cx="11" cy="17.5" r="1"/><circle cx="17" cy="17" r="1"/><circle cx="22" cy="18" r="1"/><circle cx="7" cy="23" r="1"/><circle cx="26" cy="24" r="1"/></g>' +
    '<rect x="1" y="25" width="30" height="2.5" rx="1.2" fill="#e8e2da"/>',
  // Chả lụa: a roll wrapped in banana leaf, cut open to its pale pink face, with a slice beside it.
  '@pork-roll':
    '<rect x="2" y="8" width="20" height="17" rx="8" fill="#3f8a34"/>' +
    '<path d="M5 10v13M10 8.5v16M15 8.5v16" stroke="#5fae4a" stroke-width="1.2"/>' +
    '<ellipse cx="21" cy="16.5" rx="5" ry="8.2" fill="#c9a27c"/><ellipse cx="21" cy="16.5" rx="4.2" ry="7.4" fill="#f3dccb"/>' +
    '<ellipse cx="28" cy="18" rx="2.6" ry="7" fill="#c9a27c"/><ellipse cx="28.2" cy="18" rx="2" ry="6.3" fill="#f6e3d4"/>',
  '@ham':
    '<circle cx="12" cy="17" r="10" fill="#f7c6c2"/><circle cx="12" cy="17" r="8.6" fill="#f0a3a6"/>' +
    '<circle cx="20" cy="15" r="10" fill="#f7d2cd"/><circle cx="20" cy="15" r="8.6" fill="#ee9aa0"/>' +
    '<path d="M15 12c3 1 6 0 8 2m-6 4c2 1 5 0 7 1" fill="none" stroke="#f9c9c9" stroke-width="1.2" stroke-linecap="round"/>',
  // Sesame: a heap of small cream seeds.
  '@sesame': `<g fill="#f1e2bf" stroke="#c9a56a" stroke-width="0.6">${[
    [8, 22, 20],
    [13, 24, -15],
    [18, 22, 35],
    [23, 24, -30],
    [10, 17, -40],
    [15, 18, 10],
    [20, 17, -10],
    [25, 19, 40],
    [13, 12, 25],
    [18, 12, -35],
    [16, 7, 0],
    [6, 26, 60],
    [27, 26, -60],
  ]
    .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="1.6" ry="2.8" transform="rotate(${a} ${x} ${y})"/>`)
    .join('')}</g>`,
};

/** Places the content at a box; each placement scopes the ids of the emoji's gradients so two never clash. */
type Art = (x: number, y: number, size: number) => string;

/** An emoji body (32×32) or custom drawing, or null when the icon set lacks it. */
function contentArt(name: string, iconBody: (name: string) => string | null): Art | null {
  const body = (CUSTOM_BODIES as Record<string, string>)[name] ?? iconBody(name);
  if (!body) return null;
  let n = 0;
  return (x, y, size) => {
    const prefix = `c${n++}`;
    const scoped = body
      .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
    const r = (v: number) => Math.round(v * 10) / 10;
    return `<svg x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" viewBox="0 0 32 32">${scoped}</svg>`;
  };
}

/** A colour mixed with white (amount 0–1). */
function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** A colour mixed with black (amount 0–1). */
function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The liquid of a bottle, from what the product is. */
function liquidOf(entry: Registered): string {
  const en = entry.base.en.toLowerCase();
  const rules: [RegExp, string][] = [
    [/chardonnay|white wine/, '#e9d98a'],
    [/sparkling mineral/, '#d7f0d2'],
    [/sparkling/, '#ecd27a'],
    [/wine|cabernet|shiraz|merlot|bordeaux/, '#6e1423'],
    [/cognac/, '#8a4514'],
    [/whisky/, '#b8661b'],
    [/umeshu|peach soju/, '#f0c27a'],
    [/vodka|soju|sake|liquor/, '#e6eef2'],
    [/beer/, '#e0a526'],
    [/olive/, '#a6a83a'],
    [/sesame/, '#9a5a1c'],
    [/oil/, '#f2c12e'],
    [/fish sauce/, '#b8641f'],
    [/oyster sauce/, '#3a2316'],
    [/soy|seasoning/, '#3a1d10'],
    [/honey/, '#e3a21a'],
    [/chilli/, '#d1301f'],
    [/ketchup/, '#c62828'],
    [/mayonnaise/, '#f4e7b5'],
    [/bbq|marinade/, '#6b2f14'],
    [/coca-cola zero/, '#2a130b'],
    [/coca-cola|pepsi/, '#3b1a0e'],
    [/fanta|orange/, '#f28c1a'],
    [/7up/, '#d7f0d2'],
    [/water/, '#d3ecf8'],
    [/apple/, '#e9c46a'],
    [/peach/, '#f4a261'],
    [/pineapple/, '#f2d04b'],
    [/coconut/, '#eef2e6'],
    [/strawberry/, '#d6334f'],
    [/caramel|brown sugar/, '#8a4b14'],
    [/vanilla/, '#f1e3b8'],
    [/lemon|dishwashing/, '#f4d03f'],
    [/floor/, '#7ec8e3'],
    [/multi-purpose/, '#6aa9f0'],
    [/hand wash/, '#f48fb1'],
    [/degreaser/, '#f39c34'],
    [/bleach/, '#eaf2f8'],
  ];
  for (const [pattern, colour] of rules) if (pattern.test(en)) return colour;
  return lighten(KIND_COLOURS[entry.kind], 0.3);
}

/** The main colour of a package: the brand's, else the content's, else the kind's. */
function mainColourOf(entry: Registered, art: string): string {
  const brand = entry.base.brand;
  if (brand && BRAND_COLOURS[brand]) return BRAND_COLOURS[brand] as string;
  if (/black label/i.test(entry.base.en)) return '#1b1b1b';
  return CONTENT_COLOURS[art] ?? KIND_COLOURS[entry.kind];
}

interface Paint {
  main: string;
  liquid: string;
  /** Label content: emoji or drawing name. */
  art: string;
  /** Brand name for the label, when the product has a brand of its own. */
  text: string | null;
}

/** A white label with the content and, below it, the brand name in the package's colour. */
function label(paint: Paint, x: number, y: number, w: number, h: number, art: Art | null, radius = 6): string {
  const text = paint.text;
  const lines = text ? fitText(text, w - 8, 15) : null;
  const textBlock = lines ? lines.size * 1.15 * lines.lines.length + 2 : 0;
  const artSize = Math.max(16, Math.min(w - 12, h - 10 - textBlock));
  const artY = y + (h - artSize - textBlock) / 2;
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="#fffdf7"/>`];
  if (art) parts.push(art(x + (w - artSize) / 2, artY, artSize));
  if (lines) {
    const startY = artY + artSize + lines.size + 1;
    lines.lines.forEach((line, i) => {
      parts.push(
        `<text x="${x + w / 2}" y="${(startY + i * lines.size * 1.15).toFixed(1)}" font-size="${lines.size}" font-weight="800" text-anchor="middle" fill="${darken(paint.main, 0.1)}">${escapeXml(line)}</text>`,
      );
    });
  }
  return parts.join('');
}

/**
 * Words wrapped to at most two lines (a long hyphenated word breaks after its hyphen), with a font size that
 * fits the width; `em` is the width of a character in ems (≈0.62 for bold type, more for the heaviest).
 */
function fitText(text: string, width: number, maxSize: number, em = 0.62): { lines: string[]; size: number } {
  const tokens = text.match(/[^\s-]+-?|-/g) ?? [text];
  const join = (parts: string[]) => parts.reduce((out, t) => (out && !out.endsWith('-') ? `${out} ${t}` : out + t), '');
  let lines = [text];
  if (tokens.length > 1 && text.length > 9) {
    let bestLen = text.length;
    for (let i = 1; i < tokens.length; i++) {
      const a = join(tokens.slice(0, i));
      const b = join(tokens.slice(i));
      const len = Math.max(a.length, b.length);
      if (len < bestLen) {
        lines = [a, b];
        bestLen = len;
      }
    }
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(7, Math.min(maxSize, Math.floor(width / (longest * em))));
  return { lines, size };
}

function shapeBody(shape: PackshotShape, paint: Paint, art: Art | null, egg: boolean): string {
  const m = paint.main;
  const dark = darken(m, 0.25);
  const liquid = paint.liquid;
  const glass = '#ffffff';
  switch (shape) {
    case 'loose':
      return `<circle cx="100" cy="104" r="72" fill="#ffffff" fill-opacity="0.65"/>${art ? art(38, 40, 124) : ''}`;
    case 'board':
      return `<rect x="22" y="70" width="156" height="96" rx="18" fill="#c88b4f"/><rect x="22" y="70" width="156" height="90" rx="18" fill="#dba56a"/><circle cx="160" cy="86" r="6" fill="#b5773d"/>${art ? art(44, 46, 112) : ''}`;
    case 'tray':
      return `<path d="M26 112h148l-12 56H38z" fill="#e9eef2"/><path d="M26 112h148l-4 10H30z" fill="#ffffff"/>${art ? art(50, 58, 100) : ''}<path d="M30 112q70-40 140 0" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/><rect x="128" y="138" width="34" height="20" rx="3" fill="${m}"/><rect x="132" y="143" width="26" height="3" fill="#ffffff"/><rect x="132" y="149" width="18" height="3" fill="#ffffff"/>`;
    case 'egg-tray': {
      const shell = paint.art === 'nest-with-eggs' ? '#efe6d2' : egg ? '#e9dcc4' : '#f1d2ad';
      const eggs: string[] = [];
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < 4; col++) {
          const cx = 52 + col * 32 + (row ? 8 : 0);
          const cy = 98 + row * 30;
          eggs.push(
            `<ellipse cx="${cx}" cy="${cy}" rx="13" ry="16" fill="${shell}"/><ellipse cx="${cx - 4}" cy="${cy - 6}" rx="3" ry="5" fill="#ffffff" fill-opacity="0.6"/>`,
          );
          if (paint.art === 'nest-with-eggs')
            eggs.push(
              `<circle cx="${cx + 3}" cy="${cy + 2}" r="2.4" fill="#6d4c41"/><circle cx="${cx - 4}" cy="${cy + 6}" r="1.8" fill="#6d4c41"/>`,
            );
        }
      }
      return `<path d="M26 110h148l-10 60H36z" fill="#c9b48f"/>${eggs.join('')}<path d="M26 124h148l-10 46H36z" fill="#d8c6a2"/><rect x="70" y="136" width="60" height="22" rx="4" fill="${m}"/><rect x="78" y="144" width="44" height="5" rx="2" fill="#ffffff"/>`;
    }
    case 'clamshell':
      return `<rect x="36" y="70" width="128" height="98" rx="10" fill="#ffffff" fill-opacity="0.55" stroke="#ffffff" stroke-width="3"/>${art ? art(52, 72, 96) : ''}<path d="M36 92h128" stroke="#ffffff" stroke-width="3"/><rect x="44" y="140" width="50" height="20" rx="3" fill="${m}"/><rect x="50" y="147" width="38" height="5" rx="2" fill="#ffffff"/>`;
    case 'crate':
      return `${art ? art(30, 46, 76) + art(94, 46, 76) : ''}<rect x="26" y="100" width="148" height="72" rx="6" fill="#2f7d4a"/><g fill="#1f5c34"><rect x="38" y="114" width="30" height="12" rx="4"/><rect x="85" y="114" width="30" height="12" rx="4"/><rect x="132" y="114" width="30" height="12" rx="4"/><rect x="38" y="140" width="30" height="12" rx="4"/><rect x="85" y="140" width="30" height="12" rx="4"/><rect x="132" y="140" width="30" height="12" rx="4"/></g>`;
    case 'bag':
    case 'pack': {
      const top = shape === 'bag' ? 40 : 52;
      const body = `<path d="M54 ${top}h92l-4 12q8 ${(176 - top) / 2 - 6} 0 ${176 - top - 24}l4 12H54l4-12q-8-${(176 - top) / 2 - 18} 0-${176 - top - 24}z" fill="${m}"/>`;
      const crimp = (y: number) => `<path d="M56 ${y}h88" stroke="${dark}" stroke-width="3" stroke-dasharray="4 3"/>`;
      return `${body}${crimp(top + 5)}${crimp(171)}<rect x="58" y="${top + 14}" width="84" height="4" fill="#ffffff" fill-opacity="0.35"/>${label(paint, 66, top + 26, 68, 150 - top - 26 + 4, art, 34)}`;
    }
    case 'sack':
      return `<path d="M46 52q54-14 108 0q10 62 0 120q-54 10-108 0q-10-58 0-120z" fill="#f3ecdc"/><path d="M48 60q52-12 104 0" stroke="#c9b891" stroke-width="3" stroke-dasharray="3 3" fill="none"/><g stroke="#e3d8bf" stroke-width="1">${[70, 80, 90, 100, 110, 120, 130, 140, 150, 160].map((y) => `<path d="M50 ${y}h100"/>`).join('')}</g><rect x="46" y="84" width="108" height="8" fill="${m}"/>${label(paint, 62, 98, 76, 60, art)}<rect x="46" y="164" width="108" height="6" fill="${m}"/>`;
    case 'shipper':
      return `<path d="M38 76l20-20h110l-20 20z" fill="#d9a66a"/><path d="M148 76l20-20v104l-20 20z" fill="#b7834a"/><rect x="38" y="76" width="110" height="104" fill="#c8955a"/><path d="M93 76v36" stroke="#e8c48f" stroke-width="14"/><path d="M100 56l-20 20" stroke="#e8c48f" stroke-width="14"/>${label(paint, 58, 112, 70, 58, art)}`;
    case 'box':
    case 'block': {
      const colour = shape === 'block' ? '#f2c94c' : m;
      return `<path d="M46 72l22-20h96l-22 20z" fill="${lighten(colour, 0.25)}"/><path d="M142 72l22-20v106l-22 22z" fill="${darken(colour, 0.2)}"/><rect x="46" y="72" width="96" height="108" fill="${colour}"/>${label(paint, 56, 84, 76, 84, art)}`;
    }
    case 'milk-carton':
      return `<path d="M60 66l14-26h52l14 26z" fill="${lighten(m, 0.75)}"/><rect x="72" y="32" width="56" height="10" rx="2" fill="#ffffff"/><path d="M140 66l14-10v110l-14 14z" fill="${lighten(m, 0.55)}"/><rect x="60" y="66" width="80" height="114" fill="#ffffff"/><rect x="60" y="140" width="80" height="40" fill="${m}"/><path d="M60 140q40-16 80 0" fill="#ffffff"/>${label(paint, 66, 72, 68, 64, art)}`;
    case 'can':
      return `<path d="M70 50q0-10 10-12h40q10 2 10 12v118q0 10-10 12h-40q-10-2-10-12z" fill="${m}"/><rect x="74" y="34" width="52" height="8" rx="3" fill="#c9ced3"/><path d="M70 50h60M70 168h60" stroke="#c9ced3" stroke-width="4"/><rect x="76" y="56" width="5" height="104" fill="#ffffff" fill-opacity="0.25"/>${label(paint, 78, 76, 44, 72, art)}`;
    case 'food-can':
      return `<rect x="54" y="70" width="92" height="110" rx="6" fill="#b9c0c6"/><ellipse cx="100" cy="70" rx="46" ry="9" fill="#d5dadf"/><ellipse cx="100" cy="70" rx="38" ry="6" fill="#c3c9ce"/><rect x="54" y="86" width="92" height="80" fill="${m}"/>${label(paint, 64, 92, 72, 68, art, 34)}`;
    case 'tin':
      return `<rect x="54" y="48" width="92" height="132" rx="6" fill="#c3c9ce"/><path d="M54 56h92" stroke="#e3e6e9" stroke-width="4"/><rect x="118" y="34" width="16" height="16" rx="2" fill="${m}"/><rect x="54" y="74" width="92" height="88" fill="${m}"/>${label(paint, 64, 82, 72, 72, art)}`;
    case 'jar':
      return `<rect x="62" y="72" width="76" height="108" rx="16" fill="${liquid}"/><rect x="62" y="72" width="76" height="108" rx="16" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/><rect x="58" y="52" width="84" height="24" rx="5" fill="${m}"/>${label(paint, 70, 96, 60, 64, art)}`;
    case 'cup':
      return `<path d="M62 88h76l-9 92H71z" fill="#ffffff"/><ellipse cx="100" cy="88" rx="40" ry="8" fill="${m}"/><path d="M64 112h72l-2 22H66z" fill="${m}"/>${art ? art(80, 138, 40) : ''}`;
    case 'tub':
      return `<path d="M48 86h104l-10 94H58z" fill="#ffffff"/><rect x="44" y="70" width="112" height="18" rx="6" fill="${m}"/><path d="M50 104h100l-2 18H52z" fill="${lighten(m, 0.7)}"/>${label(paint, 66, 110, 68, 62, art)}`;
    case 'wine': {
      const glassColour = /e9d98a|ecd27a/.test(liquid) ? '#9fb77e' : '#1f3b2b';
      return `<path d="M92 34h16v30q0 12 14 20q10 6 10 20v70q0 8-8 8h-48q-8 0-8-8v-70q0-14 10-20q14-8 14-20z" fill="${glassColour}"/><path d="M76 118h48v50H76z" fill="${liquid}" fill-opacity="0.35"/><rect x="90" y="24" width="20" height="30" rx="3" fill="${m}"/>${label(paint, 72, 112, 56, 54, art)}`;
    }
    case 'spirit':
      return `<path d="M88 40h24v18q0 6 12 9q16 4 16 20v85q0 8-8 8H68q-8 0-8-8V87q0-16 16-20q12-3 12-9z" fill="${liquid}"/><path d="M88 40h24v18q0 6 12 9q16 4 16 20v85q0 8-8 8H68q-8 0-8-8V87q0-16 16-20q12-3 12-9z" fill="#ffffff" fill-opacity="0.12" stroke="${darken(liquid, 0.3)}" stroke-opacity="0.5" stroke-width="2"/><rect x="86" y="24" width="28" height="20" rx="3" fill="${m}"/>${label(paint, 68, 98, 64, 66, art)}`;
    case 'cognac':
      return `<rect x="90" y="32" width="20" height="34" fill="${liquid}"/><ellipse cx="100" cy="126" rx="50" ry="54" fill="${liquid}"/><ellipse cx="84" cy="104" rx="10" ry="22" fill="#ffffff" fill-opacity="0.18"/><rect x="86" y="20" width="28" height="18" rx="4" fill="${m}"/><rect x="84" y="34" width="32" height="6" rx="2" fill="#c9a440"/>${label(paint, 70, 108, 60, 52, art, 10)}`;
    case 'beer-bottle': {
      const glassColour = paint.text === 'Heineken' || paint.text === 'Tiger' ? '#1f6b35' : '#6b3a12';
      return `<path d="M93 26h14v44q0 10 10 18q6 5 6 14v72q0 6-6 6H83q-6 0-6-6v-72q0-9 6-14q10-8 10-18z" fill="${glassColour}"/><rect x="91" y="20" width="18" height="9" rx="2" fill="#c9a440"/><rect x="93" y="62" width="14" height="12" fill="${m}"/>${label(paint, 79, 118, 42, 48, art, 4)}`;
    }
    case 'soju':
      return `<path d="M92 40h16v26q0 8 10 14q10 6 10 16v74q0 6-6 6H78q-6 0-6-6V96q0-10 10-16q10-6 10-14z" fill="#3f9b63" fill-opacity="0.9"/><path d="M74 110h52v64H74z" fill="${liquid}" fill-opacity="0.25"/><rect x="90" y="30" width="20" height="14" rx="3" fill="${m}"/>${label(paint, 76, 108, 48, 56, art)}`;
    case 'sauce-bottle':
      return `<path d="M94 30h12v18q0 6 6 12q8 8 8 20v94q0 6-6 6H86q-6 0-6-6V80q0-12 8-20q6-6 6-12z" fill="${liquid}"/><path d="M94 30h12v18q0 6 6 12q8 8 8 20v94q0 6-6 6H86q-6 0-6-6V80q0-12 8-20q6-6 6-12z" fill="${glass}" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/><rect x="92" y="20" width="16" height="14" rx="2" fill="${m}"/>${label(paint, 82, 100, 36, 60, art, 4)}`;
    case 'squeeze':
      return `<path d="M70 64q0-10 10-12h40q10 2 10 12v104q0 12-12 12H82q-12 0-12-12z" fill="${liquid}"/><path d="M84 52l4-14h24l4 14z" fill="${m}"/><rect x="94" y="28" width="12" height="12" rx="3" fill="${m}"/>${label(paint, 76, 86, 48, 68, art)}`;
    case 'oil-bottle':
      return `<path d="M92 30h16v12q0 4 8 10q14 10 14 24v20q-6 8 0 16v56q0 8-8 8H78q-8 0-8-8v-56q6-8 0-16V76q0-14 14-24q8-6 8-10z" fill="${liquid}"/><path d="M92 30h16v12q0 4 8 10q14 10 14 24v20q-6 8 0 16v56q0 8-8 8H78q-8 0-8-8v-56q6-8 0-16V76q0-14 14-24q8-6 8-10z" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><rect x="89" y="20" width="22" height="14" rx="3" fill="${m}"/>${label(paint, 74, 116, 52, 56, art)}`;
    case 'pet-bottle':
      return `<path d="M93 30h14v10q0 6 10 12q10 6 10 18v104q0 6-6 6H79q-6 0-6-6V70q0-12 10-18q10-6 10-12z" fill="${liquid}"/><path d="M93 30h14v10q0 6 10 12q10 6 10 18v104q0 6-6 6H79q-6 0-6-6V70q0-12 10-18q10-6 10-12z" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><path d="M74 90h52M74 162h52" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/><rect x="91" y="20" width="18" height="13" rx="3" fill="${m}"/>${label(paint, 76, 100, 48, 56, art)}`;
    case 'jug':
      return `<rect x="54" y="62" width="92" height="118" rx="18" fill="${liquid}"/><rect x="54" y="62" width="92" height="118" rx="18" fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><path d="M54 100h92M54 142h92" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/><rect x="86" y="40" width="28" height="24" rx="4" fill="${m}"/>${label(paint, 70, 106, 60, 32, null)}`;
    case 'jerrycan':
      return `<rect x="52" y="58" width="96" height="122" rx="12" fill="${liquid}"/><rect x="52" y="58" width="96" height="122" rx="12" fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><path d="M104 58V46q0-6 6-6h26q6 0 6 6v12" fill="none" stroke="${liquid}" stroke-width="9"/><rect x="60" y="40" width="24" height="20" rx="3" fill="${m}"/>${label(paint, 64, 90, 72, 74, art)}`;
    case 'keg':
      return `<rect x="56" y="48" width="88" height="132" rx="12" fill="#b9c0c6"/><path d="M56 78h88M56 150h88" stroke="#8f979e" stroke-width="6"/><rect x="88" y="34" width="24" height="16" rx="3" fill="#6f777e"/>${label(paint, 66, 88, 68, 56, art)}`;
  }
}

/** The SVG of a product picture, or null when the URL is not one the seed makes. */
export function renderProductPicture(urlOrPath: string, iconBody: (name: string) => string | null): string | null {
  const parsed = parseProductPicture(urlOrPath);
  if (!parsed) return null;
  const { entry, shape, kind } = parsed;
  const artName = packshotContentOf(entry);
  const paint: Paint = {
    main: mainColourOf(entry, artName),
    liquid: liquidOf(entry),
    art: artName,
    text: entry.base.brand ?? null,
  };
  const art = contentArt(artName, iconBody);
  if (!art) return null;
  const body = shapeBody(shape, paint, art, /duck/i.test(entry.base.en));
  const tint = PICTURE_KIND_TINTS[kind];
  const title = escapeXml(entry.base.en);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 ${PACKSHOT_SIZE} ${PACKSHOT_SIZE}" role="img" aria-label="${title}" font-family="${escapeXml(FONT)}"><title>${title}</title><rect width="200" height="200" fill="${tint}"/><ellipse cx="100" cy="182" rx="70" ry="8" fill="#000000" fill-opacity="0.08"/>${body}</svg>`;
}

/* ---------------------------------------------------------------- brands */

export function brandLogoUrl(name: string): string {
  return `${BRAND_LOGO_PREFIX}${slugify(name)}.svg`;
}

let brandsBySlug: Map<string, string> | undefined;

/** The SVG wordmark of a demo brand (its name set in type on its colour), or null for an unknown brand. */
export function renderBrandLogo(urlOrFile: string): string | null {
  const file = urlOrFile.startsWith(BRAND_LOGO_PREFIX) ? urlOrFile.slice(BRAND_LOGO_PREFIX.length) : urlOrFile;
  const m = /^([a-z0-9-]+)\.svg$/.exec(file);
  if (!m?.[1]) return null;
  brandsBySlug ??= new Map(BRANDS.map((b) => [slugify(b.name), b.name]));
  const name = brandsBySlug.get(m[1]);
  if (!name) return null;
  const colour = brandLogoColour(m[1]);
  const { lines, size } = fitText(name, 140, 46, 0.72);
  const lineHeight = size * 1.2;
  const top = 80 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${(top + i * lineHeight).toFixed(1)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const underline = top + (lines.length - 1) * lineHeight + size * 0.35;
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${title}" font-family="${escapeXml(FONT)}"><title>${title}</title><rect width="160" height="160" fill="${colour}"/><rect x="8" y="8" width="144" height="144" rx="14" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>${text}<rect x="62" y="${Math.min(138, underline).toFixed(1)}" width="36" height="4" rx="2" fill="#ffffff" fill-opacity="0.7"/></svg>`;
}
