import type { BrowserContext, Cookie } from '@playwright/test';
import { BASE_URL } from './env';

/** The cookie names shared by the web app and the API (packages/domain/src/platform/constants.ts). */
export const COOKIES = {
  accessToken: 'cb_at',
  rememberToken: 'cb_rt',
  session: 'cb_session',
  store: 'cb_store',
  region: 'cb_region',
  language: 'cb_lang',
} as const;

export const SESSION_COOKIES = [COOKIES.accessToken, COOKIES.rememberToken, COOKIES.session, COOKIES.store] as const;

export async function getCookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  const all = await context.cookies(BASE_URL);
  return all.find((c) => c.name === name);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await getCookie(context, name))?.value;
}

/** A plain cookie for the app's origin, as the browser itself would have stored it earlier. */
export async function setCookie(context: BrowserContext, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: BASE_URL, sameSite: 'Lax' }]);
}

/** A stored region (HN or HCM) before navigation: visitors then see no region popup. */
export async function setRegion(context: BrowserContext, region: 'HN' | 'HCM'): Promise<void> {
  await setCookie(context, COOKIES.region, region);
}

/** A stored language (vi or en) before navigation. */
export async function setLanguage(context: BrowserContext, lang: 'vi' | 'en'): Promise<void> {
  await setCookie(context, COOKIES.language, lang);
}

/** A stored store id before navigation (the app checks it against the account's stores). */
export async function setStore(context: BrowserContext, storeId: string): Promise<void> {
  await setCookie(context, COOKIES.store, storeId);
}
