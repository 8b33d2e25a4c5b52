/**
 * Pure generation of the demo home content: the widgets in the server's order, the banner carousel
 * (every kind of banner and every kind of link) and one home popup. Deterministic: the rows depend
 * on the seed and on the product chosen for the product banner only.
 */
import { toNfc } from '@chobep/domain';
import type { banners, homePopups, widgets } from '../schema';
import { bannerArtUrl } from './banner-art';
import { type ProductRow, SEED_EPOCH } from './generate-catalogue';
import { Rng } from './prng';
import { BRANDS } from './reference-data';

export type WidgetRow = typeof widgets.$inferInsert;
export type BannerRow = typeof banners.$inferInsert & { id: string };
export type HomePopupRow = typeof homePopups.$inferInsert & { id: string };

export interface GeneratedContent {
  widgets: WidgetRow[];
  banners: BannerRow[];
  homePopups: HomePopupRow[];
}

/** What the product banner needs to know of a product. */
export type FeaturedCandidate = Pick<
  ProductRow,
  'id' | 'categoryId' | 'brandId' | 'isPrivate' | 'allowPurchase' | 'stock' | 'totalSold'
>;

export const OWN_BRAND_NAME = 'Chợ Bếp Fresh';
export const PARTNER_BRAND_NAME = 'Vissan';
export const BANNER_BRAND_NAME = 'Vinamilk';
/** Fresh vegetables: the category banner. */
export const BANNER_CATEGORY_ID = 10;
/** Rice and dry goods: the best-prices showcase. */
export const BEST_PRICES_CATEGORY_ID = 60;
/** The distribution-system page, framed by the web-view banner (the web app only frames its own origin). */
export const WEB_VIEW_PATH = '/he-thong-phan-phoi';
export const FOOD_SAFETY_URL = 'https://vfa.gov.vn';
export const HOME_POPUP_KEY = 'FLASH_SALE_2026';

const DAY_MS = 86_400_000;
/** Content went live 60 days before the demo epoch and runs with no end. */
const LIVE_FROM = new Date(SEED_EPOCH.getTime() - 60 * DAY_MS);
/** Category 81 is hidden in HCM: a banner must lead to something every region can open. */
const HIDDEN_SOMEWHERE = new Set([81]);

export function brandIdOf(name: string): number {
  const index = BRANDS.findIndex((b) => b.name === name);
  if (index < 0) throw new Error(`unknown brand ${name}`);
  return index + 1;
}

const isPlain = (p: FeaturedCandidate) =>
  !p.isPrivate && p.allowPurchase !== false && (p.stock ?? 0) > 0 && !HIDDEN_SOMEWHERE.has(p.categoryId);

/**
 * The product of the product banner: the best-selling purchasable, in-stock product of our own brand
 * that every region can see; another such product when the brand has none. Feed it the products in
 * any number of calls, passing the previous pick along: the result does not depend on the chunking.
 */
export function pickFeaturedProduct(
  current: FeaturedCandidate | null,
  products: readonly FeaturedCandidate[],
): FeaturedCandidate | null {
  const own = brandIdOf(OWN_BRAND_NAME);
  const rank = (p: FeaturedCandidate) => [p.brandId === own ? 1 : 0, p.totalSold ?? 0] as const;
  let best = current;
  for (const p of products) {
    if (!isPlain(p)) continue;
    if (!best) {
      best = p;
      continue;
    }
    const [a1, a2] = rank(p);
    const [b1, b2] = rank(best);
    if (a1 > b1 || (a1 === b1 && (a2 > b2 || (a2 === b2 && p.id < best.id)))) best = p;
  }
  return best;
}

const nfc = (w: { vi: string; en: string }) => ({ vi: toNfc(w.vi), en: toNfc(w.en) });

function item(key: string, title: { vi: string; en: string }) {
  const t = nfc(title);
  return { itemKey: key, itemTitleVi: t.vi, itemTitleEn: t.en };
}

const FREE_DELIVERY_HTML = {
  vi: '<p>Mỗi đơn từ <strong>400.000 đ</strong> của một nhà cung cấp được <strong>miễn phí giao hàng</strong>.</p><ul><li>Đặt trước 10 giờ sáng: giao trong ngày.</li><li>Đơn dưới 400.000 đ: phí giao 25.000 đ.</li></ul><p>Xem thêm <a href="https://vfa.gov.vn">quy định an toàn thực phẩm</a> khi nhận hàng.</p>',
  en: '<p>Every order of <strong>400,000 đ</strong> or more from one supplier ships <strong>free</strong>.</p><ul><li>Order before 10 am: delivered the same day.</li><li>Orders under 400,000 đ: 25,000 đ delivery fee.</li></ul><p>See the <a href="https://vfa.gov.vn">food safety rules</a> for deliveries.</p>',
};

export interface GenerateContentOptions {
  seed: number;
  /** The product the product banner links to (see pickFeaturedProduct); without one that banner is left out. */
  featuredProduct: FeaturedCandidate | null;
}

