import { describe, expect, it } from 'vitest';
import type { Language } from '../platform/constants';
import { resolveShowcaseLink, type ShowcaseFilter } from './resolve-showcase-link';

describe('resolveShowcaseLink (foundations §2.4 see-all)', () => {
  it.each<[string, ShowcaseFilter, Language, string | null]>([
    [
      'category name and id: the category page',
      { categoryName: 'Rau củ tươi', categoryId: 10, tags: [] },
      'vi',
      '/rau-cu-tuoi-c10',
    ],
    [
      'category in English: English slug and lang',
      { categoryName: 'Fresh vegetables', categoryId: 10, tags: [] },
      'en',
      '/fresh-vegetables-c10?lang=en',
    ],
    ['category wins over tags', { categoryName: 'Thịt', categoryId: 30, tags: ['BEST_SELLER'] }, 'vi', '/thit-c30'],
    [
      'tags only: the tag page',
      { categoryName: null, categoryId: null, tags: ['NEW_PRODUCTS'] },
      'vi',
      '/NEW_PRODUCTS',
    ],
    ['a name without id falls back to the tags', { categoryName: 'Thịt', tags: ['BEST_PRICES'] }, 'vi', '/BEST_PRICES'],
    [
      'an id without name falls back to the tags',
      { categoryName: ' ', categoryId: 30, tags: ['COMBO'] },
      'vi',
      '/COMBO',
    ],
    ['an invalid id falls back to the tags', { categoryName: 'Thịt', categoryId: 0, tags: ['COMBO'] }, 'vi', '/COMBO'],
    ['the recommendation pseudo-tag', { tags: ['RECOMMENDED_FOR_YOU'] }, 'en', '/RECOMMENDED_FOR_YOU'],
    ['several tags: the market', { tags: ['COMBO', 'FLASH_SALE'] }, 'vi', '/market?tags=COMBO&tags=FLASH_SALE'],
    ['nothing: no see-all link', { tags: [] }, 'vi', null],
    [
      'one brand: its page',
      { tags: [], brands: [{ id: 3, name: 'Chợ Bếp Fresh' }] },
      'vi',
      '/thuong-hieu/cho-bep-fresh-b3',
    ],
    ['one brand in English', { tags: [], brands: [{ id: 3, name: 'Vissan' }] }, 'en', '/thuong-hieu/vissan-b3?lang=en'],
    [
      'several brands: the market filtered by them',
      {
        tags: [],
        brands: [
          { id: 3, name: 'A' },
          { id: 9, name: 'B' },
        ],
      },
      'en',
      '/market?brandIds=3&brandIds=9&lang=en',
    ],
    ['tags win over brands', { tags: ['COMBO'], brands: [{ id: 3, name: 'A' }] }, 'vi', '/COMBO'],
    ['a brand without a valid id is ignored', { tags: [], brands: [{ id: 0, name: 'A' }] }, 'vi', null],
    ['a name with no Latin letters still links by id', { categoryName: '日本', categoryId: 5, tags: [] }, 'vi', '/c5'],
  ])('%s', (_name, filter, lang, expected) => {
    expect(resolveShowcaseLink(filter, lang)).toBe(expected);
  });
});
