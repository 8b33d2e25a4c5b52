/**
 * Pure, deterministic generation of the demo catalogue: returns the rows to insert and
 * touches no database. The same (products, seed) always gives the same rows, ids included.
 */
import { listingIdentity, makeCatalogueKey, searchKey, slugify, toNfc } from '@chobep/domain';
import type {
  brands,
  categories,
  origins,
  productPrices,
  products,
  productTags,
  suppliers,
  tags,
  uoms,
} from '../schema';
import {
  type BaseProductDef,
  CATEGORIES,
  type ChildCategoryDef,
  type GradeDef,
  type PackDef,
  type ParentCategoryDef,
  PROFILES,
  type Preservation,
  type ProfileDef,
  type SizeDef,
} from './catalogue-base';
import { iconUrl } from './icons';
import { brandLogoUrl, productPictureUrl } from './packshot';
import { Rng } from './prng';
import { BRANDS, ORIGINS, SUPPLIERS, TAGS, UOMS } from './reference-data';

export type UomRow = typeof uoms.$inferInsert;
export type OriginRow = typeof origins.$inferInsert;
export type TagRow = typeof tags.$inferInsert;
export type CategoryRow = typeof categories.$inferInsert;
export type SupplierRow = typeof suppliers.$inferInsert;
export type BrandRow = typeof brands.$inferInsert;
export type ProductRow = typeof products.$inferInsert & { id: string; supplierInternalCode: string };
export type ProductPriceRow = typeof productPrices.$inferInsert;
export type ProductTagRow = typeof productTags.$inferInsert;

export const DEFAULT_PRODUCT_COUNT = 2000;
export const DEFAULT_SEED = 42;

/** Demo "now": every generated timestamp is derived from it, never from the clock. 2026-01-01 00:00 ICT. */
export const SEED_EPOCH = new Date('2026-01-01T00:00:00+07:00');
const DAY_MS = 86_400_000;

export interface CatalogueReference {
  uoms: UomRow[];
  origins: OriginRow[];
  tags: TagRow[];
  categories: CategoryRow[];
  suppliers: SupplierRow[];
  brands: BrandRow[];
}

/** A slice of the generated products with their prices and tags. */
export interface CatalogueChunk {
  products: ProductRow[];
  prices: ProductPriceRow[];
  productTags: ProductTagRow[];
}

export interface GeneratedCatalogue extends CatalogueReference, CatalogueChunk {
  seed: number;
  /** One product id of each notable kind, for tests and demos. */
  samples: CatalogueSamples;
}

export interface CatalogueSamples {
  weightPriced: string;
  outOfStock: string;
  exclusive: string;
  onSale: string;
  multiPack: string;
  hiddenCategory81: string;
}

interface BaseEntry {
  parent: ParentCategoryDef;
  child: ChildCategoryDef;
  base: BaseProductDef;
}

/** Rounds to the nearest 500 đ, never below 500. */
export function roundTo500(value: number): number {
  return Math.max(500, Math.round(value / 500) * 500);
}

/** The price before a discount, rounded to 500 đ and always above the sale price. */
function beforeDiscount(price: number, discount: number): number {
  const original = roundTo500(price / (1 - discount));
  return original > price ? original : price + 500;
}

const FRESH_PARENTS = new Set([10, 20, 30, 40]);
const ALCOHOL_PARENT = 80;

const PRESERVATION_TEXT: Record<Preservation, readonly [string, string]> = {
  FROZEN: ['Bảo quản đông lạnh ở -18°C.', 'Keep frozen at -18°C.'],
  REFRIGERATED: ['Bảo quản mát ở 0–4°C.', 'Keep refrigerated at 0–4°C.'],
  ROOM_TEMPERATURE: ['Bảo quản nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp.', 'Store in a cool, dry place.'],
};

const BLURBS: readonly (readonly [string, string])[] = [
  [
    'Hàng tuyển chọn mỗi ngày, giao tận bếp cho nhà hàng và quán ăn.',
    'Hand-picked every day and delivered straight to restaurant kitchens.',
  ],
  [
    'Nguồn hàng ổn định, giá sỉ minh bạch cho doanh nghiệp.',
    'Reliable supply at transparent wholesale prices for businesses.',
  ],
  ['Đóng gói cẩn thận, đảm bảo vệ sinh an toàn thực phẩm.', 'Carefully packed to food-safety standards.'],
  [
    'Phù hợp cho nhà hàng, khách sạn, quán cà phê và bếp ăn tập thể.',
    'Suited to restaurants, hotels, cafés and canteens.',
  ],
  ['Có hóa đơn đỏ (VAT) và chứng từ nguồn gốc đầy đủ.', 'Comes with a VAT invoice and full traceability documents.'],
];

