import {
  brandHoldsWord,
  buildSearchVocabulary,
  correctSearchText,
  defaultSort,
  hiddenCategoryIds,
  holdsWord,
  type Language,
  matchBrand,
  matchCategory,
  matchName,
  matchSupplierName,
  type Preservation,
  type ProductFilter,
  REGIONS,
  type Region,
  SEARCH_TIER,
  type SearchVocabulary,
  searchKey,
  withVat,
} from '@chobep/domain';
import type { FacetCount, ProductSort } from './search-products';

/** One listed product as the index reads it: what filters, facets and orders need, nothing more. */
export interface IndexedProduct {
  id: string;
  /** searchKey() of the Vietnamese and English names (productNameKey): the supplier's name is not a product's word. */
  nameKey: string;
  categoryId: number;
  brandId: number | null;
  supplierId: number;
  originId: number | null;
  preservation: Preservation;
  /** Private and not purchasable: listed only with withExclusive, last in a price order. */
  exclusive: boolean;
  totalSold: number;
  vatRate: number;
  nameVi: string;
  nameEn: string;
  uomCode: string;
  createdAt: number;
  updatedAt: number;
  tags: string[];
  /** Price before VAT per region; a product without a price in a region is not listed there. */
  prices: Partial<Record<Region, number>>;
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  nameVi: string;
  nameEn: string;
}

export interface IndexedOrigin {
  id: number;
  nameVi: string;
  nameEn: string;
}

export interface ProductIndexSource {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  suppliers: { id: number; name: string }[];
  brands: { id: number; name: string }[];
  origins: IndexedOrigin[];
}

/**
 * The names part of products.search_key (searchKey of names, brand and supplier, in that order): the key
 * without the brand's and supplier's keys at its end. Cutting costs nothing, where searchKey over 100,000
 * names took 1.7 s of the build; a key that does not end so (written before a rename) is made from the names.
 */
export function productNameKey(
  key: string,
  names: { nameVi: string; nameEn: string },
  brandKey: string,
  supplierKey: string,
): string {
  const tail = [brandKey, supplierKey].filter(Boolean).join(' ');
  if (tail && key.length > tail.length && key.endsWith(tail) && key.charCodeAt(key.length - tail.length - 1) === 32) {
    return key.slice(0, key.length - tail.length - 1);
  }
  return searchKey(`${names.nameVi} ${names.nameEn}`);
}

/** The viewer's side of a search: the region decides prices and hidden categories, the language name order. */
export interface IndexScope {
  region: Region;
  lang: Language;
  /** The viewer's favourite product ids, when the filter asks for favourites (null: no favourites). */
  favoriteIds: ReadonlySet<string> | null;
  /** The products the store (or company) ordered, when the filter asks for them. */
  orderedIds?: ReadonlySet<string> | null;
}

/**
 * How a search text is looked for (matchSearchQuery's rules): as a phrase (names, brand, category, a supplier named
 * by it), else as words anywhere in the product's own words, else the same after correcting typos. Per-id
 * tiers of the small tables are worked out once per text.
 */
interface TextPlan {
  pass: 'whole' | 'phrase' | 'words';
  text: string;
  /** Tier by brand id / category id (phrase pass), 1 by supplier id for a supplier named by the text. */
  brand: Uint8Array;
  category: Uint8Array;
  supplier: Uint8Array;
  /** Some brand, category or supplier matched: every product must be looked at, not only the names' candidates. */
  wide: boolean;
  /** Words pass: per word, 1 by brand id / category id holding it. */
  words: { word: string; last: boolean; brand: Uint8Array; category: Uint8Array }[];
}

export interface IndexQuery {
  sorts: ProductSort[];
  boost: boolean;
  limit: number;
  offset: number;
  facets: boolean;
}

type FacetKey = FacetCount['facet'];

/** A condition of a filter; `facet` names the facet whose own selection it is (null: not a facet's). */
interface FilterTest {
  facet: FacetKey | null;
  test: (i: number) => boolean;
}

type FacetCounters = Record<FacetKey, Int32Array>;

export interface IndexResult {
  ids: string[];
  total: number;
  facets: FacetCount[] | null;
}

