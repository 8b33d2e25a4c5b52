/**
 * What a search text matches (issue 12): a product is found by the words of its own names (Vietnamese or
 * English), its brand or its category — never merely by its supplier's legal name, which would list
 * every soft drink of "Công ty TNHH Cà Phê & Trà Cao Nguyên" for "cà phê". A supplier typed by its name,
 * exactly or nearly, still lists its products, after every product that matched by its own words.
 *
 * Every text here is a searchKey(): lower case, no marks, words separated by single spaces.
 *
 * Relevance, highest first (SEARCH_TIER): the text as a phrase in the product's names (+3 when the names
 * start with it, +2 when it ends on a whole word), at the start of its brand, in its category's names, the
 * parent category's whole name, then — only when no product holds the phrase — every word somewhere in those, and
 * last the products of a supplier named by the text. Tiers are 2 apart so that the best-seller boost
 * (at most ≈ 1.7) reorders within a tier and never lifts a weaker kind of match over a stronger one.
 */

export const SEARCH_TIER = { supplier: 2, words: 4, parentCategory: 6, category: 8, brand: 10, name: 12 } as const;

const SPACE = 32;

/** The product's own searchable words, as search keys. */
export interface SearchableProduct {
  /** Vietnamese and English names. */
  names: string;
  /** The brand's name; empty without a brand. */
  brand: string;
  /** The category's and its parent's names, in both languages. */
  categories: readonly string[];
  /** The supplier's legal name. */
  supplier: string;
}

/**
 * Where `phrase` occurs in `text` starting at a word: -1 nowhere; else 0, plus 3 when the text starts with
 * it, plus 2 when it also ends on a word's end. "tom" is found in "tom su" (5) and "tomato" (3), never in
 * "atom". The phrase's last word may be the start of a longer word: the buyer is still typing.
 */
export function matchPhrase(text: string, phrase: string, whole = false): number {
  if (!phrase) return -1;
  let best = -1;
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (at > 0 && text.charCodeAt(at - 1) !== SPACE) continue;
    const ends = endsWord(text, at + phrase.length);
    if (whole && !ends) continue;
    const score = (at === 0 ? 3 : 0) + (ends ? 2 : 0);
    if (score > best) best = score;
    if (at > 0 && best >= 2) break;
  }
  return best;
}

/** A word ends here: at the end, before a space, or before an English plural's "s"/"es" ("tomato", "tomatoes"). */
function endsWord(text: string, end: number): boolean {
  const at = (n: number) => end + n === text.length || text.charCodeAt(end + n) === SPACE;
  if (at(0)) return true;
  const next = text[end];
  return (next === 's' && at(1)) || (next === 'e' && text[end + 1] === 's' && at(2));
}

/**
 * The names hold the text as a phrase: SEARCH_TIER.name plus matchPhrase's bonus; else 0. With `whole`, its
 * last word must be whole too: once some product holds "tom" as a word (tôm), "tomato" is not a match.
 */
export function matchName(names: string, text: string, whole = false): number {
  const at = matchPhrase(names, text, whole);
  return at < 0 ? 0 : SEARCH_TIER.name + at;
}

const compact = (key: string) => key.replaceAll(' ', '');

/**
 * The brand's name starts with the text ("highlands" for "Highlands Coffee", "chin su" or "chinsu" for
 * "Chin-su"); a word inside the brand is not enough ("tom" is not "Rau Sạch Bác Tôm").
 */
export function matchBrand(brand: string, text: string, whole = false): number {
  if (!brand || !text) return 0;
  if (brand.startsWith(text) && (!whole || endsWord(brand, text.length))) return SEARCH_TIER.brand;
  const short = compact(text);
  return short.length >= 4 && compact(brand).startsWith(short) ? SEARCH_TIER.brand : 0;
}

/**
 * The category's names (the first two: Vietnamese and English) hold the text as a phrase. Its parent's names
 * (the others) count only when the text is one of them, a tier lower: "do uong" lists every beverage, but
 * "rice" is not all of "Rice & dry goods" and "eggs" not all of "Dairy & eggs".
 */
export function matchCategory(categories: readonly string[], text: string, whole = false): number {
  if (categories.slice(0, 2).some((name) => matchPhrase(name, text, whole) >= 0)) return SEARCH_TIER.category;
  const short = compact(text);
  return categories.slice(2).some((name) => compact(name) === short) ? SEARCH_TIER.parentCategory : 0;
}

/** Legal forms that say nothing about which supplier: "Công ty TNHH", "CP", "Hợp tác xã", "JSC" … */
const LEGAL_START =
  /^(?:(?:cong ty|co phan|trach nhiem huu han|tnhh|mtv|ctcp|cp|hop tac xa|htx|dntn|doanh nghiep tu nhan|tap doan|chi nhanh|company|cty)(?: |$))+/;
const LEGAL_END = / (?:co ltd|ltd|jsc|llc|company|corp|corporation|inc|co)$/;

/** A supplier's name without its legal form: "cong ty tnhh ca phe tra cao nguyen" → "ca phe tra cao nguyen". */
export function supplierCore(key: string): string {
  let core = key.replace(LEGAL_START, '');
  for (let shorter = core.replace(LEGAL_END, ''); shorter !== core; shorter = core.replace(LEGAL_END, '')) {
    core = shorter;
  }
  return core.trim();
}

/**
 * The text names the supplier, exactly or nearly: its name with or without the legal form, spaces aside,
 * with a slip of a letter or two (one per 8 letters), or the first two thirds of it or more (still typing).
 * A few words of the name are not the supplier: "ca phe" is not "Cà Phê & Trà Cao Nguyên".
 */
