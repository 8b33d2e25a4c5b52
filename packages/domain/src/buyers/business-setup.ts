import type { Language } from '../platform/constants';

/**
 * The choices of the business setup (spec/trading.md §3 "Business/store setup fields", spec/foundations.md §3
 * "Business categories"): codes are stored, labels are shown. Pure data, no zod: the operator page and the
 * sign-up form both read it.
 */
type Labels = Record<Language, string>;

/**
 * Business types (the coarse kind the spec lists as "business type") and, under each, the business categories
 * (the finer labels of spec/foundations.md §3). The form asks the type first and offers its categories.
 */
export const BUSINESS_TYPES = {
  RESTAURANT: { vi: 'Nhà hàng, quán ăn', en: 'Restaurant' },
  CAFE_BAKERY: { vi: 'Cà phê, tiệm bánh', en: 'Cafe / bakery' },
  BAR: { vi: 'Bar, pub, club', en: 'Bar / pub / club' },
  HOTEL: { vi: 'Khách sạn', en: 'Hotel' },
  INSTITUTION: { vi: 'Bếp ăn tập thể, văn phòng', en: 'Canteen / institution' },
  RETAIL: { vi: 'Bán lẻ, bán sỉ', en: 'Retail / wholesale' },
} as const satisfies Record<string, Labels>;
export type BusinessType = keyof typeof BUSINESS_TYPES;

export const BUSINESS_CATEGORIES = {
  RESTAURANT_VIETNAMESE: { type: 'RESTAURANT', vi: 'Nhà hàng món Việt', en: 'Vietnamese restaurant' },
  RESTAURANT_JAPANESE: { type: 'RESTAURANT', vi: 'Nhà hàng món Nhật', en: 'Japanese restaurant' },
  RESTAURANT_KOREAN: { type: 'RESTAURANT', vi: 'Nhà hàng món Hàn', en: 'Korean restaurant' },
  RESTAURANT_CHINESE: { type: 'RESTAURANT', vi: 'Nhà hàng món Hoa', en: 'Chinese restaurant' },
  RESTAURANT_THAI: { type: 'RESTAURANT', vi: 'Nhà hàng món Thái', en: 'Thai restaurant' },
  RESTAURANT_WESTERN: { type: 'RESTAURANT', vi: 'Nhà hàng món Âu', en: 'Western restaurant' },
  RESTAURANT_OTHER: { type: 'RESTAURANT', vi: 'Nhà hàng món khác', en: 'Other cuisine restaurant' },
  DRINKING_RESTAURANT: { type: 'RESTAURANT', vi: 'Quán nhậu', en: 'Drinking restaurant' },
  RICE_NOODLE_SHOP: { type: 'RESTAURANT', vi: 'Quán cơm, phở, bún', en: 'Rice / noodle shop' },
  ONLINE_KITCHEN: { type: 'RESTAURANT', vi: 'Bếp online, mang đi', en: 'Online / take-away kitchen' },
  CAFE_BAKERY_SINGLE: { type: 'CAFE_BAKERY', vi: 'Cà phê, tiệm bánh (một cửa hàng)', en: 'Cafe / bakery (single)' },
  CAFE_BAKERY_CHAIN: { type: 'CAFE_BAKERY', vi: 'Chuỗi cà phê, tiệm bánh', en: 'Cafe / bakery (chain)' },
  BAR_PUB: { type: 'BAR', vi: 'Bar, pub', en: 'Bar / pub' },
  NIGHT_CLUB: { type: 'BAR', vi: 'Hộp đêm', en: 'Night club' },
  HOTEL_1_3_STAR: { type: 'HOTEL', vi: 'Khách sạn 1–3 sao', en: 'Hotel (1–3 star)' },
  HOTEL_4_5_STAR: { type: 'HOTEL', vi: 'Khách sạn 4–5 sao', en: 'Hotel (4–5 star)' },
  HOTEL_NORMAL: { type: 'HOTEL', vi: 'Nhà nghỉ, khách sạn thường', en: 'Hotel (unrated)' },
  CANTEEN: { type: 'INSTITUTION', vi: 'Căng tin, bếp ăn tập thể', en: 'Canteen' },
  FACTORY: { type: 'INSTITUTION', vi: 'Nhà máy', en: 'Factory' },
  SCHOOL: { type: 'INSTITUTION', vi: 'Trường học', en: 'School' },
  HOSPITAL: { type: 'INSTITUTION', vi: 'Bệnh viện', en: 'Hospital' },
  OFFICE: { type: 'INSTITUTION', vi: 'Văn phòng', en: 'Office' },
  GYM: { type: 'INSTITUTION', vi: 'Phòng tập thể hình', en: 'Gym' },
  CONVENTION_CENTER: { type: 'INSTITUTION', vi: 'Trung tâm hội nghị, tiệc cưới', en: 'Convention center' },
  CONVENIENCE_STORE: { type: 'RETAIL', vi: 'Cửa hàng tiện lợi', en: 'Convenience store' },
  SUPERMARKET: { type: 'RETAIL', vi: 'Siêu thị', en: 'Supermarket' },
  RETAIL_GROCERY: { type: 'RETAIL', vi: 'Tạp hoá', en: 'Grocery store' },
  RETAIL_OTHER: { type: 'RETAIL', vi: 'Bán lẻ khác', en: 'Other retail' },
  WHOLESALER: { type: 'RETAIL', vi: 'Đại lý, bán sỉ', en: 'Wholesaler' },
} as const satisfies Record<string, Labels & { type: BusinessType }>;
export type BusinessCategory = keyof typeof BUSINESS_CATEGORIES;

