import { expect, test } from '@playwright/test';
import { setLanguage, setRegion } from '../../support/cookies';
import { expectPath, regionPopup, settle } from '../../support/page';
import { HOME_POPUP_STORAGE, homePopup } from './home-page';

test.describe('home popup', () => {
  test('shows once per session until "do not show again" is ticked', async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await page.goto('/');
    const popup = homePopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link')).toHaveAttribute('href', '/FLASH_SALE');
    // Not modal: the page stays usable and readable behind it.
    await expect(page.getByRole('main')).toBeVisible();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();

    // Seen in this tab's session: not again on reload.
    await page.reload();
    await settle(page);
    await expect(popup).toHaveCount(0);

    // A new tab is a new session: shown again; this time "do not show again".
    const second = await context.newPage();
    await second.goto('/');
    await expect(homePopup(second)).toBeVisible();
    await homePopup(second).getByRole('checkbox', { name: 'Không hiển thị lại' }).check();
    await homePopup(second).getByRole('button', { name: 'Đóng' }).click();
    await expect(homePopup(second)).toBeHidden();
    const stored = await second.evaluate((key) => localStorage.getItem(key), HOME_POPUP_STORAGE.hidden);
    expect(JSON.parse(stored ?? '{}')).toEqual({ FLASH_SALE_2026: true });

    const third = await context.newPage();
    await third.goto('/');
    await settle(third);
    await expect(homePopup(third)).toHaveCount(0);
  });

  test('a click on the picture goes to the tag page and counts as seen', async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await page.goto('/');
    await homePopup(page).getByRole('link').click();
    await expectPath(page, '/FLASH_SALE');
    await page.goto('/');
    await settle(page);
    await expect(homePopup(page)).toHaveCount(0);
  });

  test('not on a visit the region popup interrupted; on the next one (in English here)', async ({ page, context }) => {
    await setLanguage(context, 'en');
    await page.goto('/');
    await expect(regionPopup(page)).toBeVisible();
    await settle(page);
    await expect(homePopup(page)).toHaveCount(0);
    const reloaded = page.waitForEvent('load');
    await regionPopup(page).getByRole('button', { name: 'Continue' }).click();
    await reloaded;
    await settle(page);
    await expect(homePopup(page)).toHaveCount(0);

    const next = await context.newPage();
    await next.goto('/');
    const popup = homePopup(next);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('checkbox', { name: 'Do not show again' })).toBeVisible();
    await expect(popup.getByRole('img')).toHaveAttribute('src', /-en\.svg$/);
  });

  test('a choice stored for another popup does not hide this one', async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await page.addInitScript((key: string) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, JSON.stringify({ OLD_POPUP: true }));
        sessionStorage.setItem('seeded', '1');
      }
    }, HOME_POPUP_STORAGE.hidden);
    await page.goto('/');
    await expect(homePopup(page)).toBeVisible();
    // Choices are per key: the old one does not hide the current popup (it is cleared when the server has none).
    const stored = await page.evaluate((key) => localStorage.getItem(key), HOME_POPUP_STORAGE.hidden);
    expect(JSON.parse(stored ?? '{}')).toEqual({ OLD_POPUP: true });
  });
});
