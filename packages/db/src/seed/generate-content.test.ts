import { BANNER_KINDS, BANNER_LINK_TYPES, sanitiseHtml, WIDGET_TYPES } from '@chobep/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ART, bannerArtSize, bannerArtUrl, parseBannerArtName, renderBannerArt, wrapWords } from './banner-art';
import { type GeneratedCatalogue, generateCatalogue, generateProductChunks } from './generate-catalogue';
import {
  brandIdOf,
  type FeaturedCandidate,
  generateContent,
  OWN_BRAND_NAME,
  pickFeaturedProduct,
  WEB_VIEW_PATH,
} from './generate-content';
import { loadIconNames } from './icons';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generateContent', () => {
  let catalogue: GeneratedCatalogue;
  let featured: FeaturedCandidate | null;
  beforeAll(() => {
    catalogue = generateCatalogue({ products: 2000, seed: 42 });
    featured = pickFeaturedProduct(null, catalogue.products);
  });

  it('is deterministic: the same seed and product give identical rows, ids included', () => {
    const a = generateContent({ seed: 42, featuredProduct: featured });
    expect(generateContent({ seed: 42, featuredProduct: featured })).toEqual(a);
    expect(generateContent({ seed: 7, featuredProduct: featured }).banners[0]?.id).not.toBe(a.banners[0]?.id);
    expect([...a.banners, ...a.homePopups].filter((r) => !UUID_V4.test(r.id))).toEqual([]);
  });

  it('picks the featured product the same way whatever the chunking', () => {
    let chunked: FeaturedCandidate | null = null;
    for (const chunk of generateProductChunks({ products: 2000, seed: 42, chunkSize: 137 })) {
      chunked = pickFeaturedProduct(chunked, chunk.products);
    }
    expect(chunked?.id).toBe(featured?.id);
  });

  it('features a purchasable, in-stock product of our own brand that every region can see', () => {
    expect(featured).not.toBeNull();
    expect(featured).toMatchObject({ brandId: brandIdOf(OWN_BRAND_NAME), isPrivate: false, allowPurchase: true });
    expect(featured?.stock).toBeGreaterThan(0);
    expect(featured?.categoryId).not.toBe(81);
    const own = catalogue.products.filter(
      (p) => p.brandId === brandIdOf(OWN_BRAND_NAME) && !p.isPrivate && (p.stock ?? 0) > 0 && p.categoryId !== 81,
    );
    expect(Math.max(...own.map((p) => p.totalSold ?? 0))).toBe(featured?.totalSold);
  });

  it('falls back to another product when our brand has none, and to none at all', () => {
    const others = catalogue.products.filter((p) => p.brandId !== brandIdOf(OWN_BRAND_NAME)).slice(0, 50);
    const pick = pickFeaturedProduct(null, others);
    expect(pick).not.toBeNull();
    expect(pick?.isPrivate).toBe(false);
    expect(pickFeaturedProduct(null, [])).toBeNull();
    const withoutProduct = generateContent({ seed: 42, featuredProduct: null });
    expect(withoutProduct.banners.some((b) => b.linkType === 'PRODUCT')).toBe(false);
  });

  it('orders the widgets as the spec sends them, with the partner super showcase for HCM only', () => {
    const { widgets } = generateContent({ seed: 42, featuredProduct: featured });
    const ordered = [...widgets].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered.map((w) => w.id)).toEqual([
      'BANNERS',
      'RECOMMENDED_FOR_YOU',
      'PARTNER_SUPER',
      'BEST_DEALS',
      'NEW_PRODUCTS',
      'BEST_PRICES',
      'OWN_BRAND',
      'MIGHT_FAVORITE_PRODUCTS',
    ]);
    expect(new Set(widgets.map((w) => w.type))).toEqual(new Set(WIDGET_TYPES));
    for (const w of widgets) {
      expect(w.regions ?? []).toEqual(w.id.endsWith('_SUPER') ? ['HCM'] : []);
      if (w.type !== 'CarouselBannerWidget') {
        expect(w.itemKey).toBe(w.id);
        expect(w.itemTitleVi && w.itemTitleEn).toBeTruthy();
        expect(w.itemTitleVi).not.toBe(w.itemTitleEn);
      }
    }
    const byId = new Map(widgets.map((w) => [w.id, w]));
    expect(byId.get('BEST_DEALS')?.filterTags).toEqual(['SUPER_SAVING_TAG']);
    expect(byId.get('NEW_PRODUCTS')?.filterTags).toEqual(['NEW_PRODUCTS']);
    expect(byId.get('BEST_PRICES')?.filterCategoryId).toBe(60);
    expect(byId.get('OWN_BRAND')?.filterBrandIds).toEqual([brandIdOf('Chợ Bếp Fresh')]);
  });

  it('has every kind of banner and every kind of link, in both languages, with pictures that exist', () => {
    const { banners, homePopups } = generateContent({ seed: 42, featuredProduct: featured });
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(new Set(banners.map((b) => b.kind))).toEqual(new Set(BANNER_KINDS));
    const goTo = banners.filter((b) => b.kind === 'GoToScreen').map((b) => b.linkType);
    expect(new Set(goTo)).toEqual(new Set(BANNER_LINK_TYPES));
    for (const b of banners) {
      expect(b.titleVi).not.toBe(b.titleEn);
      expect(b.titleVi.normalize('NFC')).toBe(b.titleVi);
      expect(parseBannerArtName(b.imageUrl)).toMatchObject({ lang: 'vi' });
      expect(parseBannerArtName(b.imageUrlEn ?? '')).toMatchObject({ lang: 'en' });
      const art = BANNER_ART[parseBannerArtName(b.imageUrl)?.name ?? ''];
      expect(art?.format).toBe('banner');
    }
    const popup = banners.find((b) => b.kind === 'ShowPopup');
    // The allowlist keeps every tag of the demo popup (links only gain target and rel).
    const kept = (html: string | null | undefined) =>
      sanitiseHtml(html).replaceAll(' target="_blank" rel="noopener noreferrer"', '');
    expect(popup?.popupContentVi).toBe(kept(popup?.popupContentVi));
    expect(popup?.popupContentEn).toBe(kept(popup?.popupContentEn));
    expect(popup?.popupContentVi).toMatch(/<ul>.*<a href="https:/);
    expect(popup?.buttonTextVi && popup.buttonTextEn).toBeTruthy();
    expect(BANNER_ART[parseBannerArtName(popup?.popupImageUrl ?? '')?.name ?? '']?.format).toBe('popup');
    expect(banners.find((b) => b.kind === 'ShowWebView')?.webViewUrl).toBe(WEB_VIEW_PATH);
    expect(homePopups).toHaveLength(1);
    expect(homePopups[0]).toMatchObject({ tags: ['FLASH_SALE'], endsAt: null });
  });
});