function categoryDescription(vi: string, en: string): [string, string] {
  return [
    `${vi} chất lượng cho nhà hàng, quán ăn và khách sạn, giá sỉ, giao tận nơi.`,
    `Quality ${en.toLowerCase()} for restaurants, eateries and hotels, at wholesale prices with delivery.`,
  ];
}

/** The hand-written reference rows; they do not depend on the seed. */
export function catalogueReference(): CatalogueReference {
  const createdAt = new Date(SEED_EPOCH.getTime() - 730 * DAY_MS);
  const uomRows: UomRow[] = UOMS.map((u, i) => ({
    id: i + 1,
    code: u.code,
    nameVi: toNfc(u.nameVi),
    nameEn: toNfc(u.nameEn),
    isBase: u.isBase,
    isNet: u.isNet,
  }));
  const originRows: OriginRow[] = ORIGINS.map((o, i) => ({
    id: i + 1,
    nameVi: toNfc(o.nameVi),
    nameEn: toNfc(o.nameEn),
  }));
  const tagRows: TagRow[] = TAGS.map((t, i) => ({
    code: t.code,
    nameVi: toNfc(t.nameVi),
    nameEn: toNfc(t.nameEn),
    imageVi: iconUrl(t.icon),
    imageEn: iconUrl(t.icon),
    sortOrder: i,
  }));
  const categoryRows: CategoryRow[] = [];
  CATEGORIES.forEach((parent, pi) => {
    const [dVi, dEn] = categoryDescription(parent.vi, parent.en);
    categoryRows.push({
      id: parent.id,
      parentId: null,
      slug: `${slugify(parent.vi)}-c${parent.id}`,
      nameVi: toNfc(parent.vi),
      nameEn: toNfc(parent.en),
      descriptionVi: toNfc(dVi),
      descriptionEn: toNfc(dEn),
      thumbnail: iconUrl(parent.icon),
      sortOrder: pi,
      ageRestricted: parent.ageRestricted ?? false,
    });
    parent.children.forEach((child, ci) => {
      const [cVi, cEn] = categoryDescription(child.vi, child.en);
      categoryRows.push({
        id: child.id,
        parentId: parent.id,
        slug: `${slugify(child.vi)}-c${child.id}`,
        nameVi: toNfc(child.vi),
        nameEn: toNfc(child.en),
        descriptionVi: toNfc(cVi),
        descriptionEn: toNfc(cEn),
        thumbnail: iconUrl(child.icon),
        sortOrder: ci,
      });
    });
  });
  const supplierRows: SupplierRow[] = SUPPLIERS.map((s, i) => ({
    id: i + 1,
    name: toNfc(s.name),
    imageUrl: iconUrl(s.icon),
    isPrivate: false,
    offMarket: false,
    // Fulfilment (hours, days, cut-off, minimum order, same-day, slots) comes from generate-checkout.ts.
    createdAt,
  }));
  const brandRows: BrandRow[] = BRANDS.map((b, i) => ({
    id: i + 1,
    slug: slugify(b.name),
    name: toNfc(b.name),
    descriptionVi: toNfc(
      `${b.name}${b.group ? ` (thuộc ${b.group})` : ''} – thương hiệu được nhiều bếp chuyên nghiệp tin dùng.`,
    ),
    descriptionEn: toNfc(`${b.name}${b.group ? ` (${b.group})` : ''} – a brand trusted by professional kitchens.`),
    imageUrl: brandLogoUrl(b.name),
    groupName: b.group ?? null,
    status: b.inactive ? 'INACTIVE' : 'ACTIVE',
    trustedRank: b.trustedRank ?? null,
  }));
  return {
    uoms: uomRows,
    origins: originRows,
    tags: tagRows,
    categories: categoryRows,
    suppliers: supplierRows,
    brands: brandRows,
  };
}

function indexBy<T>(items: readonly T[], key: (item: T) => string): Map<string, { item: T; id: number }> {
  const map = new Map<string, { item: T; id: number }>();
  items.forEach((item, i) => {
    map.set(key(item), { item, id: i + 1 });
  });
  return map;
}

