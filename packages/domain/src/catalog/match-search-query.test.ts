import { describe, expect, it } from 'vitest';
import { searchKey } from '../text/normalize';
import {
  buildSearchVocabulary,
  correctSearchText,
  editDistance,
  matchPhrase,
  matchSupplierName,
  rankSearchMatch,
  SEARCH_TIER,
  type SearchableProduct,
  supplierCore,
} from './match-search-query';

const product = (names: string, brand: string, categories: string[], supplier: string): SearchableProduct => ({
  names: searchKey(names),
  brand: searchKey(brand),
  categories: categories.map(searchKey),
  supplier: searchKey(supplier),
});

const COLA = product(
  'Nước ngọt Coca-Cola lon 320ml Coca-Cola 320ml can',
  'Coca-Cola',
  ['Nước giải khát có ga', 'Soft drinks', 'Đồ uống', 'Beverages'],
  'Công ty TNHH Cà Phê & Trà Cao Nguyên',
);
const COFFEE = product(
  'Cà phê bột Highlands truyền thống gói 500g Highlands traditional ground coffee, 500g pack',
  'Highlands Coffee',
  ['Cà phê', 'Coffee', 'Đồ uống', 'Beverages'],
  'Công ty TNHH Phân Phối Minh Phát',
);
const ROBUSTA = product(
  'Hạt Robusta rang mộc Robusta beans',
  'Trung Nguyên',
  ['Cà phê', 'Coffee', 'Đồ uống', 'Beverages'],
  'Công ty TNHH Cà Phê & Trà Cao Nguyên',
);
const LETTUCE = product('Xà lách Lettuce', 'Rau Sạch Bác Tôm', ['Rau ăn lá', 'Leafy greens'], 'Chợ Bếp Fresh');
const SHRIMP = product(
  'Tôm thẻ Whiteleg shrimp',
  '',
  ['Tôm', 'Shrimp & prawns', 'Hải sản', 'Seafood'],
  'Chợ Bếp Fresh',
);
const RICE_NOODLES = product(
  'Bún khô Dried rice vermicelli',
  '',
  ['Mì, bún & phở khô', 'Dried noodles', 'Gạo & đồ khô', 'Rice & dry goods'],
  'Chợ Bếp Fresh',
);
const TOMATO = product('Cà chua bi Cherry tomatoes', '', ['Củ quả', 'Roots'], 'Chợ Bếp Fresh');

describe('rankSearchMatch', () => {
  it.each<[string, SearchableProduct, string, 'whole' | 'phrase' | 'words', number]>([
    ["the supplier's legal name is no product's word", COLA, 'ca phe', 'whole', 0],
    ['the name, at its start and whole', COFFEE, 'ca phe', 'whole', SEARCH_TIER.name + 5],
    ['the English name, whole', COFFEE, 'coffee', 'whole', SEARCH_TIER.name + 2],
    ['the category only', ROBUSTA, 'ca phe', 'whole', SEARCH_TIER.category],
    ['the parent category by its whole name, a tier lower', ROBUSTA, 'do uong', 'whole', SEARCH_TIER.parentCategory],
    ['a word of the parent category is not the parent', RICE_NOODLES, 'gao', 'whole', 0],
    ['… its whole name is', RICE_NOODLES, 'gao do kho', 'whole', SEARCH_TIER.parentCategory],
    ['the brand from its start', COFFEE, 'highlands', 'whole', SEARCH_TIER.name + 2],
    ['the brand alone', ROBUSTA, 'trung nguyen', 'whole', SEARCH_TIER.brand],
    ['a word inside a brand is not the brand', LETTUCE, 'tom', 'whole', 0],
    [
      'a supplier named in full lists its products last',
      COLA,
      searchKey('Công ty TNHH Cà Phê & Trà Cao Nguyên'),
      'whole',
      SEARCH_TIER.supplier,
    ],
    ['… or without the legal form', COLA, 'ca phe tra cao nguyen', 'whole', SEARCH_TIER.supplier],
    ['a whole word: tôm', SHRIMP, 'tom', 'whole', SEARCH_TIER.name + 5],
    ['the whole pass leaves a started word out', TOMATO, 'tom', 'whole', 0],
    ['… the phrase pass takes it (still typing)', TOMATO, 'tom', 'phrase', SEARCH_TIER.name],
    ['an English plural is the word', TOMATO, 'tomato', 'whole', SEARCH_TIER.name + 2],
    ['never inside a word', COFFEE, 'offee', 'phrase', 0],
    ['words in any order, names and brand', COFFEE, 'ca phe highlands', 'words', SEARCH_TIER.words],
    ['words: a word inside a brand still does not count', LETTUCE, 'xa lach tom', 'words', 0],
    ['words: every word is needed', COFFEE, 'ca phe trung', 'words', 0],
    ['no text, no match', COFFEE, '', 'whole', 0],
  ])('%s', (_name, p, text, pass, expected) => {
    expect(rankSearchMatch(p, text, pass)).toBe(expected);
  });
});