const PRESERVATIONS: readonly Preservation[] = ['FROZEN', 'REFRIGERATED', 'ROOM_TEMPERATURE'];
const NONE = -1;

/** A trigram of three UTF-16 units as one number (48 bits, exact in a double): no string per trigram. */
const trigramAt = (text: string, at: number) =>
  text.charCodeAt(at) * 4294967296 + text.charCodeAt(at + 1) * 65536 + text.charCodeAt(at + 2);

/**
 * The listed catalogue in memory, column by column, with a trigram posting list per three letters of the
 * search keys: productSearch filters, counts facets and orders here in about a millisecond, where the same
 * work in SQL read a thousand heap pages (docs/performance.md). PostgreSQL stays the source of truth: the
 * index is rebuilt from it whenever catalog_state says something changed (ProductIndexStore), and the rows
 * of a page are read from the database by id. Rules are the SQL filter's (productConditions): listed means
 * active, from a supplier on the market, priced in the region, not in a category hidden there.
 */
export class ProductIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly positionById: Map<string, number>;
  private readonly nameKeys: string[];
  private readonly category: Int32Array;
  private readonly brand: Int32Array;
  private readonly supplier: Int32Array;
  private readonly origin: Int32Array;
  private readonly preservation: Uint8Array;
  private readonly exclusive: Uint8Array;
  private readonly sold: Int32Array;
  private readonly created: Float64Array;
  private readonly updated: Float64Array;
  private readonly namesVi: string[];
  private readonly namesEn: string[];
  private readonly uoms: string[];
  /** Tags as small numbers: product i has tagOf[tagStart[i]] … tagOf[tagStart[i + 1] - 1], codes in tagCodes. */
  private readonly tagCodes: string[];
  private readonly tagStart: Int32Array;
  private readonly tagOf: Uint16Array;
  /** One past the largest id of each facet, to count in typed arrays. */
  private readonly bounds: { category: number; brand: number; supplier: number; origin: number };
  /** Price with VAT per region, NaN where the product has none. */
  private readonly prices: Map<Region, Float64Array>;
  private readonly postings: Map<number, Int32Array>;
  private readonly categories: IndexedCategory[];
  private readonly supplierIdsByName: Map<string, number>;
  private readonly origins: IndexedOrigin[];
  private readonly scratch: Float64Array;
  private readonly everyPosition: Int32Array;
  /** Search keys by id: brands, suppliers, and each category's names with its parent's. */
  private readonly brandKeys: string[];
  private readonly supplierKeys: string[];
  private readonly categoryKeys: string[][];
  private readonly vocabulary: SearchVocabulary;
  /** Recent texts' plans: paging and facets of one search ask for the same text again. */
  private readonly plans = new Map<string, TextPlan | null>();

  constructor(source: ProductIndexSource) {
    const list = source.products;
    const n = list.length;
    this.size = n;
    this.ids = list.map((p) => p.id);
    this.positionById = new Map(this.ids.map((id, i) => [id, i]));
    this.nameKeys = list.map((p) => p.nameKey);
    this.category = Int32Array.from(list, (p) => p.categoryId);
    this.brand = Int32Array.from(list, (p) => p.brandId ?? NONE);
    this.supplier = Int32Array.from(list, (p) => p.supplierId);
    this.origin = Int32Array.from(list, (p) => p.originId ?? NONE);
    this.preservation = Uint8Array.from(list, (p) => PRESERVATIONS.indexOf(p.preservation));
    this.exclusive = Uint8Array.from(list, (p) => (p.exclusive ? 1 : 0));
    this.sold = Int32Array.from(list, (p) => p.totalSold);
    this.created = Float64Array.from(list, (p) => p.createdAt);
    this.updated = Float64Array.from(list, (p) => p.updatedAt);
    this.namesVi = list.map((p) => p.nameVi);
    this.namesEn = list.map((p) => p.nameEn);
    this.uoms = list.map((p) => p.uomCode);
    this.tagCodes = [...new Set(list.flatMap((p) => p.tags))].sort();
    const tagIndex = new Map(this.tagCodes.map((code, at) => [code, at]));
    this.tagStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++)
      this.tagStart[i + 1] = (this.tagStart[i] as number) + (list[i] as IndexedProduct).tags.length;
    this.tagOf = Uint16Array.from(list.flatMap((p) => p.tags.map((t) => tagIndex.get(t) as number)));
    const bound = (values: Int32Array) => values.reduce((max, v) => Math.max(max, v + 1), 0);
    this.bounds = {
      category: Math.max(bound(this.category), ...source.categories.map((c) => c.id + 1)),
      brand: Math.max(bound(this.brand), ...source.brands.map((b) => b.id + 1)),
      supplier: Math.max(bound(this.supplier), ...source.suppliers.map((s) => s.id + 1)),
      origin: bound(this.origin),
    };
    this.brandKeys = new Array<string>(this.bounds.brand).fill('');
    for (const b of source.brands) this.brandKeys[b.id] = searchKey(b.name);
    this.supplierKeys = new Array<string>(this.bounds.supplier).fill('');
    for (const s of source.suppliers) this.supplierKeys[s.id] = searchKey(s.name);
    const categoryById = new Map(source.categories.map((c) => [c.id, c]));
    this.categoryKeys = Array.from({ length: this.bounds.category }, () => []);
    for (const c of source.categories) {
      const parent = c.parentId === null ? undefined : categoryById.get(c.parentId);
      this.categoryKeys[c.id] = [c, parent]
        .flatMap((x) => (x ? [searchKey(x.nameVi), searchKey(x.nameEn)] : []))
        .filter(Boolean);
    }
    this.vocabulary = buildSearchVocabulary([...this.nameKeys, ...this.brandKeys, ...this.categoryKeys.flat()]);
    this.prices = new Map(
      REGIONS.map((region) => {
        const prices = new Float64Array(n);
        for (let i = 0; i < n; i++) {
          const p = list[i] as IndexedProduct;
          const price = p.prices[region];
          prices[i] = price === undefined ? Number.NaN : withVat(price, p.vatRate);
        }
        return [region, prices];
      }),
    );
    this.postings = buildPostings(this.nameKeys);
    this.categories = source.categories;
    this.supplierIdsByName = new Map(source.suppliers.map((s) => [s.name, s.id]));
    this.origins = source.origins;
    this.scratch = new Float64Array(n);
    this.everyPosition = Int32Array.from({ length: n }, (_, i) => i);
  }

  search(filter: ProductFilter, scope: IndexScope, query: IndexQuery): IndexResult {
    const tests = this.tests(filter, scope);
    let matched: number[];
    let facets: FacetCount[] | null = null;
    if (query.facets) {
      // Disjunctive facets: each facet is counted over the products every other condition keeps, its own
      // selection left out, so ticking one supplier still shows the other suppliers (with what they would add).
      const base = this.allOf(tests.filter((t) => t.facet === null));
      const narrowing = tests.filter((t) => t.facet !== null);
      const candidates = this.matchText(filter, base);
      matched = [];
      const counts = this.facetCounters();
      for (const i of candidates) {
        // The one facet whose selection the product misses; 'many' when it misses two or more.
        let missed: FacetKey | 'many' | null = null;
        for (const t of narrowing) {
          if (t.test(i)) continue;
          if (missed !== null && missed !== t.facet) {
            missed = 'many';
            break;
          }
          missed = t.facet;
        }
        if (missed === null) {
          matched.push(i);
          this.countInto(counts, i, null);
        } else if (missed !== 'many') {
          this.countInto(counts, i, missed);
        }
      }
      facets = this.emitFacets(counts);
    } else {
      matched = this.matchText(filter, this.allOf(tests));
    }
    const compare = this.comparator(matched, filter, scope, query);
    const page = firstInOrder(matched, query.offset + query.limit, compare)
      .slice(query.offset)
      .map((i) => this.ids[i] as string);
    return { ids: page, total: matched.length, facets };
  }

  /** The positions the text (if any) matches among those `keep` accepts, with their tier in the scratch column. */
  private matchText(filter: ProductFilter, keep: (i: number) => boolean): number[] {
    const text = filter.queryKey;
    if (text) {
      const plan = this.planFor(text);
      return plan ? this.collect(plan, keep) : [];
    }
    const matched: number[] = [];
    for (let i = 0; i < this.size; i++) if (keep(i)) matched.push(i);
    return matched;
  }

  /**
   * How the text is looked for, whatever the filter: as a phrase when some listed product holds it, else as
   * words, else corrected for typos the same way; null when nothing matches. Deciding over the whole index
   * keeps a filtered list from turning a miss into a typo match ("ca chua" among dairy is not "sua chua").
   */
  private planFor(text: string): TextPlan | null {
    const known = this.plans.get(text);
    if (known !== undefined) return known;
    let plan: TextPlan | null = null;
    const passes = ['whole', 'phrase', 'words'] as const;
    for (const pass of passes) {
      plan = this.makePlan(pass, text);
      if (this.collect(plan, () => true, 1).length) break;
      plan = null;
    }
    const fixed = plan ? null : correctSearchText(text, this.vocabulary);
    for (const pass of fixed ? passes : []) {
      plan = this.makePlan(pass, fixed as string);
      if (this.collect(plan, () => true, 1).length) break;
      plan = null;
    }
    if (this.plans.size >= 256) this.plans.delete(this.plans.keys().next().value as string);
    this.plans.set(text, plan);
    return plan;
  }

  private makePlan(pass: TextPlan['pass'], text: string): TextPlan {
    const brand = new Uint8Array(this.bounds.brand);
    const category = new Uint8Array(this.bounds.category);
    const supplier = new Uint8Array(this.bounds.supplier);
    let wide = false;
    const words: TextPlan['words'] = [];
    if (pass !== 'words') {
      const whole = pass === 'whole';
      this.brandKeys.forEach((key, id) => {
        brand[id] = matchBrand(key, text, whole);
        if (brand[id]) wide = true;
      });
      this.categoryKeys.forEach((keys, id) => {
        category[id] = matchCategory(keys, text, whole);
        if (category[id]) wide = true;
      });
      this.supplierKeys.forEach((key, id) => {
        supplier[id] = key && matchSupplierName(key, text) ? 1 : 0;
        if (supplier[id]) wide = true;
      });
    } else {
      const list = text.split(' ');
      list.forEach((word, at) => {
        const last = at === list.length - 1;
        words.push({
          word,
          last,
          brand: Uint8Array.from(this.brandKeys, (key) => (brandHoldsWord(key, word, last) ? 1 : 0)),
          category: Uint8Array.from(this.categoryKeys, (keys) =>
            keys.slice(0, 2).some((k) => holdsWord(k, word, last)) ? 1 : 0,
          ),
        });
      });
      wide = true;
    }
    return { pass, text, brand, category, supplier, wide, words };
  }

  /**
   * The positions the plan matches and `keep` accepts (at most `limit`), with their relevance tier in the
   * scratch column (searches are synchronous, so one column serves them all).
   */
  private collect(plan: TextPlan, keep: (i: number) => boolean, limit = Number.POSITIVE_INFINITY): number[] {
    const out: number[] = [];
    const score = this.scratch;
    if (plan.pass === 'words') {
      for (let i = 0; i < this.size && out.length < limit; i++) {
        if (!keep(i)) continue;
        const names = this.nameKeys[i] as string;
        const b = this.brand[i] as number;
        const c = this.category[i] as number;
        // matchWords, with the brand's and category's part worked out once per id.
        const all = plan.words.every(
          (w) => (b !== NONE && w.brand[b] === 1) || w.category[c] === 1 || holdsWord(names, w.word, w.last),
        );
        if (all) {
          score[i] = SEARCH_TIER.words;
          out.push(i);
        }
      }
      return out;
    }
    if (!plan.wide) {
      for (const i of this.candidates(plan.text)) {
        if (out.length >= limit) break;
        const tier = matchName(this.nameKeys[i] as string, plan.text, plan.pass === 'whole');
        if (tier && keep(i)) {
          score[i] = tier;
          out.push(i);
        }
      }
      return out;
    }
    // rankSearchMatch's phrase pass: the names through their trigram candidates, the rest by id.
    const byName = new Map<number, number>();
    for (const i of this.candidates(plan.text)) {
      const tier = matchName(this.nameKeys[i] as string, plan.text, plan.pass === 'whole');
      if (tier) byName.set(i, tier);
    }
    for (let i = 0; i < this.size && out.length < limit; i++) {
      const b = this.brand[i] as number;
      const tier = Math.max(
        byName.get(i) ?? 0,
        b === NONE ? 0 : (plan.brand[b] as number),
        plan.category[this.category[i] as number] as number,
        plan.supplier[this.supplier[i] as number] ? SEARCH_TIER.supplier : 0,
      );
      if (tier && keep(i)) {
        score[i] = tier;
        out.push(i);
      }
    }
    return out;
  }

  /** Positions whose key may contain the text: the shortest posting list of its trigrams, or every product. */
  private candidates(text: string): ArrayLike<number> & Iterable<number> {
    if (text.length < 3) return this.everyPosition;
    let shortest: Int32Array | undefined;
    for (let at = 0; at + 3 <= text.length; at++) {
      const list = this.postings.get(trigramAt(text, at));
      if (!list) return [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return shortest ?? [];
  }

  /** The tag codes of a listed product; null for a product the index does not list. */
  tagCodesOf(id: string): string[] | null {
    const i = this.positionById.get(id);
    if (i === undefined) return null;
    return Array.from(this.tagOf.subarray(this.tagStart[i], this.tagStart[i + 1]), (at) => this.tagCodes[at] as string);
  }

  /**
   * Every condition of the filter but the text, each a test of a position; a facet's own selection (the values a
   * facet panel toggles) is marked with its facet, so the counts can leave it out.
   */
  private tests(filter: ProductFilter, scope: IndexScope): FilterTest[] {
    const prices = this.prices.get(scope.region) as Float64Array;
    const hidden = this.categoryLookup(hiddenCategoryIds(scope.region));
    const tests: FilterTest[] = [];
    const add = (facet: FacetKey | null, test: (i: number) => boolean) => {
      tests.push({ facet, test });
    };
    add(null, (i) => !Number.isNaN(prices[i]) && hidden[this.category[i] as number] !== 1);
    if (filter.categoryIds.length) {
      const allowed = this.categoryLookup(filter.categoryIds);
      add('category', (i) => allowed[this.category[i] as number] === 1);
    }
    if (filter.subCategoryId !== null) {
      const sub = filter.subCategoryId;
      add(null, (i) => this.category[i] === sub);
    }
    if (filter.categoryName) {
      const name = filter.categoryName.toLowerCase();
      const named = this.categories
        .filter((c) => c.nameVi.toLowerCase() === name || c.nameEn.toLowerCase() === name)
        .map((c) => c.id);
      const allowed = this.categoryLookup(named);
      add(null, (i) => allowed[this.category[i] as number] === 1);
    }
    if (filter.supplierNames.length) {
      const allowed = new Set(filter.supplierNames.flatMap((name) => this.supplierIdsByName.get(name) ?? []));
      add('supplier', (i) => allowed.has(this.supplier[i] as number));
    }
    if (filter.preservation) {
      const code = PRESERVATIONS.indexOf(filter.preservation);
      add('preservation', (i) => this.preservation[i] === code);
    }
    if (filter.brandIds.length) {
      const allowed = new Set(filter.brandIds);
      add('brand', (i) => allowed.has(this.brand[i] as number));
    }
    if (filter.origins.length) {
      const names = new Set(filter.origins);
      const allowed = new Set(this.origins.filter((o) => names.has(o.nameVi) || names.has(o.nameEn)).map((o) => o.id));
      add('origin', (i) => allowed.has(this.origin[i] as number));
    }
    if (filter.tags.length) {
      const wanted = new Uint8Array(this.tagCodes.length);
      this.tagCodes.forEach((code, at) => {
        if (filter.tags.includes(code)) wanted[at] = 1;
      });
      add('tag', (i) => {
        for (let at = this.tagStart[i] as number; at < (this.tagStart[i + 1] as number); at++) {
          if (wanted[this.tagOf[at] as number]) return true;
        }
        return false;
      });
    }
    if (!filter.withExclusive) add(null, (i) => this.exclusive[i] === 0);
    if (filter.favorite) {
      const favorites = scope.favoriteIds ?? new Set<string>();
      add(null, (i) => favorites.has(this.ids[i] as string));
    }
    if (filter.orderedOnly) {
      const ordered = scope.orderedIds ?? new Set<string>();
      add(null, (i) => ordered.has(this.ids[i] as string));
    }
    return tests;
  }

  /** One test of a position: every one of `tests`. */
  private allOf(tests: readonly FilterTest[]): (i: number) => boolean {
    const list = tests.map((t) => t.test);
    return (i) => {
      for (const test of list) if (!test(i)) return false;
      return true;
    };
  }

  /** 1 at the categories named and their children (as productConditions' categoryAndChildren), by id. */
  private categoryLookup(ids: readonly number[]): Uint8Array {
    const out = new Uint8Array(this.bounds.category);
    for (const id of ids) if (id >= 0 && id < out.length) out[id] = 1;
    for (const c of this.categories) if (c.parentId !== null && ids.includes(c.parentId)) out[c.id] = 1;
    return out;
  }

  /** The order of a product list (ProductSort terms, best sellers first by default), ending with the id. */
  private comparator(
    matched: number[],
    filter: ProductFilter,
    scope: IndexScope,
    query: IndexQuery,
  ): (a: number, b: number) => number {
    const sorts = query.sorts.length ? query.sorts : [defaultSort(filter)];
    const terms: ((a: number, b: number) => number)[] = [];
    const byNumber = (values: ArrayLike<number>, desc: boolean) =>
      desc
        ? (a: number, b: number) => (values[b] as number) - (values[a] as number)
        : (a: number, b: number) => (values[a] as number) - (values[b] as number);
    const byText = (values: string[], desc: boolean) => (a: number, b: number) => {
      const x = values[a] as string;
      const y = values[b] as string;
      // Code unit order, as PostgreSQL's C collation orders the same columns.
      const order = x < y ? -1 : x > y ? 1 : 0;
      return desc ? -order : order;
    };
    for (const { field, order } of sorts) {
      const desc = order === 'DESC';
      switch (field) {
        case 'relevance':
          if (filter.queryKey) {
            terms.push(byNumber(this.relevance(matched, query.boost), desc));
          }
          terms.push(byNumber(this.sold, true));
          break;
        case 'name':
          terms.push(byText(scope.lang === 'en' ? this.namesEn : this.namesVi, desc));
          break;
        case 'price':
        case 'regionPrice': {
          const prices = this.prices.get(scope.region) as Float64Array;
          const exclusive = this.exclusive;
          // Exclusive products come last, and among themselves in an order that does not depend on their
          // hidden price (the following terms, then the id), whichever way the list is sorted.
          terms.push((a, b) => {
            const ea = exclusive[a] as number;
            const eb = exclusive[b] as number;
            if (ea !== eb) return ea - eb;
            if (ea === 1) return 0;
            return desc ? (prices[b] as number) - (prices[a] as number) : (prices[a] as number) - (prices[b] as number);
          });
          break;
        }
        case 'createdAt':
          terms.push(byNumber(this.created, desc));
          break;
        case 'updatedAt':
          terms.push(byNumber(this.updated, desc));
          break;
        case 'preservation':
          terms.push(byNumber(this.preservation, desc));
          break;
        case 'uom':
          terms.push(byText(this.uoms, desc));
          break;
        case 'recentTotalSold':
          terms.push(byNumber(this.sold, desc));
          break;
      }
    }
    terms.push(byText(this.ids, false));
    return (a, b) => {
      for (const term of terms) {
        const order = term(a, b);
        if (order !== 0) return order;
      }
      return 0;
    };
  }

  /**
   * Relevance of the matched positions: the tier collect() wrote into the scratch column (SEARCH_TIER), plus
   * ln(1 + sold) / 5 with the boost flag — at most ≈ 1.7 for 5,000 sold, so a best seller moves up within
   * its kind of match, never above a stronger kind (tiers are 2 apart).
   */
  private relevance(matched: number[], boost: boolean): Float64Array {
    const out = this.scratch;
    if (boost) for (const i of matched) out[i] = (out[i] as number) + Math.log(1 + (this.sold[i] as number)) / 5;
    return out;
  }

  /** Counters for every facet, in typed arrays indexed by id. */
  private facetCounters(): FacetCounters {
    return {
      category: new Int32Array(this.bounds.category),
      brand: new Int32Array(this.bounds.brand),
      supplier: new Int32Array(this.bounds.supplier),
      origin: new Int32Array(this.bounds.origin),
      preservation: new Int32Array(PRESERVATIONS.length),
      tag: new Int32Array(this.tagCodes.length),
    };
  }

  /** Counts position i in every facet (`only` null), or in that facet alone. */
  private countInto(counts: FacetCounters, i: number, only: FacetKey | null): void {
    if (only === null || only === 'category') (counts.category[this.category[i] as number] as number)++;
    const b = this.brand[i] as number;
    if ((only === null || only === 'brand') && b !== NONE) (counts.brand[b] as number)++;
    if (only === null || only === 'supplier') (counts.supplier[this.supplier[i] as number] as number)++;
    const o = this.origin[i] as number;
    if ((only === null || only === 'origin') && o !== NONE) (counts.origin[o] as number)++;
    if (only === null || only === 'preservation') (counts.preservation[this.preservation[i] as number] as number)++;
    if (only === null || only === 'tag') {
      for (let at = this.tagStart[i] as number; at < (this.tagStart[i + 1] as number); at++) {
        (counts.tag[this.tagOf[at] as number] as number)++;
      }
    }
  }

  private emitFacets(counts: FacetCounters): FacetCount[] {
    const out: FacetCount[] = [];
    const emit = (facet: FacetKey, values: Int32Array, key: (at: number) => string) =>
      values.forEach((count, at) => {
        if (count > 0) out.push({ facet, key: key(at), count });
      });
    emit('category', counts.category, String);
    emit('brand', counts.brand, String);
    emit('supplier', counts.supplier, String);
    emit('origin', counts.origin, String);
    emit('preservation', counts.preservation, (at) => PRESERVATIONS[at] as string);
    emit('tag', counts.tag, (at) => this.tagCodes[at] as string);
    return out;
  }
}

/**
 * The first `count` items in the order of `compare` (a total order, so every page cuts the same sequence).
 * Sorting an unfiltered list of 100,000 products to show 20 cost 40 ms; a bounded max-heap of the best
 * `count` seen so far reads each item once and sorts only what it keeps.
 */
export function firstInOrder(items: number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  // heap[0] is the worst of the best `count` so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const down = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(heap[left] as number, heap[top] as number)) top = left;
      if (right < heap.length && worse(heap[right] as number, heap[top] as number)) top = right;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top] as number, heap[at] as number];
      at = top;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (!worse(heap[at] as number, heap[parent] as number)) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * Position lists per trigram, in ascending order, each position once per list: one pass numbers the
 * trigrams densely and notes each key's, a second fills one shared buffer (100,000 keys make about seven
 * million entries, 28 MB).
 */
