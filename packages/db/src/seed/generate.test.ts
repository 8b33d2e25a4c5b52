import { findRepeatedListings, makeCatalogueKey, searchKey, slugify } from '@chobep/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue-base';
import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_STORES, DEMO_SUPPLY_ACCOUNTS } from './demo-accounts';
import { generateAccounts } from './generate-accounts';
import {
  type GeneratedCatalogue,
  generateCatalogue,
  generateProductChunks,
  roundTo500,
  SEED_EPOCH,
} from './generate-catalogue';
import { iconNameOf, loadIconNames } from './icons';
import { parseProductPicture, renderBrandLogo } from './packshot';
import { Rng } from './prng';
import { BRANDS, SUPPLIERS, TAGS } from './reference-data';

const VIETNAMESE_MARKS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seeded PRNG', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = new Rng(7, 'x');
    const b = new Rng(7, 'x');
    const c = new Rng(8, 'x');
    const seqA = Array.from({ length: 20 }, () => a.u32());
    expect(Array.from({ length: 20 }, () => b.u32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.u32())).not.toEqual(seqA);
  });

  it('makes RFC 4122 version-4-shaped UUIDs', () => {
    const rng = new Rng(1, 'ids');
    const ids = Array.from({ length: 500 }, () => rng.uuid());
    expect(ids.filter((id) => !UUID_V4.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('generateCatalogue', () => {
  let catalogue: GeneratedCatalogue;
  beforeAll(() => {
    catalogue = generateCatalogue({ products: 2000, seed: 42 });
  });

  it('is deterministic: the same seed gives identical rows, ids included', () => {
    const again = generateCatalogue({ products: 2000, seed: 42 });
    expect(again.products).toEqual(catalogue.products);
    expect(again.prices).toEqual(catalogue.prices);
    expect(again.productTags).toEqual(catalogue.productTags);
    expect(again.categories).toEqual(catalogue.categories);
    expect(again.brands).toEqual(catalogue.brands);
    expect(again.samples).toEqual(catalogue.samples);
  });

  it('gives the same rows when generated in chunks, whatever the chunk size', () => {
    const chunks = generateProductChunks({ products: 2000, seed: 42, chunkSize: 333 });
    const products: typeof catalogue.products = [];
    const prices: typeof catalogue.prices = [];
    let next = chunks.next();
    while (!next.done) {
      expect(next.value.products.length).toBeLessThanOrEqual(333);
      products.push(...next.value.products);
      prices.push(...next.value.prices);
      next = chunks.next();
    }
    expect(products).toEqual(catalogue.products);
    expect(prices).toEqual(catalogue.prices);
    expect(next.value).toEqual(catalogue.samples);
  });

  it('gives different rows for a different seed', () => {
    const other = generateCatalogue({ products: 2000, seed: 43 });
    expect(other.products.map((p) => p.id)).not.toEqual(catalogue.products.map((p) => p.id));
    expect(other.products.map((p) => p.nameVi)).not.toEqual(catalogue.products.map((p) => p.nameVi));
    expect(other.prices.map((p) => p.price)).not.toEqual(catalogue.prices.map((p) => p.price));
    // The hand-written reference data does not depend on the seed.
    expect(other.categories).toEqual(catalogue.categories);
  });

  it('makes the requested number of products with v4 UUIDs and unique, hyphen-free internal codes', () => {
    expect(catalogue.products).toHaveLength(2000);
    expect(catalogue.products.filter((p) => !UUID_V4.test(p.id))).toEqual([]);
    expect(catalogue.products.filter((p) => !/^[A-Z0-9]+$/.test(p.supplierInternalCode))).toEqual([]);
    expect(new Set(catalogue.products.map((p) => p.id)).size).toBe(2000);
    expect(new Set(catalogue.products.map((p) => p.supplierInternalCode)).size).toBe(2000);
  });

  it('stores every text as NFC, with Vietnamese diacritics in Vietnamese names', () => {
    const texts = [
      ...catalogue.products.flatMap((p) => [p.nameVi, p.nameEn, p.descriptionVi, p.descriptionEn, p.searchKey]),
      ...catalogue.categories.flatMap((c) => [c.nameVi, c.nameEn, c.descriptionVi, c.descriptionEn]),
      ...catalogue.brands.map((b) => b.name),
      ...catalogue.suppliers.map((s) => s.name),
      ...catalogue.tags.flatMap((t) => [t.nameVi, t.nameEn]),
    ];
    expect(texts.filter((t) => typeof t !== 'string' || t !== t.normalize('NFC'))).toEqual([]);
    const withMarks = catalogue.products.filter((p) => VIETNAMESE_MARKS.test(p.nameVi)).length;
    expect(withMarks / catalogue.products.length).toBeGreaterThan(0.8);
    expect(catalogue.products.some((p) => p.nameVi.startsWith('Cà chua bi Đà Lạt'))).toBe(true);
    for (const c of catalogue.categories) expect(c.nameVi).not.toBe(c.nameEn);
  });

  it('builds searchKey from the names, the brand and the supplier', () => {
    const brandName = new Map(catalogue.brands.map((b) => [b.id, b.name]));
    const supplierName = new Map(catalogue.suppliers.map((s) => [s.id, s.name]));
    const wrong = catalogue.products.filter((p) => {
      const brand = p.brandId ? brandName.get(p.brandId) : '';
      return p.searchKey !== searchKey(`${p.nameVi} ${p.nameEn} ${brand} ${supplierName.get(p.supplierId)}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has ≥13 parent categories with 2–6 children each, category 81 under Alcohol and unique slugs', () => {
    const parents = catalogue.categories.filter((c) => c.parentId == null);
    expect(parents.length).toBeGreaterThanOrEqual(13);
    for (const parent of parents) {
      const children = catalogue.categories.filter((c) => c.parentId === parent.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(6);
    }
    const wine = catalogue.categories.find((c) => c.id === 81);
    const alcohol = catalogue.categories.find((c) => c.nameEn === 'Alcohol');
    expect(wine).toMatchObject({ nameVi: 'Rượu vang', nameEn: 'Wine', parentId: alcohol?.id });
    for (const c of catalogue.categories) expect(c.slug).toBe(`${slugify(c.nameVi)}-c${c.id}`);
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length);
    expect(new Set(catalogue.categories.map((c) => c.id)).size).toBe(catalogue.categories.length);
  });

  it('has ≥20 suppliers, ≥100 brands with unique slugs and exactly 20 trusted ranks, and every tag', () => {
    // Their fulfilment settings are generate-checkout.test.ts's.
    expect(catalogue.suppliers.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(100);
    expect(new Set(catalogue.brands.map((b) => b.slug)).size).toBe(catalogue.brands.length);
    for (const b of catalogue.brands) expect(b.slug).toBe(slugify(b.name));
    const ranks = catalogue.brands.flatMap((b) => (b.trustedRank == null ? [] : [b.trustedRank])).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(catalogue.tags.map((t) => t.code).sort()).toEqual(
      ['BEST_SELLER', 'BOOK_IN_ADVANCE', 'COMBO', 'EXCLUSIVE', 'FLASH_SALE', 'NEW_PRODUCTS', 'SUPER_SAVING_TAG'].sort(),
    );
  });

  it('marks Alcohol (80) as age-restricted, and no other parent category', () => {
    const restricted = catalogue.categories.filter((c) => c.ageRestricted);
    expect(restricted.map((c) => [c.id, c.nameEn])).toEqual([[80, 'Alcohol']]);
  });

  it('has one inactive brand, Bếp Xưa, with no products and no trusted rank (its page says it is unavailable)', () => {
    const inactive = catalogue.brands.filter((b) => b.status === 'INACTIVE');
    expect(inactive.map((b) => b.name)).toEqual(['Bếp Xưa']);
    const [bepXua] = inactive;
    expect(bepXua?.trustedRank).toBeNull();
    expect(catalogue.products.filter((p) => p.brandId === bepXua?.id)).toEqual([]);
  });

  it('uses only icons that exist in @iconify-json/fluent-emoji-flat, and product and brand pictures the API draws', () => {
    const icons = loadIconNames();
    const accounts = generateAccounts({ seed: 42, passwordHash: 'x', catalogue });
    const pictures = [
      ...catalogue.products.flatMap((p) => [p.imageUrl, ...(p.medias ?? []).map((m) => m.url)]),
      ...catalogue.brands.map((b) => b.imageUrl),
    ];
    const urls = [
      ...catalogue.categories.map((c) => c.thumbnail),
      ...catalogue.suppliers.map((s) => s.imageUrl),
      ...catalogue.tags.flatMap((t) => [t.imageVi, t.imageEn]),
      ...accounts.buyers.map((b) => b.imageUrl),
    ];
    const names = new Set<string>();
    expect(urls.filter((url) => iconNameOf(url) === null)).toEqual([]);
    expect(pictures.filter((url) => !parseProductPicture(url ?? '') && !renderBrandLogo(url ?? ''))).toEqual([]);
    for (const url of urls) names.add(iconNameOf(url) as string);
    // Also the hand-written lists, including base products a 2,000-product catalogue might not reach.
    for (const parent of CATEGORIES) {
      names.add(parent.icon);
      for (const child of parent.children) {
        names.add(child.icon);
        for (const base of child.products) names.add(base.icon);
      }
    }
    for (const def of [...BRANDS, ...SUPPLIERS, ...TAGS]) names.add(def.icon);
    const missing = [...names].filter((n) => !icons.has(n));
    expect(missing).toEqual([]);
  });

  it('prices every product in HN and HCM, in whole 500 đ, with realistic magnitudes', () => {
    const byProduct = new Map<string, Map<string, { price: number; originalPrice?: number | null }>>();
    for (const p of catalogue.prices) {
      const m = byProduct.get(p.productId) ?? new Map();
      m.set(p.region, p);
      byProduct.set(p.productId, m);
    }
    const badPrices = catalogue.prices.filter(
      (p) =>
        !Number.isInteger(p.price) ||
        p.price <= 0 ||
        p.price % 500 !== 0 ||
        (p.originalPrice != null && (p.originalPrice % 500 !== 0 || p.originalPrice <= p.price)),
    );
    expect(badPrices).toEqual([]);
    expect(catalogue.prices).toHaveLength(2 * catalogue.products.length);
    const unpriced = catalogue.products.filter(
      (p) => !byProduct.get(p.id)?.has('HN') || !byProduct.get(p.id)?.has('HCM'),
    );
    expect(unpriced).toEqual([]);
    // HN prices differ slightly from HCM prices.
    const same = catalogue.products.filter(
      (p) => byProduct.get(p.id)?.get('HN')?.price === byProduct.get(p.id)?.get('HCM')?.price,
    );
    expect(same).toEqual([]);

    const hcm = (pred: (p: (typeof catalogue.products)[number]) => boolean) =>
      catalogue.products.filter(pred).map((p) => byProduct.get(p.id)?.get('HCM')?.price as number);
    const vegKg = hcm((p) => p.categoryId >= 11 && p.categoryId <= 14 && p.uomCode === 'kg');
    expect(Math.min(...vegKg)).toBeGreaterThanOrEqual(10000);
    expect(Math.max(...vegKg)).toBeLessThanOrEqual(300000);
    const seafoodKg = hcm((p) => p.categoryId >= 41 && p.categoryId <= 44 && p.uomCode === 'kg');
    expect(Math.min(...seafoodKg)).toBeGreaterThanOrEqual(35000);
    const alcohol = hcm((p) => p.categoryId >= 81 && p.categoryId <= 84);
    expect(Math.min(...alcohol)).toBeGreaterThanOrEqual(5000);
    expect(roundTo500(1249)).toBe(1000);
    expect(roundTo500(1250)).toBe(1500);
  });

  it('has every required kind of product in sensible proportions', () => {
    const n = catalogue.products.length;
    const count = (pred: (p: (typeof catalogue.products)[number]) => boolean) => catalogue.products.filter(pred).length;
    const weight = count((p) => p.uomCode === 'kg' && p.allowDecimal === true);
    expect(weight).toBeGreaterThan(n * 0.1);
    expect(count((p) => p.allowDecimal === true && p.minQuantity === 0.5)).toBeGreaterThan(0);
    expect(count((p) => p.allowDecimal === true && p.minQuantity === 2)).toBeGreaterThan(0);
    const outOfStock = count((p) => p.stock === 0);
    expect(outOfStock).toBeGreaterThan(n * 0.03);
    expect(outOfStock).toBeLessThan(n * 0.08);
    const exclusive = count((p) => p.isPrivate === true && p.allowPurchase === false);
    expect(exclusive).toBeGreaterThan(n * 0.01);
    expect(exclusive).toBeLessThan(n * 0.04);
    const saleIds = new Set(
      catalogue.prices.filter((p) => p.originalPrice != null && p.originalPrice > p.price).map((p) => p.productId),
    );
    expect(saleIds.size).toBeGreaterThan(n * 0.1);
    expect(saleIds.size).toBeLessThan(n * 0.2);
    expect(
      count((p) => p.uomCode === 'case' && p.baseUomCode === 'can' && p.baseUnit === 24 && p.netUomCode === 'ml'),
    ).toBeGreaterThan(0);
    const tagged = new Set(catalogue.productTags.map((t) => t.productId)).size;
    expect(tagged / n).toBeGreaterThan(0.3);
    expect(tagged / n).toBeLessThan(0.5);
    const tagsPer = new Map<string, number>();
    for (const t of catalogue.productTags) tagsPer.set(t.productId, (tagsPer.get(t.productId) ?? 0) + 1);
    expect([...tagsPer.values()].filter((k) => k !== 1 && k !== 2)).toEqual([]);

    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    const s = catalogue.samples;
    expect(byId.get(s.weightPriced)?.allowDecimal).toBe(true);
    expect(byId.get(s.outOfStock)?.stock).toBe(0);
    expect(byId.get(s.exclusive)).toMatchObject({ isPrivate: true, allowPurchase: false });
    expect(saleIds.has(s.onSale)).toBe(true);
    expect(byId.get(s.multiPack)?.baseUnit).toBeGreaterThan(1);
    expect(byId.get(s.hiddenCategory81)?.categoryId).toBe(81);
  });

  it('sets VAT, preservation and creation dates by category', () => {
    const parentOf = new Map(catalogue.categories.map((c) => [c.id, c.parentId ?? c.id]));
    const epoch = SEED_EPOCH.getTime();
    const problems: string[] = [];
    for (const p of catalogue.products) {
      const parent = parentOf.get(p.categoryId);
      const vat = p.vatRate as number;
      if (![0, 5, 8, 10].includes(vat)) problems.push(`${p.nameVi}: VAT ${vat}`);
      if (parent === 80 && vat !== 10) problems.push(`${p.nameVi}: alcohol VAT ${vat}`);
      if ((parent === 10 || parent === 20) && vat === 10) problems.push(`${p.nameVi}: produce VAT ${vat}`);
      if (parent === 100 && p.preservation !== 'FROZEN') problems.push(`${p.nameVi}: ${p.preservation}`);
      if (parent === 30 && p.preservation !== 'REFRIGERATED') problems.push(`${p.nameVi}: ${p.preservation}`);
      if ((parent === 60 || parent === 120 || parent === 130) && p.preservation !== 'ROOM_TEMPERATURE') {
        problems.push(`${p.nameVi}: ${p.preservation}`);
      }
      const created = (p.createdAt as Date).getTime();
      if (created > epoch || created <= epoch - 366 * 86_400_000) problems.push(`${p.nameVi}: created ${created}`);
      if ((p.updatedAt as Date).getTime() < created) problems.push(`${p.nameVi}: updated before created`);
    }
    expect(problems).toEqual([]);
    expect(catalogue.products.filter((p) => p.categoryId >= 41 && p.categoryId <= 44)[0]?.preservation).toBe('FROZEN');
  });

  it('covers every child category and every product kind even in a small catalogue', () => {
    const small = generateCatalogue({ products: 200, seed: 42 });
    const childIds = CATEGORIES.flatMap((p) => p.children.map((c) => c.id));
    const present = new Set(small.products.map((p) => p.categoryId));
    for (const id of childIds) expect(present.has(id), `category ${id}`).toBe(true);

    const tiny = generateCatalogue({ products: 12, seed: 5 });
    const byId = new Map(tiny.products.map((p) => [p.id, p]));
    expect(byId.get(tiny.samples.outOfStock)?.stock).toBe(0);
    expect(byId.get(tiny.samples.exclusive)).toMatchObject({ isPrivate: true, allowPurchase: false });
    expect(tiny.prices.some((p) => p.productId === tiny.samples.onSale && (p.originalPrice ?? 0) > p.price)).toBe(true);
  });

  // Up to the demo's 2,000 products; a benchmark catalogue (100,000) has more products than items times suppliers.
  it('lists an item once per supplier: no supplier has two products of the same name and unit', () => {
    const listings = (c: GeneratedCatalogue) =>
      c.products.map((p) => ({ id: p.id, supplierId: p.supplierId, name: p.nameVi, uom: p.uomCode }));
    expect(findRepeatedListings(listings(catalogue))).toEqual([]);
    expect(findRepeatedListings(listings(generateCatalogue({ products: 2000, seed: 7 })))).toEqual([]);
  });

  it('gives every product its catalogue key, shared by the same item of several suppliers', () => {
    const brandName = new Map(catalogue.brands.map((b) => [b.id, b.name]));
    for (const p of catalogue.products) {
      expect(p.catalogueKey).toBe(
        makeCatalogueKey({
          name: p.nameVi,
          brand: p.brandId === null ? null : (brandName.get(p.brandId) ?? null),
          uom: p.uomCode,
          baseUnit: p.baseUnit ?? null,
          baseUom: p.baseUomCode ?? null,
        }),
      );
    }
    const suppliersByKey = new Map<string, Set<number>>();
    for (const p of catalogue.products) {
      const key = p.catalogueKey as string;
      suppliersByKey.set(key, (suppliersByKey.get(key) ?? new Set()).add(p.supplierId));
    }
    const shared = [...suppliersByKey.values()].filter((s) => s.size > 1);
    // Enough items from several suppliers for the product page's "other suppliers" to be a real feature.
    expect(shared.length).toBeGreaterThan(200);
    // The examples: the same beer from three suppliers, the same fish sauce from two.
    const suppliersOf = (name: string) =>
      new Set(catalogue.products.filter((p) => p.nameVi === name).map((p) => p.supplierId)).size;
    expect(suppliersOf('Bia 333 lon 330ml')).toBe(3);
    expect(suppliersOf('Nước mắm Chin-su cá cơm chai 500ml')).toBe(2);
  });
});

describe('generateAccounts', () => {
  it('is deterministic and uses the fixed demo ids', () => {
    const catalogue = generateCatalogue({ products: 300, seed: 9 });
    const a = generateAccounts({ seed: 9, passwordHash: 'h', catalogue });
    const b = generateAccounts({ seed: 9, passwordHash: 'h', catalogue });
    expect(b).toEqual(a);
    expect(a.users.map((u) => u.id).sort()).toEqual(
      [...Object.values(DEMO_ACCOUNTS), ...Object.values(DEMO_SUPPLY_ACCOUNTS)].map((u) => u.id).sort(),
    );
    expect(a.buyers.map((x) => x.id).sort()).toEqual(
      Object.values(DEMO_BUYERS)
        .map((x) => x.id)
        .sort(),
    );
    expect(a.stores.map((x) => x.id).sort()).toEqual(
      Object.values(DEMO_STORES)
        .map((x) => x.id)
        .sort(),
    );
    const allIds = [...a.users, ...a.buyers, ...a.stores, ...a.userGroups].map((x) => x.id as string);
    expect(allIds.filter((id) => !UUID_V4.test(id))).toEqual([]);
    expect(a.favorites).toHaveLength(8);
    expect(a.productNotes).toHaveLength(3);
    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const f of a.favorites) expect(byId.get(f.productId)?.allowPurchase).toBe(true);
  });
});
