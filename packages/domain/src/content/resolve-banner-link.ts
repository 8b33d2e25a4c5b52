import type { Language } from '../platform/constants';
import { embedPath } from '../platform/layout';
import { matchRoute } from '../platform/routes';
import { isSafeReturnPath } from '../platform/safe-return-path';
import { brandPath, categoryPath, productPath } from '../text/slugify';
import type { BannerLinkType } from './constants';

/** Where a banner (or a popup's button) goes: `screen.filter` of the API. */
export interface BannerScreenFilter {
  filterType: BannerLinkType;
  tags: readonly string[];
  categoryInfo?: { id: number } | null;
  brandInfo?: { id: number; name: string } | null;
  /** `slug` is the product page path in the request language, when the API sends it. */
  productInfo?: { id: string; name: string; supplierInternalCode: string; slug?: string | null } | null;
  urlInfo?: { url: string } | null;
}

/** A click target: an in-app path, or an address opened in a new tab (rel=noopener). */
export type ScreenLink = { href: string; external: false } | { href: string; external: true };

export interface ScreenLinkContext {
  lang: Language;
  /** The category of an id in the category tree already loaded for the page (null when hidden or unknown). */
  findCategory: (id: number) => { id: number; name: string } | null;
}

const TAG_CODE = /^[A-Z0-9_]+$/;

/**
 * Adds ?lang= for a language other than Vietnamese on the pages whose route carries it (category,
 * brand, product and landing pages; spec/foundations.md §4), and leaves every other path alone.
 */
export function localisePath(path: string, lang: Language): string {
  if (lang === 'vi') return path;
  const [pathname = '/', query = ''] = path.split('?', 2);
  const route = matchRoute(pathname);
  if (!route?.langParam) return path;
  const params = new URLSearchParams(query);
  if (params.has('lang')) return path;
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The page of some tags: one tag has its own page (/NEW_PRODUCTS, case sensitive); several go to
 * the market filtered by all of them (repeated tags parameters). Codes that cannot be a tag slug
 * are ignored; none left gives null.
 */
export function tagsPath(tags: readonly string[], lang: Language = 'vi'): string | null {
  const codes = [...new Set(tags.map((t) => t.trim()).filter((t) => TAG_CODE.test(t)))];
  if (codes.length === 0) return null;
  if (codes.length === 1) return `/${codes[0]}`;
  const params = new URLSearchParams(codes.map((code) => ['tags', code]));
  if (lang !== 'vi') params.set('lang', lang);
  return `/market?${params.toString()}`;
}

/** An http(s) address, or an in-app absolute path; anything else (javascript:, //host, mailto:) is refused. */
function safeUrl(raw: string): ScreenLink | null {
  const url = raw.trim();
  // An in-app link opens in the same tab without noopener: it must stay on this origin however it is read.
  if (url.startsWith('/')) return isSafeReturnPath(url) ? { href: url, external: false } : null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { href: parsed.toString(), external: true };
  } catch {
    return null;
  }
}

/**
 * Where a GoToScreen banner, or a popup banner's button, goes (spec/foundations.md §2.4): Tag →
 * the tag page; Category → the category found by id in the loaded tree (a category the region
 * does not see gives no link); Brand → the brand page; Product → the product page; Url → a new tab.
 * Null when the filter lacks what its type needs: the banner is then shown without a link.
 */
export function resolveScreenLink(filter: BannerScreenFilter, context: ScreenLinkContext): ScreenLink | null {
  const { lang } = context;
  const internal = (href: string | null): ScreenLink | null => (href ? { href, external: false } : null);
  switch (filter.filterType) {
    case 'TAG':
      return internal(tagsPath(filter.tags, lang));
    case 'CATEGORY': {
      const id = filter.categoryInfo?.id;
      const category = id === undefined ? null : context.findCategory(id);
      return internal(category ? localisePath(categoryPath(category.name, category.id), lang) : null);
    }
    case 'BRAND': {
      const brand = filter.brandInfo;
      return internal(brand ? brandPath(brand.name, brand.id, lang) : null);
    }
    case 'PRODUCT': {
      const product = filter.productInfo;
      if (!product) return null;
      if (product.slug?.startsWith('/products/')) return internal(product.slug);
      if (!product.supplierInternalCode.trim()) return null;
      return internal(productPath(product.name, product.supplierInternalCode, lang));
    }
    case 'URL':
      return filter.urlInfo ? safeUrl(filter.urlInfo.url) : null;
    default:
      return null;
  }
}

/** The banner kinds of spec/foundations.md §2.4 as GraphQL names them (`__typename`). */
export type BannerItemTypename = 'GoToScreenBannerItem' | 'ShowPopupBannerItem' | 'ShowWebViewBannerItem';

export interface BannerItemInput {
  __typename: BannerItemTypename;
  screen?: { filter: BannerScreenFilter } | null;
  /** ShowWebView: the embedded page. */
  url?: string | null;
}

/** What clicking a banner does. */
export type BannerAction =
  | { kind: 'link'; link: ScreenLink }
  | { kind: 'popup'; button: ScreenLink | null }
  /** `src` is framed; `href` is the page itself, for the "open in a new tab" link. */
  | { kind: 'webView'; src: string; href: string }
  | { kind: 'none' };

/**
 * The click action of a banner: GoToScreen follows its screen; ShowPopup opens a dialog whose
 * button follows the screen when there is one; ShowWebView opens a dialog framing an https page,
 * or one of our own pages in its embed view (content only); our pages without one are linked to
 * instead, as framing them would show the site's header and footer inside the site.
 * A target that cannot be resolved leaves the banner inert rather than linking somewhere wrong.
 */
export function resolveBannerAction(item: BannerItemInput, context: ScreenLinkContext): BannerAction {
  switch (item.__typename) {
    case 'GoToScreenBannerItem': {
      const link = item.screen ? resolveScreenLink(item.screen.filter, context) : null;
      return link ? { kind: 'link', link } : { kind: 'none' };
    }
    case 'ShowPopupBannerItem':
      return { kind: 'popup', button: item.screen ? resolveScreenLink(item.screen.filter, context) : null };
    case 'ShowWebViewBannerItem': {
      // Only https pages are framed: an http frame is blocked as mixed content on the https site.
      const link = item.url ? safeUrl(item.url) : null;
      if (!link) return { kind: 'none' };
      if (link.external)
        return link.href.startsWith('https:') ? { kind: 'webView', src: link.href, href: link.href } : { kind: 'none' };
      const pathname = link.href.split(/[?#]/, 1)[0] ?? '/';
      if (!matchRoute(pathname)?.embeddable) return { kind: 'link', link };
      return { kind: 'webView', src: embedPath(link.href), href: link.href };
    }
    default:
      return { kind: 'none' };
  }
}