export function generateContent({ seed, featuredProduct }: GenerateContentOptions): GeneratedContent {
  const rng = new Rng(seed, 'content');
  const widgetRows: WidgetRow[] = [
    { id: 'BANNERS', type: 'CarouselBannerWidget', sortOrder: 0 },
    {
      id: 'RECOMMENDED_FOR_YOU',
      type: 'RecommendationWidget',
      sortOrder: 10,
      ...item('RECOMMENDED_FOR_YOU', { vi: 'Gợi ý cho bạn', en: 'Recommended for you' }),
    },
    {
      id: 'PARTNER_SUPER',
      type: 'ShowcaseWidget',
      sortOrder: 20,
      regions: ['HCM'],
      ...item('PARTNER_SUPER', { vi: 'Tuần lễ vàng Vissan – chỉ tại TP.HCM', en: 'Vissan golden week – HCMC only' }),
      filterBrandIds: [brandIdOf(PARTNER_BRAND_NAME)],
    },
    {
      id: 'BEST_DEALS',
      type: 'ShowcaseWidget',
      sortOrder: 30,
      ...item('BEST_DEALS', { vi: 'Ưu đãi tốt nhất', en: 'Best deals' }),
      filterTags: ['SUPER_SAVING_TAG'],
    },
    {
      id: 'NEW_PRODUCTS',
      type: 'ShowcaseWidget',
      sortOrder: 40,
      ...item('NEW_PRODUCTS', { vi: 'Sản phẩm mới', en: 'New products' }),
      filterTags: ['NEW_PRODUCTS'],
    },
    {
      id: 'BEST_PRICES',
      type: 'ShowcaseWidget',
      sortOrder: 50,
      ...item('BEST_PRICES', { vi: 'Giá tốt mỗi ngày: gạo & đồ khô', en: 'Everyday best prices: rice & dry goods' }),
      filterCategoryId: BEST_PRICES_CATEGORY_ID,
    },
    {
      id: 'OWN_BRAND',
      type: 'ShowcaseWidget',
      sortOrder: 60,
      ...item('OWN_BRAND', { vi: 'Thương hiệu Chợ Bếp Fresh', en: 'Our own brand: Chợ Bếp Fresh' }),
      filterBrandIds: [brandIdOf(OWN_BRAND_NAME)],
    },
    {
      id: 'MIGHT_FAVORITE_PRODUCTS',
      type: 'MightFavoriteProductsWidget',
      sortOrder: 70,
      ...item('MIGHT_FAVORITE_PRODUCTS', { vi: 'Có thể bạn sẽ thích', en: 'You might like' }),
    },
  ];

  const base = (art: string, title: { vi: string; en: string }) => {
    const t = nfc(title);
    return {
      widgetId: 'BANNERS',
      imageUrl: bannerArtUrl(art, 'vi'),
      imageUrlEn: bannerArtUrl(art, 'en'),
      titleVi: t.vi,
      titleEn: t.en,
      startsAt: LIVE_FROM,
      endsAt: null,
      createdAt: LIVE_FROM,
    };
  };
  const popupText = nfc(FREE_DELIVERY_HTML);
  const buttonText = nfc({ vi: 'Xem hàng bán chạy', en: 'See best sellers' });
  const planned: (Omit<BannerRow, 'id' | 'sortOrder'> | null)[] = [
    {
      ...base('super-saving', { vi: 'Siêu tiết kiệm: giảm đến 30%', en: 'Super saving: up to 30% off' }),
      kind: 'GoToScreen',
      linkType: 'TAG',
      linkTags: ['SUPER_SAVING_TAG'],
    },
    {
      ...base('free-delivery', { vi: 'Miễn phí giao hàng từ 400.000 đ', en: 'Free delivery from 400,000 đ' }),
      kind: 'ShowPopup',
      popupImageUrl: bannerArtUrl('free-delivery-popup', 'vi'),
      popupImageUrlEn: bannerArtUrl('free-delivery-popup', 'en'),
      popupContentVi: popupText.vi,
      popupContentEn: popupText.en,
      buttonTextVi: buttonText.vi,
      buttonTextEn: buttonText.en,
      linkType: 'TAG',
      linkTags: ['BEST_SELLER'],
    },
    {
      ...base('fresh-vegetables', { vi: 'Rau củ tươi hái mỗi sáng', en: 'Vegetables picked every morning' }),
      kind: 'GoToScreen',
      linkType: 'CATEGORY',
      linkCategoryId: BANNER_CATEGORY_ID,
    },
    {
      ...base('dairy-brand', { vi: 'Vinamilk cho bếp chuyên nghiệp', en: 'Vinamilk for professional kitchens' }),
      kind: 'GoToScreen',
      linkType: 'BRAND',
      linkBrandId: brandIdOf(BANNER_BRAND_NAME),
    },
    featuredProduct
      ? {
          ...base('own-brand', { vi: 'Hàng chọn lọc của Chợ Bếp Fresh', en: 'Hand-picked by Chợ Bếp Fresh' }),
          kind: 'GoToScreen',
          linkType: 'PRODUCT',
          linkProductId: featuredProduct.id,
        }
      : null,
    {
      ...base('distribution', { vi: 'Hệ thống phân phối của Chợ Bếp', en: 'The Chợ Bếp distribution network' }),
      kind: 'ShowWebView',
      webViewUrl: WEB_VIEW_PATH,
    },
    {
      ...base('food-safety', { vi: 'Cẩm nang an toàn thực phẩm', en: 'Food safety handbook' }),
      kind: 'GoToScreen',
      linkType: 'URL',
      linkUrl: FOOD_SAFETY_URL,
    },
  ];
  const bannerRows: BannerRow[] = planned
    .filter((b): b is Omit<BannerRow, 'id' | 'sortOrder'> => b !== null)
    .map((b, i) => ({ id: rng.uuid(), sortOrder: (i + 1) * 10, ...b }));

  const popupRows: HomePopupRow[] = [
    {
      id: rng.uuid(),
      key: HOME_POPUP_KEY,
      imageUrl: bannerArtUrl('flash-sale-popup', 'vi'),
      imageUrlEn: bannerArtUrl('flash-sale-popup', 'en'),
      tags: ['FLASH_SALE'],
      startsAt: LIVE_FROM,
      endsAt: null,
      createdAt: LIVE_FROM,
    },
  ];

  return { widgets: widgetRows, banners: bannerRows, homePopups: popupRows };
}
