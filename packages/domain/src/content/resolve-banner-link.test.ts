import { describe, expect, it } from 'vitest';
import type { Language } from '../platform/constants';
import {
  type BannerItemInput,
  type BannerScreenFilter,
  localisePath,
  resolveBannerAction,
  resolveScreenLink,
  type ScreenLinkContext,
  tagsPath,
} from './resolve-banner-link';

/** A loaded category tree in which 81 is missing, as in region HCM. */
const CATEGORIES = new Map([
  [10, { id: 10, name: 'Rau củ tươi' }],
  [12, { id: 12, name: 'Củ quả' }],
]);
const vi: ScreenLinkContext = { lang: 'vi', findCategory: (id) => CATEGORIES.get(id) ?? null };
const en: ScreenLinkContext = {
  lang: 'en',
  findCategory: (id) => (id === 12 ? { id: 12, name: 'Root vegetables' } : null),
};

const filter = (f: Partial<BannerScreenFilter> & Pick<BannerScreenFilter, 'filterType'>): BannerScreenFilter => ({
  tags: [],
  ...f,
});

describe('resolveScreenLink (foundations §2.4 banner click actions)', () => {
  it.each<[string, BannerScreenFilter, ScreenLinkContext, ReturnType<typeof resolveScreenLink>]>([
    [
      'one tag: its page',
      filter({ filterType: 'TAG', tags: ['NEW_PRODUCTS'] }),
      vi,
      { href: '/NEW_PRODUCTS', external: false },
    ],
    [
      'tag pages carry no lang',
      filter({ filterType: 'TAG', tags: ['SUPER_SAVING_TAG'] }),
      en,
      { href: '/SUPER_SAVING_TAG', external: false },
    ],
    [
      'several tags: the market filtered by all',
      filter({ filterType: 'TAG', tags: ['COMBO', 'FLASH_SALE'] }),
      vi,
      { href: '/market?tags=COMBO&tags=FLASH_SALE', external: false },
    ],
    [
      'several tags in English: the market with lang',
      filter({ filterType: 'TAG', tags: ['COMBO', 'FLASH_SALE'] }),
      en,
      { href: '/market?tags=COMBO&tags=FLASH_SALE&lang=en', external: false },
    ],
    [
      'a duplicate tag counts once',
      filter({ filterType: 'TAG', tags: ['COMBO', 'COMBO'] }),
      vi,
      { href: '/COMBO', external: false },
    ],
    ['no tag: no link', filter({ filterType: 'TAG', tags: [] }), vi, null],
    ['a tag that cannot be a slug is ignored', filter({ filterType: 'TAG', tags: ['new products', '../x'] }), vi, null],
    [
      'category found in the tree: its path',
      filter({ filterType: 'CATEGORY', categoryInfo: { id: 12 } }),
      vi,
      { href: '/cu-qua-c12', external: false },
    ],
    [
      'category in English: English slug and lang',
      filter({ filterType: 'CATEGORY', categoryInfo: { id: 12 } }),
      en,
      { href: '/root-vegetables-c12?lang=en', external: false },
    ],
    [
      'category not in the tree (hidden in the region): no link',
      filter({ filterType: 'CATEGORY', categoryInfo: { id: 81 } }),
      vi,
      null,
    ],
    ['category without info: no link', filter({ filterType: 'CATEGORY' }), vi, null],
    [
      'brand: its page',
      filter({ filterType: 'BRAND', brandInfo: { id: 7, name: 'Chợ Bếp Fresh' } }),
      vi,
      { href: '/thuong-hieu/cho-bep-fresh-b7', external: false },
    ],
    [
      'brand in English carries lang',
      filter({ filterType: 'BRAND', brandInfo: { id: 7, name: 'Chợ Bếp Fresh' } }),
      en,
      { href: '/thuong-hieu/cho-bep-fresh-b7?lang=en', external: false },
    ],
    ['brand without info: no link', filter({ filterType: 'BRAND' }), vi, null],
    [
      'product with the API slug: used as is',
      filter({
        filterType: 'PRODUCT',
        productInfo: {
          id: 'p1',
          name: 'Cà chua bi',
          supplierInternalCode: 'CB000123',
          slug: '/products/ca-chua-bi-cb000123',
        },
      }),
      vi,
      { href: '/products/ca-chua-bi-cb000123', external: false },
    ],
    [
      'product without a slug: built from name and code',
      filter({
        filterType: 'PRODUCT',
        productInfo: { id: 'p1', name: 'Cherry tomato', supplierInternalCode: 'CB000123' },
      }),
      en,
      { href: '/products/cherry-tomato-cb000123?lang=en', external: false },
    ],
    [
      'product with neither slug nor code: no link',
      filter({ filterType: 'PRODUCT', productInfo: { id: 'p1', name: 'Cà chua', supplierInternalCode: ' ' } }),
      vi,
      null,
    ],
    ['product without info: no link', filter({ filterType: 'PRODUCT' }), vi, null],
    [
      'https URL: a new tab',
      filter({ filterType: 'URL', urlInfo: { url: 'https://example.com/khuyen-mai?a=1' } }),
      vi,
      { href: 'https://example.com/khuyen-mai?a=1', external: true },
    ],
    [
      'http URL: a new tab too',
      filter({ filterType: 'URL', urlInfo: { url: ' http://example.com ' } }),
      vi,
      { href: 'http://example.com/', external: true },
    ],
    [
      'an in-app path stays in the tab',
      filter({ filterType: 'URL', urlInfo: { url: '/market' } }),
      vi,
      { href: '/market', external: false },
    ],
    ['javascript: is refused', filter({ filterType: 'URL', urlInfo: { url: 'javascript:alert(1)' } }), vi, null],
    [
      'a protocol-relative address is refused',
      filter({ filterType: 'URL', urlInfo: { url: '//evil.example' } }),
      vi,
      null,
    ],
    ['a backslash trick is refused', filter({ filterType: 'URL', urlInfo: { url: '/\\evil.example' } }), vi, null],
    [
      'a tab inside the slashes is refused',
      filter({ filterType: 'URL', urlInfo: { url: '/\t/evil.example' } }),
      vi,
      null,
    ],
    [
      'dot segments to another host are refused',
      filter({ filterType: 'URL', urlInfo: { url: '/..//evil.example' } }),
      vi,
      null,
    ],
    ['mailto: is refused', filter({ filterType: 'URL', urlInfo: { url: 'mailto:a@b.vn' } }), vi, null],
    ['not a URL: refused', filter({ filterType: 'URL', urlInfo: { url: 'khuyến mãi' } }), vi, null],
    ['URL without info: no link', filter({ filterType: 'URL' }), vi, null],
  ])('%s', (_name, input, context, expected) => {
    expect(resolveScreenLink(input, context)).toEqual(expected);
  });
});

