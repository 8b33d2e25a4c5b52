import { expect, type Page, test } from '@playwright/test';
import { setLanguage, setRegion } from '../../support/cookies';
import { regionPopup, settle } from '../../support/page';
import { carousel, dots, expectSlide, homePopup } from './home-page';

/**
 * Records, for the whole tab session (across reloads), the largest number of dialogs shown at the
 * same time: checked on every DOM change and every 50 ms.
 */
async function watchDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e-max-dialogs';
    const count = () =>
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      }).length;
    const record = () => {
      const now = count();
      if (now > Number(sessionStorage.getItem(key) ?? 0)) sessionStorage.setItem(key, String(now));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
    setInterval(record, 50);
  });
}

async function maxDialogs(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('e2e-max-dialogs') ?? 0));
}

/** Long enough for a popup that opens after hydration to have opened. */
async function waitForLatePopups(page: Page): Promise<void> {
  await settle(page);
  await page.waitForTimeout(1500);
}

test.describe('one dialog at a time', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(`a first visit shows the region popup, and no home popup on that visit (${lang})`, async ({
      page,
      context,
    }) => {
      await setLanguage(context, lang);
      await watchDialogs(page);
      await page.goto('/');
      await expect(regionPopup(page)).toBeVisible();
      await waitForLatePopups(page);
      await expect(homePopup(page)).toHaveCount(0);

      const reloaded = page.waitForEvent('load');
      await regionPopup(page)
        .getByRole('button', { name: lang === 'vi' ? 'Tiếp tục' : 'Continue' })
        .click();
      await reloaded;
      await waitForLatePopups(page);
      await expect(regionPopup(page)).toHaveCount(0);
      // The region popup interrupted this visit: the home popup waits for the next one.
      await expect(homePopup(page)).toHaveCount(0);

      // Another page load in the same tab is the same visit.
      await page.goto('/');
      await waitForLatePopups(page);
      await expect(homePopup(page)).toHaveCount(0);
      expect(await maxDialogs(page), 'dialogs open at the same time').toBeLessThanOrEqual(1);

      // The next visit (a new tab, a new session) shows it, alone.
      const next = await context.newPage();
      await watchDialogs(next);
      await next.goto('/');
      await expect(homePopup(next)).toBeVisible();
      await expect(regionPopup(next)).toHaveCount(0);
      await waitForLatePopups(next);
      expect(await maxDialogs(next), 'dialogs open at the same time').toBe(1);
    });
  }

  test('a banner dialog opened by the person takes the place of the home popup', async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await watchDialogs(page);
    await page.goto('/');
    await expect(homePopup(page)).toBeVisible();
    // Clicks without pointer or focus events: a click or focus elsewhere dismisses the home popup by
    // itself (it is not modal), and on a phone it covers the dots; only the banner's opening counts here.
    await dots(page).nth(1).dispatchEvent('click');
    await expectSlide(page, 1);
    await carousel(page).getByTestId('home-carousel-slide').nth(1).getByRole('button').dispatchEvent('click');
    await expect(page.getByTestId('banner-popup')).toBeVisible();
    await expect(homePopup(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('banner-popup')).toBeHidden();
    // Given up for this page load: it does not come back when the slot frees.
    await page.waitForTimeout(500);
    await expect(homePopup(page)).toBeHidden();
    expect(await maxDialogs(page), 'dialogs open at the same time').toBe(1);
  });
});