/** All base products with their categories, checked against the reference lists. */
export function baseEntries(): BaseEntry[] {
  const brandNames = new Set(BRANDS.map((b) => b.name));
  const originNames = new Set(ORIGINS.map((o) => o.nameVi));
  const out: BaseEntry[] = [];
  for (const parent of CATEGORIES) {
    for (const child of parent.children) {
      for (const name of [...(child.brands ?? []), ...parent.brands]) {
        if (!brandNames.has(name)) throw new Error(`Unknown brand "${name}" in category ${child.id}`);
      }
      for (const name of [...(child.origins ?? []), ...parent.origins]) {
        if (!originNames.has(name)) throw new Error(`Unknown origin "${name}" in category ${child.id}`);
      }
      for (const base of child.products) {
        if (base.brand && !brandNames.has(base.brand)) throw new Error(`Unknown brand "${base.brand}" (${base.vi})`);
        for (const o of base.origins ?? []) {
          if (!originNames.has(o)) throw new Error(`Unknown origin "${o}" (${base.vi})`);
        }
        out.push({ parent, child, base });
      }
    }
  }
  return out;
}

function hasWeightSize(entry: BaseEntry): boolean {
  const profile: ProfileDef = PROFILES[entry.base.profile ?? entry.child.profile];
  return profile.sizes.some((size) => size.allowDecimal);
}

function firstRound(rng: Rng, entries: readonly BaseEntry[]): BaseEntry[] {
  const byChild = new Map<number, BaseEntry[]>();
  for (const e of entries) {
    const list = byChild.get(e.child.id) ?? [];
    list.push(e);
    byChild.set(e.child.id, list);
  }
  const leaders = rng.shuffle([...byChild.values()].map((list) => rng.pick(list)));
  // The very first product is made weight-priced, so it needs a profile sold by the kilogram.
  const weightLeader = leaders.findIndex(hasWeightSize);
  if (weightLeader > 0) leaders.unshift(...leaders.splice(weightLeader, 1));
  const chosen = new Set(leaders);
  return [...leaders, ...rng.shuffle(entries.filter((e) => !chosen.has(e)))];
}

/** Kinds forced on the first products, so that each exists even in a tiny catalogue. */
const FORCED_KINDS: readonly ('weight' | 'outOfStock' | 'exclusive' | 'onSale')[] = [
  'weight',
  'outOfStock',
  'exclusive',
  'onSale',
];

/** How many second chances a repeated listing gets (another supplier, or another size, grade or pack). */
const RELIST_ATTEMPTS = 20;

const MIN_QUANTITIES = [
  [1, 0.7],
  [0.5, 0.15],
  [2, 0.15],
] as const;

interface WeightedProfile {
  sizes: readonly (readonly [SizeDef, number])[];
  grades: readonly (readonly [GradeDef, number])[] | null;
}

const weightedProfiles = new Map<ProfileDef, WeightedProfile>();
function weightedProfile(profile: ProfileDef): WeightedProfile {
  let w = weightedProfiles.get(profile);
  if (!w) {
    w = {
      sizes: profile.sizes.map((s) => [s, s.weight ?? 1] as const),
      grades: profile.grades ? profile.grades.map((g) => [g, g.weight ?? 1] as const) : null,
    };
    weightedProfiles.set(profile, w);
  }
  return w;
}

function joinVi(base: string, grade: GradeDef | null, size: SizeDef, pack: PackDef | null): string {
  const parts = [base, grade?.vi, size.vi].filter((s): s is string => Boolean(s));
  return `${parts.join(' ')}${pack ? ` (${pack.vi})` : ''}`;
}

function joinEn(base: string, grade: GradeDef | null, size: SizeDef, pack: PackDef | null): string {
  const parts = [base, grade?.en, size.en].filter((s): s is string => Boolean(s));
  return `${parts.join(', ')}${pack ? ` (${pack.en})` : ''}`;
}

export interface GenerateCatalogueOptions {
  products?: number;
  seed?: number;
}