describe('resolveBannerAction', () => {
  const tagScreen = { filter: filter({ filterType: 'TAG', tags: ['BEST_SELLER'] }) };
  it.each<[string, BannerItemInput, ReturnType<typeof resolveBannerAction>]>([
    [
      'GoToScreen: a link',
      { __typename: 'GoToScreenBannerItem', screen: tagScreen },
      { kind: 'link', link: { href: '/BEST_SELLER', external: false } },
    ],
    [
      'GoToScreen with an unresolvable screen: inert',
      {
        __typename: 'GoToScreenBannerItem',
        screen: { filter: filter({ filterType: 'CATEGORY', categoryInfo: { id: 81 } }) },
      },
      { kind: 'none' },
    ],
    ['GoToScreen without a screen: inert', { __typename: 'GoToScreenBannerItem', screen: null }, { kind: 'none' }],
    [
      'ShowPopup with a screen: a popup whose button follows it',
      { __typename: 'ShowPopupBannerItem', screen: tagScreen },
      { kind: 'popup', button: { href: '/BEST_SELLER', external: false } },
    ],
    [
      'ShowPopup without a screen: a popup without a button target',
      { __typename: 'ShowPopupBannerItem' },
      { kind: 'popup', button: null },
    ],
    [
      'ShowWebView with https: framed',
      { __typename: 'ShowWebViewBannerItem', url: 'https://www.youtube-nocookie.com/embed/abc' },
      {
        kind: 'webView',
        src: 'https://www.youtube-nocookie.com/embed/abc',
        href: 'https://www.youtube-nocookie.com/embed/abc',
      },
    ],
    [
      'ShowWebView with an embeddable page of ours: its embed view is framed, the page itself linked',
      { __typename: 'ShowWebViewBannerItem', url: '/he-thong-phan-phoi' },
      { kind: 'webView', src: '/he-thong-phan-phoi?embed=1', href: '/he-thong-phan-phoi' },
    ],
    [
      'ShowWebView with an embeddable page and a query: the query is kept',
      { __typename: 'ShowWebViewBannerItem', url: '/he-thong-phan-phoi?lang=en' },
      { kind: 'webView', src: '/he-thong-phan-phoi?lang=en&embed=1', href: '/he-thong-phan-phoi?lang=en' },
    ],
    [
      'ShowWebView with a page of ours that has no embed view: a plain link (no site inside the site)',
      { __typename: 'ShowWebViewBannerItem', url: '/docs/privacy-policy' },
      { kind: 'link', link: { href: '/docs/privacy-policy', external: false } },
    ],
    [
      'ShowWebView with http: inert (mixed content)',
      { __typename: 'ShowWebViewBannerItem', url: 'http://example.com' },
      { kind: 'none' },
    ],
    [
      'ShowWebView with javascript:: inert',
      { __typename: 'ShowWebViewBannerItem', url: 'javascript:alert(1)' },
      { kind: 'none' },
    ],
    ['ShowWebView without url: inert', { __typename: 'ShowWebViewBannerItem', url: null }, { kind: 'none' }],
  ])('%s', (_name, item, expected) => {
    expect(resolveBannerAction(item, vi)).toEqual(expected);
  });
});