describe('banner art', () => {
  const icons = loadIconNames();
  const body = (name: string) => (icons.has(name) ? '<path d="M0 0h32v32H0z"/>' : null);

  it('uses only icons of the installed set', () => {
    const missing = Object.values(BANNER_ART)
      .flatMap((a) => a.icons)
      .filter((n) => !icons.has(n));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(BANNER_ART))('%s renders in both languages at its size', (name) => {
    const art = BANNER_ART[name];
    for (const lang of ['vi', 'en'] as const) {
      const svg = renderBannerArt(name, lang, body);
      const { width, height } = bannerArtSize(art?.format ?? 'banner');
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      // Banners draw their large icon twice: the wide layout and the narrow (phone) one.
      expect(svg?.match(/<svg x=/g)).toHaveLength(art?.format === 'banner' ? 4 : 3);
      expect(svg).toContain(`<title>${art?.headline[lang].replace(/&/g, '&amp;')}</title>`);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
    expect(art?.format === 'banner' ? 1200 / 400 : 720 / 900).toBeCloseTo(
      bannerArtSize(art?.format ?? 'banner').width / bannerArtSize(art?.format ?? 'banner').height,
    );
  });

  it('parses only its own names', () => {
    expect(parseBannerArtName(bannerArtUrl('super-saving', 'en'))).toEqual({ name: 'super-saving', lang: 'en' });
    expect(parseBannerArtName('super-saving-vi.svg')).toEqual({ name: 'super-saving', lang: 'vi' });
    expect(parseBannerArtName('/media/banners/unknown-vi.svg')).toBeNull();
    expect(parseBannerArtName('/media/banners/super-saving-fr.svg')).toBeNull();
    expect(parseBannerArtName('/media/banners/../super-saving-vi.svg')).toBeNull();
    expect(parseBannerArtName('/media/banners/constructor-vi.svg')).toBeNull();
    expect(renderBannerArt('toString', 'vi', body)).toBeNull();
  });

  it('escapes text and keeps icon ids apart', () => {
    const svg = renderBannerArt('super-saving', 'vi', () => '<linearGradient id="g"/><path fill="url(#g)"/>');
    expect(svg).toContain('id="i0-g"');
    expect(svg).toContain('url(#i2-g)');
    expect(svg).not.toContain('id="g"');
  });

  it.each<[string, number, number, string[]]>([
    ['Siêu tiết kiệm cho bếp của bạn', 22, 2, ['Siêu tiết kiệm cho bếp', 'của bạn']],
    ['short', 22, 2, ['short']],
    ['one two three four five six', 7, 2, ['one two', 'three four five six']],
    ['', 10, 2, []],
  ])('wrapWords(%j, %j, %j)', (text, max, lines, expected) => {
    expect(wrapWords(text, max, lines)).toEqual(expected);
  });
});