function checkOptions(options: GenerateCatalogueOptions): { count: number; seed: number } {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(count) || count < 1) throw new Error(`products must be a positive integer, got ${count}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  return { count, seed };
}

/**
 * Generates the products in chunks, so that a large catalogue can be written without holding
 * every row in memory; returns one product id of each notable kind when done. The rows do not
 * depend on chunkSize.
 */
export function* generateProductChunks(
  options: GenerateCatalogueOptions & { chunkSize?: number } = {},
): Generator<CatalogueChunk, CatalogueSamples, void> {
  const { count, seed } = checkOptions(options);
  const chunkSize = Math.max(1, options.chunkSize ?? 1000);
  const entries = baseEntries();
  const brandIndex = indexBy(BRANDS, (b) => b.name);
  const originIndex = indexBy(ORIGINS, (o) => o.nameVi);
  const suppliersByParent = new Map<number, { id: number; name: string }[]>();
  SUPPLIERS.forEach((s, i) => {
    for (const parentId of s.parents) {
      const list = suppliersByParent.get(parentId) ?? [];
      list.push({ id: i + 1, name: toNfc(s.name) });
      suppliersByParent.set(parentId, list);
    }
  });

  // searchKey costs ~0.1 ms a call, which adds up over 100,000 products; the key works word by word,
  // so the key of the whole text is the keys of its pieces joined with spaces, and those are memoised.
  const keys = new Map<string, string>();
  const keyOf = (text: string | null | undefined): string => {
    if (!text) return '';
    let key = keys.get(text);
    if (key === undefined) {
      key = searchKey(toNfc(text));
      keys.set(text, key);
    }
    return key;
  };
  // The description after the product name depends on few things; memoised as NFC text. Joined to the
  // NFC name with ASCII, the whole description is NFC too.
  const tails = new Map<string, readonly [string, string]>();
  const tailOf = (originId: number, blurb: number, preservation: Preservation, weight: boolean, alcohol: boolean) => {
    const key = `${originId}|${blurb}|${preservation}|${weight}|${alcohol}`;
    let tail = tails.get(key);
    if (!tail) {
      const origin = ORIGINS[originId - 1] ?? ORIGINS[0];
      const [blurbVi, blurbEn] = BLURBS[blurb] ?? ['', ''];
      const [presVi, presEn] = PRESERVATION_TEXT[preservation];
      const vi = [
        `Xuất xứ: ${origin?.nameVi}.`,
        blurbVi,
        presVi,
        weight ? 'Sản phẩm bán theo cân: thành tiền được tính theo trọng lượng thực tế khi giao.' : '',
        alcohol ? 'Không bán cho người dưới 18 tuổi.' : '',
      ];
      const en = [
        `Origin: ${origin?.nameEn}.`,
        blurbEn,
        presEn,
        weight ? 'Sold by weight: the final amount follows the actual delivered weight.' : '',
        alcohol ? 'Not for sale to persons under 18.' : '',
      ];
      tail = [toNfc(vi.filter(Boolean).join(' ')), toNfc(en.filter(Boolean).join(' '))];
      tails.set(key, tail);
    }
    return tail;
  };

  const rng = new Rng(seed, 'catalogue');
  const ids = new Rng(seed, 'product-ids');
  const relist = new Rng(seed, 'relist');
  /** listingIdentity of every product so far. */
  const listed = new Set<string>();
  const epoch = SEED_EPOCH.getTime();
  const samples: Partial<CatalogueSamples> = {};
  let firstId = '';
  let chunk: CatalogueChunk = { products: [], prices: [], productTags: [] };

  let order: BaseEntry[] = [];
  for (let i = 0; i < count; i++) {
    // Every base product appears once per round, in a shuffled order. The first round starts with one base
    // product of each child category, so that even a small catalogue (e.g. 200 products) covers every category.
    if (i === 0) order = firstRound(rng, entries);
    else if (i % entries.length === 0) order = rng.shuffle(entries);
    const entry = order[i % entries.length] as BaseEntry;
    const { parent, child, base } = entry;
    const forced = FORCED_KINDS[i];
    const profile = weightedProfile(PROFILES[base.profile ?? child.profile]);
    let size = rng.weighted(profile.sizes);
    let grade = profile.grades ? rng.weighted(profile.grades) : null;
    let pack = size.packs && size.packs.length > 0 && rng.chance(0.3) ? rng.pick(size.packs) : null;
    if (forced === 'weight') {
      const kg = profile.sizes.find(([s]) => s.allowDecimal)?.[0];
      if (kg) {
        size = kg;
        pack = null;
      }
    }

    const brandName =
      base.brand ?? (FRESH_PARENTS.has(parent.id) && rng.chance(0.25) ? null : rng.pick(child.brands ?? parent.brands));
    const brand = brandName ? brandIndex.get(brandName) : undefined;
    const originName = rng.pick(base.origins ?? child.origins ?? parent.origins);
    const originId = originIndex.get(originName)?.id ?? 1;
    const parentSuppliers = suppliersByParent.get(parent.id) ?? [];
    let supplier = rng.pick(parentSuppliers);

    // One supplier lists an item once (findRepeatedListings): when the draw repeats a listing of the supplier,
    // another supplier of the category takes it; when every one of them lists it already, another size, grade or
    // pack. The second chances come from their own stream, so the products drawn before and after stay the same.
    let nameVi = toNfc(joinVi(base.vi, grade, size, pack));
    const byWeight = Boolean(size.allowDecimal) && !pack;
    const identity = () => listingIdentity({ supplierId: supplier.id, name: nameVi, uom: pack ? pack.uom : size.uom });
    for (let attempt = 0; listed.has(identity()) && attempt < RELIST_ATTEMPTS; attempt++) {
      const free = parentSuppliers.filter(
        (s) => !listed.has(listingIdentity({ supplierId: s.id, name: nameVi, uom: pack ? pack.uom : size.uom })),
      );
      if (free.length > 0) {
        supplier = relist.pick(free);
        break;
      }
      const nextSize = relist.weighted(profile.sizes);
      const nextGrade = profile.grades ? relist.weighted(profile.grades) : null;
      const nextPack =
        nextSize.packs && nextSize.packs.length > 0 && relist.chance(0.3) ? relist.pick(nextSize.packs) : null;
      // Sold by weight or not decides which draws follow (minimum quantity, stock): it must stay as drawn.
      if ((Boolean(nextSize.allowDecimal) && !nextPack) !== byWeight) continue;
      size = nextSize;
      grade = nextGrade;
      pack = nextPack;
      nameVi = toNfc(joinVi(base.vi, grade, size, pack));
    }
    // Past the attempts (only a catalogue larger than its items times their suppliers, e.g. 100,000 for a
    // benchmark) the repeat stays.
    listed.add(identity());
    const nameEn = toNfc(joinEn(base.en, grade, size, pack));

    const allowDecimal = Boolean(size.allowDecimal) && !pack;
    const minQuantity = allowDecimal ? rng.weighted(MIN_QUANTITIES) : 1;

    const unitPrice =
      base.price * rng.float(0.88, 1.12) * size.factor * (grade?.factor ?? 1) * (pack ? pack.n * 0.96 : 1);
    const priceHcm = roundTo500(unitPrice);
    let priceHn = roundTo500(unitPrice * rng.float(0.95, 1.07));
    if (priceHn === priceHcm) priceHn += 500;

    let onSale = rng.chance(0.15);
    const discount = rng.float(0.05, 0.3);
    let outOfStock = rng.chance(0.05);
    let exclusive = rng.chance(0.02);
    if (forced) {
      outOfStock = forced === 'outOfStock';
      exclusive = forced === 'exclusive';
      if (forced === 'onSale') onSale = true;
    }
    const stock = outOfStock ? 0 : allowDecimal ? Math.round(rng.float(20, 800) * 10) / 10 : rng.int(5, 500);

    const createdMs = epoch - Math.floor((rng.next() * 365 * DAY_MS) / 1000) * 1000;
    const updatedMs = createdMs + Math.floor((rng.next() * Math.min(30 * DAY_MS, epoch - createdMs)) / 1000) * 1000;
    const ageDays = (epoch - createdMs) / DAY_MS;
    const totalSold = Math.floor(rng.next() ** 3 * (exclusive ? 300 : 5000));

    const preservation = child.preservation ?? parent.preservation;
    const [tailVi, tailEn] = tailOf(
      originId,
      rng.int(0, BLURBS.length - 1),
      preservation,
      allowDecimal,
      parent.id === ALCOHOL_PARENT,
    );

    const id = ids.uuid();
    const image = productPictureUrl(entry, size);
    const product: ProductRow = {
      id,
      supplierId: supplier.id,
      categoryId: child.id,
      brandId: brand?.id ?? null,
      originId,
      nameVi,
      nameEn,
      // Equal to searchKey(`${nameVi} ${nameEn} ${brandName} ${supplierName}`), from memoised pieces.
      searchKey: [
        keyOf(base.vi),
        keyOf(grade?.vi),
        keyOf(size.vi),
        keyOf(pack?.vi),
        keyOf(base.en),
        keyOf(grade?.en),
        keyOf(size.en),
        keyOf(pack?.en),
        keyOf(brandName),
        keyOf(supplier.name),
      ]
        .filter(Boolean)
        .join(' '),
      supplierInternalCode: `CB${String(i + 1).padStart(6, '0')}`,
      catalogueKey: makeCatalogueKey({
        name: nameVi,
        brand: brandName,
        uom: pack ? pack.uom : size.uom,
        baseUnit: pack ? pack.n : (size.base?.[1] ?? null),
        baseUom: pack ? size.uom : (size.base?.[0] ?? null),
      }),
      descriptionVi: `${nameVi}. ${tailVi}`,
      descriptionEn: `${nameEn}. ${tailEn}`,
      vatRate: child.vat ?? parent.vat,
      uomCode: pack ? pack.uom : size.uom,
      baseUomCode: pack ? size.uom : (size.base?.[0] ?? null),
      baseUnit: pack ? pack.n : (size.base?.[1] ?? null),
      netUomCode: size.net?.[0] ?? null,
      netUnit: size.net?.[1] ?? null,
      preservation,
      stock,
      isPrivate: exclusive,
      allowPurchase: !exclusive,
      imageUrl: image,
      medias: [{ type: 'image', url: image }],
      totalSold,
      minQuantity,
      allowDecimal,
      isActive: true,
      createdAt: new Date(createdMs),
      updatedAt: new Date(updatedMs),
    };
    chunk.products.push(product);
    chunk.prices.push(
      {
        productId: id,
        region: 'HCM',
        price: priceHcm,
        originalPrice: onSale ? beforeDiscount(priceHcm, discount) : null,
      },
      { productId: id, region: 'HN', price: priceHn, originalPrice: onSale ? beforeDiscount(priceHn, discount) : null },
    );

    // About 40% of products carry one or two tags, chosen to fit the product; exclusive ones are tagged so.
    const tagCodes: string[] = exclusive ? ['EXCLUSIVE'] : [];
    if (exclusive || rng.chance(0.4)) {
      const candidates: (readonly [string, number])[] = [
        ['NEW_PRODUCTS', ageDays < 60 ? 6 : 0.5],
        ['BEST_SELLER', totalSold > 1500 ? 5 : 1],
        ['SUPER_SAVING_TAG', onSale ? 5 : 0.7],
        ['FLASH_SALE', onSale ? 3 : 0.3],
        ['BOOK_IN_ADVANCE', FRESH_PARENTS.has(parent.id) || originName !== 'Việt Nam' ? 2 : 0.5],
        ['COMBO', pack ? 3 : 0.3],
      ];
      const wanted = rng.chance(0.7) ? 1 : 2;
      while (tagCodes.length < wanted) {
        const open = candidates.filter(([code]) => !tagCodes.includes(code));
        tagCodes.push(rng.weighted(open));
      }
    }
    for (const tagCode of tagCodes) chunk.productTags.push({ productId: id, tagCode });

    // Remember one product of each kind.
    if (i === 0) firstId = id;
    const plain = !exclusive && !outOfStock;
    if (!samples.weightPriced && plain && allowDecimal) samples.weightPriced = id;
    if (!samples.outOfStock && outOfStock && !exclusive) samples.outOfStock = id;
    if (!samples.exclusive && exclusive) samples.exclusive = id;
    if (!samples.onSale && plain && onSale) samples.onSale = id;
    if (!samples.multiPack && plain && (product.baseUnit ?? 0) > 1) samples.multiPack = id;
    if (!samples.hiddenCategory81 && child.id === 81) samples.hiddenCategory81 = id;

    if (chunk.products.length >= chunkSize) {
      yield chunk;
      chunk = { products: [], prices: [], productTags: [] };
    }
  }
  if (chunk.products.length > 0) yield chunk;

  return {
    weightPriced: samples.weightPriced ?? firstId,
    outOfStock: samples.outOfStock ?? firstId,
    exclusive: samples.exclusive ?? firstId,
    onSale: samples.onSale ?? firstId,
    multiPack: samples.multiPack ?? firstId,
    hiddenCategory81: samples.hiddenCategory81 ?? firstId,
  };
}

/** The whole catalogue in memory: reference rows plus every product, price and tag row. */
export function generateCatalogue(options: GenerateCatalogueOptions = {}): GeneratedCatalogue {
  const { seed } = checkOptions(options);
  const all: CatalogueChunk = { products: [], prices: [], productTags: [] };
  const chunks = generateProductChunks({ ...options, chunkSize: 5000 });
  let next = chunks.next();
  while (!next.done) {
    for (const p of next.value.products) all.products.push(p);
    for (const p of next.value.prices) all.prices.push(p);
    for (const t of next.value.productTags) all.productTags.push(t);
    next = chunks.next();
  }
  return { seed, ...catalogueReference(), ...all, samples: next.value };
}