describe('tagsPath and localisePath', () => {
  it.each<[readonly string[], Language, string | null]>([
    [['NEW_PRODUCTS'], 'vi', '/NEW_PRODUCTS'],
    [[' BOOK_IN_ADVANCE '], 'en', '/BOOK_IN_ADVANCE'],
    [['new_products'], 'vi', null],
    [[], 'vi', null],
    [['A1', 'B2'], 'vi', '/market?tags=A1&tags=B2'],
  ])('tagsPath(%j, %s) → %j', (tags, lang, expected) => {
    expect(tagsPath(tags, lang)).toBe(expected);
  });

  it.each<[string, Language, string]>([
    ['/rau-cu-c10', 'vi', '/rau-cu-c10'],
    ['/rau-cu-c10', 'en', '/rau-cu-c10?lang=en'],
    ['/tu-nong-trai-den-doanh-nghiep', 'en', '/tu-nong-trai-den-doanh-nghiep?lang=en'],
    ['/thuong-hieu-cho-bep', 'en', '/thuong-hieu-cho-bep?lang=en'],
    ['/thuong-hieu/abc-b1?lang=en', 'en', '/thuong-hieu/abc-b1?lang=en'],
    ['/thuong-hieu?categoryIds=10', 'en', '/thuong-hieu?categoryIds=10'],
    ['/SUPER_SAVING_TAG', 'en', '/SUPER_SAVING_TAG'],
    ['/favorite', 'en', '/favorite'],
  ])('localisePath(%j, %s) → %j', (path, lang, expected) => {
    expect(localisePath(path, lang)).toBe(expected);
  });
});