describe('matchPhrase', () => {
  it.each<[string, string, boolean, number]>([
    ['tom su', 'tom', false, 5],
    ['tomato', 'tom', false, 3],
    ['banh tom chien', 'tom', false, 2],
    ['nuoc tomato', 'tom', false, 0],
    ['nuoc tomato', 'tom', true, -1],
    ['ca atom', 'tom', false, -1],
    ['atom tom', 'tom', false, 2],
    ['sua chua uong', 'chua uong', false, 2],
    ['cherry tomatoes', 'tomato', true, 2],
  ])('%s, %s (whole: %s): %i', (text, phrase, whole, expected) => {
    expect(matchPhrase(text, phrase, whole)).toBe(expected);
  });
});

describe('matchSupplierName', () => {
  const supplier = searchKey('Công ty TNHH Cà Phê & Trà Cao Nguyên');
  it.each<[string, boolean]>([
    ['Công ty TNHH Cà Phê & Trà Cao Nguyên', true],
    ['cà phê & trà cao nguyên', true],
    ['ca phe tra cao nguyen', true],
    ['caphe tra caonguyen', true],
    ['ca phe tra cao nguyn', true],
    ['ca phe tra cao ngu', true],
    ['ca phe tra cao', false],
    ['ca phe', false],
    ['cao nguyen', false],
    ['tra', false],
    ['cong ty tnhh', false],
  ])('%s: %s', (text, expected) => {
    expect(matchSupplierName(supplier, searchKey(text))).toBe(expected);
  });

  it.each([
    ['cong ty tnhh ca phe tra cao nguyen', 'ca phe tra cao nguyen'],
    ['cong ty cp thit sach phuong nam', 'thit sach phuong nam'],
    ['hop tac xa trai cay cai be', 'trai cay cai be'],
    ['cho bep fresh', 'cho bep fresh'],
    ['saigon foods co ltd', 'saigon foods'],
  ])('supplierCore(%s) = %s', (key, core) => {
    expect(supplierCore(key)).toBe(core);
  });
});

describe('correctSearchText', () => {
  const vocabulary = buildSearchVocabulary([
    'nuoc mam phu quoc fish sauce',
    'ca phe bot ground coffee',
    'ca phe hat coffee beans',
    'ca hoi salmon fillet',
    'mam tom shrimp paste',
  ]);
  it.each<[string, string | null]>([
    ['nuoc mamm', 'nuoc mam'],
    ['nuoc mam phu qouc', 'nuoc mam phu quoc'],
    ['salmom', 'salmon'],
    ['caphe', 'ca phe'],
    ['cofee', 'coffee'],
    ['ca ph', null],
    ['xylophone', null],
    ['nuoc mam', null],
    ['mm', null],
  ])('%s → %s', (text, expected) => {
    expect(correctSearchText(text, vocabulary)).toBe(expected);
  });
});

describe('editDistance', () => {
  it.each<[string, string, number, number]>([
    ['mam', 'mam', 1, 0],
    ['mamm', 'mam', 1, 1],
    ['qouc', 'quoc', 1, 1],
    ['salmom', 'salmon', 2, 1],
    ['abcdef', 'ghijkl', 2, 3],
    ['a', 'abcd', 1, 2],
  ])('%s, %s (limit %i): %i', (a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });
});
