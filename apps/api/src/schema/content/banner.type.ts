import { type BannerLinkType, productPath, sanitiseHtml } from '@chobep/domain';
import { builder } from '../../builder';
import type { BannerWithLink } from '../../services/content/list-banners';
import { BannerLinkTypeEnum } from './content.enums';

const inLang = (lang: string, vi: string, en: string | null | undefined) => (lang === 'en' ? (en ?? vi) : vi);

interface BannerFilterShape {
  filterType: BannerLinkType;
  banner: BannerWithLink;
}

const BannerCategoryInfoRef = builder
  .objectRef<{ id: number; nameVi: string; nameEn: string; slug: string }>('BannerCategoryInfo')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.string({ resolve: (c, _a, ctx) => inLang(ctx.lang, c.nameVi, c.nameEn) }),
      slug: t.exposeString('slug', { description: 'The category page path without the leading slash (…-c{id}).' }),
    }),
  });

const BannerBrandInfoRef = builder.objectRef<{ id: number; name: string; slug: string }>('BannerBrandInfo').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.string({ description: 'As Brand.slug: {slug}-b{id}.', resolve: (b) => `${b.slug}-b${b.id}` }),
  }),
});

const BannerProductInfoRef = builder
  .objectRef<{ id: string; nameVi: string; nameEn: string; supplierInternalCode: string }>('BannerProductInfo')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.string({ resolve: (p, _a, ctx) => inLang(ctx.lang, p.nameVi, p.nameEn) }),
      supplierInternalCode: t.exposeString('supplierInternalCode'),
      slug: t.string({
        description: 'The product page path in the request language, as Product.slug.',
        resolve: (p, _a, ctx) => productPath(inLang(ctx.lang, p.nameVi, p.nameEn), p.supplierInternalCode, ctx.lang),
      }),
    }),
  });

const BannerUrlInfoRef = builder.objectRef<{ url: string }>('BannerUrlInfo').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'An http(s) address, opened in a new tab.' }) }),
});

const BannerFilterRef = builder.objectRef<BannerFilterShape>('BannerFilter').implement({
  description: 'Where a banner (or a popup button) leads; only the info of its filterType is set.',
  fields: (t) => ({
    filterType: t.field({ type: BannerLinkTypeEnum, resolve: (f) => f.filterType }),
    tags: t.stringList({ resolve: (f) => (f.filterType === 'TAG' ? f.banner.linkTags : []) }),
    categoryInfo: t.field({
      type: BannerCategoryInfoRef,
      nullable: true,
      resolve: ({ filterType, banner }) =>
        filterType === 'CATEGORY' && banner.linkCategoryId !== null && banner.linkCategory
          ? { id: banner.linkCategoryId, ...banner.linkCategory }
          : null,
    }),
    brandInfo: t.field({
      type: BannerBrandInfoRef,
      nullable: true,
      resolve: ({ filterType, banner }) =>
        filterType === 'BRAND' && banner.linkBrandId !== null && banner.linkBrand
          ? { id: banner.linkBrandId, ...banner.linkBrand }
          : null,
    }),
    productInfo: t.field({
      type: BannerProductInfoRef,
      nullable: true,
      resolve: ({ filterType, banner }) =>
        filterType === 'PRODUCT' && banner.linkProductId !== null && banner.linkProduct
          ? { id: banner.linkProductId, ...banner.linkProduct }
          : null,
    }),
    urlInfo: t.field({
      type: BannerUrlInfoRef,
      nullable: true,
      resolve: ({ filterType, banner }) =>
        filterType === 'URL' && banner.linkUrl !== null ? { url: banner.linkUrl } : null,
    }),
  }),
});

const BannerScreenRef = builder.objectRef<BannerFilterShape>('BannerScreen').implement({
  fields: (t) => ({ filter: t.field({ type: BannerFilterRef, resolve: (s) => s }) }),
});

/** The banner's link as a screen, or null when it has none or the region cannot open it. */
export function screenOf(banner: BannerWithLink): BannerFilterShape | null {
  if (!banner.linkType || !banner.linkVisible) return null;
  return { filterType: banner.linkType, banner };
}

export const BannerItemRef = builder.interfaceRef<BannerWithLink>('BannerItem').implement({
  description: 'One slide of the banner carousel; what a click does depends on the concrete type.',
  resolveType: (b) =>
    b.kind === 'ShowPopup'
      ? 'ShowPopupBannerItem'
      : b.kind === 'ShowWebView'
        ? 'ShowWebViewBannerItem'
        : 'GoToScreenBannerItem',
  fields: (t) => ({
    id: t.exposeID('id'),
    imageUrl: t.string({
      description: 'About 3:1, in the request language.',
      resolve: (b, _a, ctx) => inLang(ctx.lang, b.imageUrl, b.imageUrlEn),
    }),
    title: t.string({ resolve: (b, _a, ctx) => inLang(ctx.lang, b.titleVi, b.titleEn) }),
  }),
});

builder.objectRef<BannerWithLink>('GoToScreenBannerItem').implement({
  description: 'Opens a page of the app: a tag, category, brand or product page, or an address in a new tab.',
  interfaces: [BannerItemRef],
  fields: (t) => ({
    screen: t.field({
      type: BannerScreenRef,
      // Banners without a visible link are left out of the carousel, so this is always set.
      resolve: (b) => screenOf(b) ?? { filterType: b.linkType ?? 'TAG', banner: b },
    }),
  }),
});

builder.objectRef<BannerWithLink>('ShowPopupBannerItem').implement({
  description: 'Opens a popup with an optional picture, HTML content and a button.',
  interfaces: [BannerItemRef],
  fields: (t) => ({
    popupImageUrl: t.string({
      nullable: true,
      resolve: (b, _a, ctx) => (b.popupImageUrl ? inLang(ctx.lang, b.popupImageUrl, b.popupImageUrlEn) : null),
    }),
    popupContent: t.string({
      nullable: true,
      description: 'Sanitised HTML: p, br, strong, em, ul, ol, li and a (http/https, new tab) only.',
      resolve: (b, _a, ctx) => {
        const html = ctx.lang === 'en' ? (b.popupContentEn ?? b.popupContentVi) : b.popupContentVi;
        return html ? sanitiseHtml(html) : null;
      },
    }),
    buttonText: t.string({
      nullable: true,
      resolve: (b, _a, ctx) => (b.buttonTextVi ? inLang(ctx.lang, b.buttonTextVi, b.buttonTextEn) : null),
    }),
    screen: t.field({
      type: BannerScreenRef,
      nullable: true,
      description: "Where the popup's button goes, when it has one.",
      resolve: (b) => screenOf(b),
    }),
  }),
});

builder.objectRef<BannerWithLink>('ShowWebViewBannerItem').implement({
  description: 'Opens a popup framing a page (the web app frames only its own origin).',
  interfaces: [BannerItemRef],
  fields: (t) => ({ url: t.string({ resolve: (b) => b.webViewUrl ?? '' }) }),
});

/** Banners a carousel shows: a GoToScreen banner whose target the region cannot open is left out. */
export function showableBanners(banners: readonly BannerWithLink[]): BannerWithLink[] {
  return banners.filter((b) => {
    if (b.kind === 'GoToScreen') return screenOf(b) !== null;
    if (b.kind === 'ShowWebView') return Boolean(b.webViewUrl);
    return true;
  });
}
