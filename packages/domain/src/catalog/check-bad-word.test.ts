import { describe, expect, it } from 'vitest';
import { stripVietnameseMarks } from '../text/normalize';
import { BAD_WORDS } from './bad-words';
import { BAD_WORD_CHECK_MAX_LENGTH, checkBadWord } from './check-bad-word';

/** The same text as typed in other ways: decomposed (NFD), upper case, and both. */
const spellings = (text: string) => [
  text,
  text.normalize('NFD'),
  text.toUpperCase(),
  text.toUpperCase().normalize('NFD'),
];

describe('checkBadWord refuses profanity and slurs', () => {
  it.each([
    // Vietnamese, marked.
    ['đụ'],
    ['địt'],
    ['đéo'],
    ['lồn'],
    ['vãi lồn'],
    ['buồi'],
    ['cặc'],
    ['con cặc'],
    ['đĩ'],
    ['nứng'],
    ['đm'],
    ['đmm'],
    ['đù má'],
    ['địt mẹ'],
    // Vietnamese without marks, where that form is unambiguous.
    ['dm'],
    ['dmm'],
    ['dcm'],
    ['dit me'],
    ['dit con me'],
    ['djt'],
    ['vcl'],
    ['vkl'],
    ['vl'],
    ['clgt'],
    // Inside a longer search, with punctuation around it.
    ['cà chua đụ'],
    ['thịt bò, đm!'],
    ['bia lon vcl'],
    ['(lồn)'],
    // English.
    ['fuck'],
    ['fucking'],
    ['motherfucker'],
    ['shit'],
    ['bullshit'],
    ['cunt'],
    ['bitches'],
    ['asshole'],
    ['whore'],
    ['nigger'],
    ['shiitake shit'],
    // Disguised.
    ['sh1t'],
    ['a$$hole'],
    ['b1tch'],
    ['fuuuuck'],
    ['đmmmm'],
    ['f.u.c.k'],
    ['f u c k'],
    ['l ồ n'],
    ['v.c.l'],
    ['fu\u200Bck'],
    ['l\u00ADồn'],
    ['ｆｕｃｋ'],
  ])('%j is invalid, however it is typed', (text) => {
    for (const spelling of spellings(text)) {
      expect(checkBadWord(spelling), spelling).toEqual({ isValid: false });
    }
  });
});

describe('checkBadWord accepts food words and ordinary Vietnamese', () => {
  it.each([
    // Food, places and everyday words that share letters with an entry.
    ['cá lóc'],
    ['cà chua'],
    ['Cà chua bi Đà Lạt'],
    ['dầu ăn'],
    ['đậu phụ'],
    ['bún bò'],
    ['cặp lồng'], // a lunch carrier: lồng (cage) is not lồn
    ['cặp lồng giữ nhiệt'],
    ['lồng đèn'],
    ['con cá'],
    ['lòng heo'],
    ['cầu'],
    ['đĩa'], // a plate
    ['đĩa nhựa'],
    ['buổi sáng'],
    ['bưởi da xanh'],
    ['buoi'],
    ['cải'],
    ['bánh đúc'],
    ['đục'],
    ['hạt điều'],
    ['dưa leo'],
    ['vịt'],
    ['dê'],
    ['cặp'],
    ['các loại rau'],
    ['lon'],
    ['lon bia'], // a can of beer
    ['bia lon'],
    ['Bia Tiger lon 330ml'],
    ['lon-bia'],
    ['bướm'],
    ['đu đủ'], // papaya
    ['đủ'],
    ['du lịch'],
    ['dit'], // could be đít
    ['đít nồi'],
    ['deo'],
    ['xôi dẻo'],
    ['bánh dẻo'],
    ['cac'],
    ['di'],
    ['đi chợ'],
    ['nung'],
    ['cá đù'], // croaker fish
    ['du ma'], // dù mà
    ['dù mà'],
    ['du me'],
    ['óc chó'], // walnut
    ['hạt óc chó'],
    ['cà phê cứt chồn'], // civet coffee
    ['dâm bụt'],
    ['chim cu'],
    ['xoong'],
    ['Vĩnh Long'],
    ['mì tôm'],
    ['phở'],
    ['pho'],
    ['dim sum'],
    // English that contains an entry's letters.
    ['scunthorpe'],
    ['cocktail'],
    ['shiitake'],
    ['shitake'], // a common spelling of shiitake
    ['Sussex'],
    ['assam tea'],
    ['spotted dick'],
    ['niggardly'],
    ['dickens'],
    ['class'],
    ['bass'],
    ['Hancock'],
    // Codes and measures.
    ['DM-01'],
    ['VL/2'],
    ['ST25'],
    ['gạo ST25 5kg'],
    ['7up'],
    ['size S M L'],
    ['vitamin a b c'],
    // Nothing to check: the caller decides about empty input.
    [''],
    ['   '],
    ['!!!'],
  ])('%j is valid, however it is typed', (text) => {
    for (const spelling of spellings(text)) {
      expect(checkBadWord(spelling), spelling).toEqual({ isValid: true });
    }
  });
});

describe('checkBadWord length limit', () => {
  it.each([
    ['a'.repeat(BAD_WORD_CHECK_MAX_LENGTH), true],
    ['a'.repeat(BAD_WORD_CHECK_MAX_LENGTH + 1), false],
    // Counted on the composed form: 200 marked letters typed decomposed are still 200.
    ['ộ'.repeat(BAD_WORD_CHECK_MAX_LENGTH).normalize('NFD'), true],
    ['ộ'.repeat(BAD_WORD_CHECK_MAX_LENGTH + 1), false],
  ])('%#: %s characters → %s', (text, isValid) => {
    expect(checkBadWord(text)).toEqual({ isValid });
  });
});

describe('BAD_WORDS', () => {
  const marked = BAD_WORDS.filter((e) => stripVietnameseMarks(e.text) !== e.text);

  it.each(BAD_WORDS.map((e) => [e.text]))('%j is lower case NFC with single spaces', (text) => {
    expect(text).toBe(text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' '));
    expect(checkBadWord(text).isValid).toBe(false);
  });

  it('has no duplicates', () => {
    expect(new Set(BAD_WORDS.map((e) => e.text)).size).toBe(BAD_WORDS.length);
  });

  it.each(marked.map((e) => [e.text, stripVietnameseMarks(e.text), e.unmarked === true]))(
    '%j without marks (%j) is refused: %s',
    (_text, plain, refused) => {
      expect(checkBadWord(plain).isValid).toBe(!refused);
    },
  );

  it.each(BAD_WORDS.filter((e) => e.prefix).map((e) => [e.text]))('%j also refuses longer forms', (text) => {
    expect(checkBadWord(`${text}ing`).isValid).toBe(false);
    expect(checkBadWord(`${text}s`).isValid).toBe(false);
  });
});