/** The categories of one type, in the table's order. */
export function categoriesOfType(type: BusinessType): BusinessCategory[] {
  return (Object.keys(BUSINESS_CATEGORIES) as BusinessCategory[]).filter((c) => BUSINESS_CATEGORIES[c].type === type);
}

/** "How did you hear about us" (spec/trading.md §3, lead sources): OTHER needs a text. */
export const ACQUISITION_SOURCES = {
  SEARCH_ENGINE: { vi: 'Công cụ tìm kiếm (Google…)', en: 'Search engine (Google…)' },
  SOCIAL_MEDIA: { vi: 'Mạng xã hội (Facebook, Zalo…)', en: 'Social media (Facebook, Zalo…)' },
  SALES_REP: { vi: 'Nhân viên kinh doanh', en: 'Sales representative' },
  FRIEND: { vi: 'Bạn bè, người quen giới thiệu', en: 'Friends' },
  ADS: { vi: 'Quảng cáo', en: 'Advertising' },
  EVENT: { vi: 'Sự kiện, hội chợ', en: 'Events' },
  OTHER: { vi: 'Khác', en: 'Other' },
} as const satisfies Record<string, Labels>;
export type AcquisitionSource = keyof typeof ACQUISITION_SOURCES;

/** The contact roles of spec/foundations.md §6: the sign-up asks the person's role at the business. */
export const ROLE_LABELS = {
  OWNER: { vi: 'Chủ doanh nghiệp', en: 'Owner' },
  MANAGER: { vi: 'Quản lý', en: 'Manager' },
  PURCHASER: { vi: 'Nhân viên mua hàng', en: 'Purchaser' },
  OTHER: { vi: 'Khác', en: 'Other' },
} as const satisfies Record<string, Labels>;

export const PRIORITY_LEVELS = {
  HIGH: { vi: 'Cao', en: 'High' },
  MEDIUM: { vi: 'Trung bình', en: 'Medium' },
  LOW: { vi: 'Thấp', en: 'Low' },
} as const satisfies Record<string, Labels>;
export type PriorityLevel = keyof typeof PRIORITY_LEVELS;

export const CUSTOMER_TIERS = {
  VIP: { vi: 'VIP', en: 'VIP' },
  KEY: { vi: 'Khách hàng chủ chốt', en: 'Key account' },
  REGULAR: { vi: 'Thường', en: 'Regular' },
} as const satisfies Record<string, Labels>;
export type CustomerTier = keyof typeof CUSTOMER_TIERS;

/**
 * The provinces the marketplace delivers to, by official code, with the region they belong to (the region decides
 * prices and suppliers). Hà Nội for the north; Hồ Chí Minh and the neighbours spec/foundations.md §3 lists for the
 * south. Ward and district come from the administrative-unit data of the `geo` module where it exists.
 */
export const SIGN_UP_PROVINCES = {
  '01': { region: 'HN', vi: 'Hà Nội', en: 'Ha Noi' },
  '79': { region: 'HCM', vi: 'Hồ Chí Minh', en: 'Ho Chi Minh' },
  '74': { region: 'HCM', vi: 'Bình Dương', en: 'Binh Duong' },
  '75': { region: 'HCM', vi: 'Đồng Nai', en: 'Dong Nai' },
  '80': { region: 'HCM', vi: 'Long An', en: 'Long An' },
} as const satisfies Record<string, Labels & { region: 'HN' | 'HCM' }>;
export type SignUpProvince = keyof typeof SIGN_UP_PROVINCES;

/**
 * The food-delivery link must point at a food-delivery site's own pages (spec/trading.md §5: "must start with the
 * food-delivery site's https prefix"): the two that serve Vietnam.
 */
export const FOOD_DELIVERY_PREFIXES = ['https://shopeefood.vn/', 'https://food.grab.com/'] as const;

/** The CRM record of the customer (internal sign-up only). */
export const HUBSPOT_PREFIX = 'https://app.hubspot.com/';

/** A label of one of the tables above, or the code itself when unknown (a value written before a rename). */
export function labelOf(table: Record<string, Labels>, code: string | null | undefined, lang: Language): string {
  if (!code) return '';
  return table[code]?.[lang] ?? code;
}