function buildPostings(keys: string[]): Map<number, Int32Array> {
  const gramIds = new Map<number, number>();
  const grams: number[] = [];
  let occurrences = new Int32Array(1 << 20);
  let used = 0;
  const keyEnd = new Int32Array(keys.length);
  const counts: number[] = [];
  const lastKey: number[] = [];
  keys.forEach((key, i) => {
    for (let at = 0; at + 3 <= key.length; at++) {
      const gram = trigramAt(key, at);
      let id = gramIds.get(gram);
      if (id === undefined) {
        id = grams.length;
        gramIds.set(gram, id);
        grams.push(gram);
        counts.push(0);
        lastKey.push(-1);
      }
      if (lastKey[id] === i) continue;
      lastKey[id] = i;
      counts[id] = (counts[id] as number) + 1;
      if (used === occurrences.length) {
        const grown = new Int32Array(occurrences.length * 2);
        grown.set(occurrences);
        occurrences = grown;
      }
      occurrences[used++] = id;
    }
    keyEnd[i] = used;
  });
  const start = new Int32Array(grams.length + 1);
  for (let id = 0; id < grams.length; id++) start[id + 1] = (start[id] as number) + (counts[id] as number);
  const buffer = new Int32Array(used);
  const filled = start.slice(0, grams.length);
  let at = 0;
  for (let i = 0; i < keys.length; i++) {
    for (const end = keyEnd[i] as number; at < end; at++) {
      const id = occurrences[at] as number;
      buffer[(filled[id] as number)++] = i;
    }
  }
  return new Map(grams.map((gram, id) => [gram, buffer.subarray(start[id] as number, start[id + 1] as number)]));
}
