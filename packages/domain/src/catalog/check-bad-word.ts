import { stripVietnameseMarks } from '../text/normalize';
import { BAD_WORDS } from './bad-words';

/** Longer input is refused outright: no search box needs it, and it bounds the work done here. */
export const BAD_WORD_CHECK_MAX_LENGTH = 200;

/** Characters that stand in for letters inside a word ("sh1t", "a$$hole"); only applied to words with a letter. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** A chunk of word characters, possibly joined by - _ / . ("DM-01", "f.u.c.k", "lon-bia"). */
const CHUNK = /[\p{L}\p{M}\p{N}$@]+(?:[-_/.][\p{L}\p{M}\p{N}$@]+)*/gu;
const JOINER = /[-_/.]/;

interface CompiledWord {
  marked: string;
  /** The form without marks that also matches, or null when only the marked form may. */
  plain: string | null;
}

interface CompiledEntry {
  words: CompiledWord[];
  prefix: boolean;
}

const ENTRIES: CompiledEntry[] = BAD_WORDS.map((entry) => ({
  words: entry.text.split(' ').map((marked) => ({
    marked,
    plain: entry.unmarked ? stripVietnameseMarks(marked) : null,
  })),
  prefix: entry.prefix === true,
}));

const SINGLE_WORD_ENTRIES = ENTRIES.filter((e) => e.words.length === 1);

/** Invisible format characters (zero-width space, soft hyphen …) inside a word must not hide it. */
function prepare(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFC');
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const [chunk] of text.matchAll(CHUNK)) {
    // A product code such as "DM-01" or "VL/2" is one word, so its letters are not read as an abbreviation.
    if (JOINER.test(chunk) && /\p{N}/u.test(chunk)) out.push(chunk);
    else out.push(...chunk.split(JOINER));
  }
  return out;
}

const collapseRepeats = (word: string) => word.replace(/(.)\1+/gu, '$1');
const unleet = (word: string) => (/\p{L}/u.test(word) ? word.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : word);
const isPlain = (word: string) => stripVietnameseMarks(word) === word;

/** The spellings a typed word is compared as: as typed, stretched letters collapsed ("fuuuck"), leet undone. */
function formsOf(word: string): string[] {
  const leet = unleet(word);
  return [...new Set([word, collapseRepeats(word), leet, collapseRepeats(leet)])];
}

function wordMatches(forms: string[], bad: CompiledWord, prefix: boolean): boolean {
  const same = (form: string, target: string) => (prefix ? form.startsWith(target) : form === target);
  return forms.some((form) => same(form, bad.marked) || (bad.plain !== null && isPlain(form) && same(form, bad.plain)));
}

function entryMatchesAt(entry: CompiledEntry, forms: string[][], start: number): boolean {
  if (start + entry.words.length > forms.length) return false;
  return entry.words.every((bad, i) => {
    const last = i === entry.words.length - 1;
    return wordMatches(forms[start + i] ?? [], bad, entry.prefix && last);
  });
}

/** Words spelled out letter by letter ("f u c k", "l.ồ.n"), joined; only runs of three or more letters. */
function spelledOutWords(list: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) joined.push(run.join(''));
    run = [];
  };
  for (const word of list) {
    if ([...word].length === 1 && /\p{L}/u.test(word)) run.push(word);
    else flush();
  }
  flush();
  return joined;
}

/**
 * Whether a search term may be searched for and saved: false when it contains a word or phrase of BAD_WORDS, or is
 * longer than BAD_WORD_CHECK_MAX_LENGTH characters (counted on the NFC form).
 *
 * Matching is by whole words on the marked text: upper case, NFC or NFD, full-width letters and invisible
 * characters inside a word make no difference. Each entry decides whether its form without Vietnamese marks matches
 * too, so "lồn" is refused but "lon bia" (a can of beer) is not. Stretched letters ("fuuuck"), digits and symbols for
 * letters ("sh1t", "a$$hole") and words spelled out with separators ("f.u.c.k") are caught; letters split inside a
 * word ("fu ck", "sh*t") are not: telling those from two ordinary words side by side would take guessing.
 *
 * Empty or blank text is valid: there is nothing offensive in it, and whether an empty search makes sense is the
 * caller's decision (the search bar does not search it; saving it to the history is refused as REQUIRED).
 */
export function checkBadWord(text: string): { isValid: boolean } {
  if ([...text.normalize('NFC')].length > BAD_WORD_CHECK_MAX_LENGTH) return { isValid: false };
  const list = words(prepare(text));
  const forms = list.map(formsOf);
  for (let start = 0; start < forms.length; start++) {
    if (ENTRIES.some((entry) => entryMatchesAt(entry, forms, start))) return { isValid: false };
  }
  for (const word of spelledOutWords(list)) {
    const wordForms = formsOf(word);
    if (SINGLE_WORD_ENTRIES.some((entry) => entryMatchesAt(entry, [wordForms], 0))) return { isValid: false };
  }
  return { isValid: true };
}
