/**
 * Mobile-app download links (spec/foundations.md §1). Set the real listing URLs at build time;
 * until then the links search the stores for the app.
 */
export const APP_STORE_URL =
  process.env.NEXT_PUBLIC_APP_STORE_URL ?? 'https://apps.apple.com/vn/search?term=ch%E1%BB%A3%20b%E1%BA%BFp';
export const GOOGLE_PLAY_URL =
  process.env.NEXT_PUBLIC_GOOGLE_PLAY_URL ?? 'https://play.google.com/store/search?q=ch%E1%BB%A3%20b%E1%BA%BFp&c=apps';
