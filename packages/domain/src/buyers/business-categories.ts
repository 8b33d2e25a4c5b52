import type { Language } from '../platform/constants';

/**
 * The business categories a company can be (spec/foundations.md §3): codes stored on the buyer, labels in both
 * languages. Sign-up and the company page offer the same list.
 */
export const BUSINESS_CATEGORIES = {
  RESTAURANT_VIETNAMESE: { vi: 'Nhà hàng Việt', en: 'Vietnamese restaurant' },
  RESTAURANT_ASIAN: {
    vi: 'Nhà hàng Á (Nhật, Hàn, Hoa, Thái…)',
    en: 'Asian restaurant (Japanese, Korean, Chinese, Thai…)',
  },
  RESTAURANT_WESTERN: { vi: 'Nhà hàng Âu', en: 'Western restaurant' },
  RESTAURANT_OTHER: { vi: 'Nhà hàng khác', en: 'Other restaurant' },
  DRINKING_RESTAURANT: { vi: 'Quán nhậu', en: 'Drinking restaurant' },
  RICE_NOODLE_SHOP: { vi: 'Quán cơm, bún, phở', en: 'Rice or noodle shop' },
  ONLINE_KITCHEN: { vi: 'Bếp online, mang đi', en: 'Online or take-away kitchen' },
  CAFE_BAKERY_SINGLE: { vi: 'Cà phê, tiệm bánh (một cửa hàng)', en: 'Cafe or bakery (single shop)' },
  CAFE_BAKERY_CHAIN: { vi: 'Cà phê, tiệm bánh (chuỗi)', en: 'Cafe or bakery (chain)' },
  BAR_PUB: { vi: 'Bar, pub', en: 'Bar or pub' },
  NIGHT_CLUB: { vi: 'Câu lạc bộ đêm', en: 'Night club' },
  HOTEL_1_3_STAR: { vi: 'Khách sạn 1–3 sao', en: 'Hotel (1–3 star)' },
  HOTEL_4_5_STAR: { vi: 'Khách sạn 4–5 sao', en: 'Hotel (4–5 star)' },
  HOTEL_OTHER: { vi: 'Nhà nghỉ, khách sạn khác', en: 'Other hotel' },
  CANTEEN: { vi: 'Bếp ăn tập thể, căn tin', en: 'Canteen' },
  FACTORY: { vi: 'Nhà máy', en: 'Factory' },
  SCHOOL: { vi: 'Trường học', en: 'School' },
  HOSPITAL: { vi: 'Bệnh viện', en: 'Hospital' },
  OFFICE: { vi: 'Văn phòng', en: 'Office' },
  GYM: { vi: 'Phòng tập', en: 'Gym' },
  CONVENTION_CENTER: { vi: 'Trung tâm hội nghị, tiệc cưới', en: 'Convention centre' },
  CONVENIENCE_STORE: { vi: 'Cửa hàng tiện lợi', en: 'Convenience store' },
  SUPERMARKET: { vi: 'Siêu thị', en: 'Supermarket' },
  RETAIL: { vi: 'Cửa hàng bán lẻ', en: 'Retail shop' },
  WHOLESALER: { vi: 'Nhà bán sỉ', en: 'Wholesaler' },
  OTHER: { vi: 'Khác', en: 'Other' },
} as const satisfies Record<string, Record<Language, string>>;

export type BusinessCategory = keyof typeof BUSINESS_CATEGORIES;

export const BUSINESS_CATEGORY_CODES = Object.keys(BUSINESS_CATEGORIES) as BusinessCategory[];

export function isBusinessCategory(code: string): code is BusinessCategory {
  return Object.hasOwn(BUSINESS_CATEGORIES, code);
}

/** The label of a stored code; a code no longer in the list is shown as it is rather than hidden. */
export function businessCategoryLabel(code: string, lang: Language): string {
  return isBusinessCategory(code) ? BUSINESS_CATEGORIES[code][lang] : code;
}
