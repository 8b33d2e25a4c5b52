import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { setLanguage, setRegion } from '../../support/cookies';
import { settle } from '../../support/page';

/** The storage keys of apps/web/src/lib/storage-keys.ts (the home popup's rule). */
export const HOME_POPUP_STORAGE = {
  hidden: 'cb_block_home_popup',
  seenThisSession: 'cb_home_popup_opened',
} as const;

/** Wide layout (category menu, tag bar, floating section menu) from 1025 px. */
export function isWide(testInfo: TestInfo): boolean {
  return (testInfo.project.use.viewport?.width ?? 0) >= 1025;
}

/** Marks the home popup as already seen in this tab, for tests about something else. */
export async function skipHomePopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUP_STORAGE.seenThisSession);
}

/** A visitor with a stored region (no region popup) and language, on the home page, hydrated. */
export async function openHomeAsVisitor(
  page: Page,
  options: { region?: 'HN' | 'HCM'; lang?: 'vi' | 'en'; popup?: boolean } = {},
): Promise<void> {
  await setRegion(page.context(), options.region ?? 'HCM');
  if (options.lang) await setLanguage(page.context(), options.lang);
  if (!options.popup) await skipHomePopup(page);
  await page.goto('/');
  await settle(page);
}

export function carousel(page: Page): Locator {
  return page.getByTestId('home-carousel');
}

export function dots(page: Page): Locator {
  return carousel(page).getByTestId('home-carousel-dot');
}

/** Expects the carousel to show slide `index` (0-based): its dot is current and the slide is the active one. */
export async function expectSlide(page: Page, index: number): Promise<void> {
  await expect(dots(page).nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(carousel(page).getByTestId('home-carousel-slide').nth(index)).toHaveAttribute('data-active', 'true');
  await expect(carousel(page).getByTestId('home-carousel-slide').nth(index)).toBeInViewport({ ratio: 0.9 });
}

/** A showcase section by its widget id. */
export function showcase(page: Page, widgetId: string): Locator {
  return page.locator(`[data-testid="home-showcase"][data-widget-id="${widgetId}"]`);
}

/** The home popup (a non-modal dialog floating at the bottom). */
export function homePopup(page: Page): Locator {
  return page.getByTestId('home-popup');
}