export function matchSupplierName(supplier: string, text: string): boolean {
  const name = supplierCore(supplier);
  const asked = supplierCore(text);
  if (!name || !asked) return false;
  const a = compact(asked);
  const b = compact(name);
  if (a === b || compact(text) === compact(supplier)) return true;
  if (b.startsWith(a) && a.length * 3 >= b.length * 2) return true;
  const slips = Math.floor(b.length / 8);
  return slips > 0 && Math.abs(a.length - b.length) <= slips && editDistance(a, b, slips) <= slips;
}

/**
 * Every word of the text among the product's own words (names, the brand's first word, its category's names), in any
 * order: "ca phe highlands" for "Cà phê bột Highlands". Words before the last are whole; the last may be a
 * start.
 */
export function matchWords(product: Omit<SearchableProduct, 'supplier'>, text: string): boolean {
  const words = text.split(' ');
  return words.every((word, at) => {
    const last = at === words.length - 1;
    const found = (field: string) => holdsWord(field, word, last);
    return (
      found(product.names) || brandHoldsWord(product.brand, word, last) || product.categories.slice(0, 2).some(found)
    );
  });
}

/** As matchBrand, only the brand's first word counts: "Rau Sạch Bác Tôm" holds no "tom". */
export function brandHoldsWord(brand: string, word: string, start: boolean): boolean {
  const space = brand.indexOf(' ');
  return holdsWord(space === -1 ? brand : brand.slice(0, space), word, start);
}

/** The word stands in the text as a whole word, or (`start`) at least at the start of one. */
export function holdsWord(text: string, word: string, start: boolean): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at > 0 && text.charCodeAt(at - 1) !== SPACE) continue;
    const end = at + word.length;
    if (start || end === text.length || text.charCodeAt(end) === SPACE) return true;
  }
  return false;
}

/**
 * The relevance of a product for a search text in one pass. The passes are tried in order and the first
 * that matches some product is the search's: `whole` (the text as whole words in names, brand or category,
 * or a supplier named by it), `phrase` (the same, the last word only started: "ca ph"), `words` (every
 * word anywhere in the product's own words). 0: the product does not match.
 */
export function rankSearchMatch(product: SearchableProduct, text: string, pass: 'whole' | 'phrase' | 'words'): number {
  if (!text) return 0;
  if (pass === 'words') return matchWords(product, text) ? SEARCH_TIER.words : 0;
  const whole = pass === 'whole';
  return Math.max(
    matchName(product.names, text, whole),
    matchBrand(product.brand, text, whole),
    matchCategory(product.categories, text, whole),
    matchSupplierName(product.supplier, text) ? SEARCH_TIER.supplier : 0,
  );
}

/**
 * Edit distance (insertions, deletions, substitutions and swaps of two neighbours), or `limit + 1` as soon
 * as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

/** The words of the catalogue's own texts, with how many texts use each, and pairs of neighbouring words. */
export interface SearchVocabulary {
  words: ReadonlyMap<string, number>;
  pairs: ReadonlyMap<string, number>;
}

/** Letters a typo may miss: none below 4, one up to 7, two from 8. */
const allowedSlips = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The text with its unknown words replaced by the catalogue's nearest ones, for a search that found nothing
 * as typed: "nuoc mamm" → "nuoc mam", "phu qouc" → "phu quoc", "salmom" → "salmon", and two words typed as
 * one, "caphe" → "ca phe". Known words stay (the last also when it starts a known word). Null when nothing
 * can be corrected or a word has no near neighbour.
 */
export function correctSearchText(text: string, vocabulary: SearchVocabulary): string | null {
  const words = text.split(' ');
  let changed = false;
  const out: string[] = [];
  for (const [at, word] of words.entries()) {
    if (vocabulary.words.has(word)) {
      out.push(word);
      continue;
    }
    if (at === words.length - 1 && [...vocabulary.words.keys()].some((known) => known.startsWith(word))) {
      out.push(word);
      continue;
    }
    const replacement = splitWord(word, vocabulary) ?? nearestWord(word, vocabulary);
    if (!replacement) return null;
    out.push(replacement);
    changed = true;
  }
  return changed ? out.join(' ') : null;
}

/** "caphe" → "ca phe": two known words that stand next to each other somewhere, the most common such pair. */
function splitWord(word: string, vocabulary: SearchVocabulary): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const pair = `${word.slice(0, cut)} ${word.slice(cut)}`;
    const count = vocabulary.pairs.get(pair) ?? 0;
    if (count > bestCount) {
      best = pair;
      bestCount = count;
    }
  }
  return best;
}

/** The known word fewest edits away (ties: the most used, then the first in code order); null beyond the slips allowed. */
function nearestWord(word: string, vocabulary: SearchVocabulary): string | null {
  const limit = allowedSlips(word);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestCount = 0;
  for (const [known, count] of vocabulary.words) {
    const distance = editDistance(word, known, limit);
    if (distance > limit) continue;
    const better =
      distance < bestDistance ||
      (distance === bestDistance && (count > bestCount || (count === bestCount && best !== null && known < best)));
    if (better) {
      best = known;
      bestDistance = distance;
      bestCount = count;
    }
  }
  return best;
}

/** Counts the words and neighbouring pairs of search keys, for correctSearchText. */
export function buildSearchVocabulary(keys: Iterable<string>): SearchVocabulary {
  const words = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const key of keys) {
    if (!key) continue;
    const list = key.split(' ');
    for (let at = 0; at < list.length; at++) {
      const word = list[at] as string;
      words.set(word, (words.get(word) ?? 0) + 1);
      if (at > 0) {
        const pair = `${list[at - 1]} ${word}`;
        pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      }
    }
  }
  return { words, pairs };
}
