export const REGIONS = ['HN', 'HCM'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'HCM';
/** `?region=HN|HCM` on a page stores the visitor's region: the region popup's form without JavaScript. */
export const REGION_PARAM = 'region';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

export const DEFAULT_TIMEZONE = 'Asia/Ho_Chi_Minh';

export function isRegion(value: unknown): value is Region {
  return value === 'HN' || value === 'HCM';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'vi' || value === 'en';
}

export function parseRegion(value: unknown): Region | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return isRegion(upper) ? upper : null;
}

export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return isLanguage(lower) ? lower : null;
}

/** Timing constants of spec/foundations.md §9, in milliseconds. */
export const HEARTBEAT_INTERVAL_MS = 900_000;
export const MESSAGE_DISPLAY_MS = 6_000;

/** Category hidden for buyers of region HCM (spec/foundations.md §9). */
export const HIDDEN_CATEGORY_ID_FOR_HCM = 81;

/** The marketing claims of spec/foundations.md §1: more than this many products and businesses. */
export const CLAIMED_PRODUCTS = 2000;
export const CLAIMED_BUSINESSES = 3000;

/** Free delivery threshold in đồng; the fee itself is a supplier/area parameter. */
export const FREE_DELIVERY_THRESHOLD = 400_000;

/** Back-to-top button of the landing pages: shown after this much scrolling (spec/foundations.md §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

/**
 * Customer-care channels of the floating help widget (spec/trading.md §2, "Other UI pieces"):
 * one place to change them for the web app, the apps and the contact pages.
 */
export const HOTLINE = '1800 6750';
/** The hotline as a `tel:` link (digits only, so every phone dials it). */
export const HOTLINE_TEL = `tel:${HOTLINE.replace(/[^\d+]/g, '')}`;
export const MESSENGER_URL = 'https://m.me/chobep.vn';
export const ZALO_URL = 'https://zalo.me/18006750';

/** Headers the clients send (spec/foundations.md §7). */
export const HEADERS = {
  store: 'x-store-id',
  language: 'x-lang',
  timezone: 'x-timezone',
  region: 'x-region',
  clientName: 'x-client-name',
  clientVersion: 'x-client-version',
} as const;

/** Cookies shared by the web app and the API (the API sets the httpOnly ones). */
export const COOKIES = {
  accessToken: 'cb_at',
  rememberToken: 'cb_rt',
  /** Not a secret: tells the web server a session may exist without reading a token. */
  session: 'cb_session',
  store: 'cb_store',
  region: 'cb_region',
  language: 'cb_lang',
  /** httpOnly, a year: marks a browser the account signed in on before (sign-in limits). */
  device: 'cb_device',
} as const;
