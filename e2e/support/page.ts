import { expect, type Locator, type Page } from '@playwright/test';

/** The region popup (a modal dialog asking the visitor to choose a region to see prices). */
export function regionPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: /khu vực|region/i });
}

/**
 * Waits until the page is hydrated and idle, so that the absence of something rendered on the
 * client (the region popup is a portal) means something.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.readyState === 'complete');
}

/** The path and query of the current URL. */
export function here(page: Page): URL {
  return new URL(page.url());
}

/** Expects the page to have navigated to `pathname`, optionally checking the query too. */
export async function expectPath(page: Page, pathname: string, query?: Record<string, string>): Promise<void> {
  await expect.poll(() => here(page).pathname, { message: `path of ${page.url()}` }).toBe(pathname);
  if (query) {
    const params = Object.fromEntries(here(page).searchParams);
    expect(params, `query of ${page.url()}`).toEqual(query);
  }
}

/** Reads <html lang>. */
export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}
