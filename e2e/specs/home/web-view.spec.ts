import { expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../../support/axe';
import { settle } from '../../support/page';
import { carousel, dots, expectSlide, openHomeAsVisitor } from './home-page';

const TITLE = { vi: 'Hệ thống phân phối của Chợ Bếp', en: 'The Chợ Bếp distribution network' } as const;

async function openWebView(page: Page, lang: 'vi' | 'en') {
  await openHomeAsVisitor(page, { lang });
  // Scrolled a little, so that "the page behind does not move" is measured away from the top edge.
  await page.evaluate(() => window.scrollTo(0, 60));
  await dots(page).nth(5).click();
  await expectSlide(page, 5);
  const opener = carousel(page).getByTestId('home-carousel-slide').nth(5).getByRole('button');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: TITLE[lang] });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

for (const lang of ['vi', 'en'] as const) {
  test(`the web view frames the page's content only, tall enough, over a page that stays put (${lang})`, async ({
    page,
  }) => {
    const { dialog, opener } = await openWebView(page, lang);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    // A usable height: the frame takes most of the screen.
    const frameBox = await dialog.locator('iframe').boundingBox();
    const viewport = page.viewportSize();
    expect(frameBox && viewport).toBeTruthy();
    if (frameBox && viewport) {
      expect(frameBox.height, 'frame height').toBeGreaterThanOrEqual(viewport.height * 0.6);
      expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(viewport.height);
    }

    // The framed document is the page's content: no header, search bar, help button, footer or popup.
    const frame = page.frameLocator('[data-testid="banner-web-view-frame"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame.locator('header')).toHaveCount(0);
    await expect(frame.getByRole('searchbox')).toHaveCount(0);
    await expect(frame.locator('input[type="search"], form[role="search"]')).toHaveCount(0);
    await expect(frame.getByTestId('help-toggle')).toHaveCount(0);
    await expect(frame.locator('footer')).toHaveCount(0);
    await expect(frame.locator('[role="dialog"]')).toHaveCount(0);
    const framed = page.frames().find((f) => f.url().includes('embed=1'));
    expect(framed, 'the embed view is framed').toBeTruthy();

    // The page behind is locked…
    const overflow = await page.evaluate(() => [
      getComputedStyle(document.documentElement).overflowY,
      getComputedStyle(document.body).overflowY,
    ]);
    expect(overflow).toContain('hidden');
    // …and does not move, whether the wheel turns over the frame (scrolled to its end first, so a
    // scroll would chain outwards), over the dialog's title or over the dim backdrop, or a finger swipes.
    await framed?.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await dialog.boundingBox();
    if (box && frameBox && viewport) {
      const points = [
        { x: frameBox.x + frameBox.width / 2, y: frameBox.y + frameBox.height / 2 },
        { x: box.x + 40, y: box.y + 20 },
        { x: 4, y: viewport.height - 4 },
      ];
      for (const point of points) {
        await page.mouse.move(point.x, point.y);
        await page.mouse.wheel(0, 600);
        await page.mouse.wheel(0, -300);
        await page.mouse.wheel(0, 900);
      }
      const cdp = await page.context().newCDPSession(page);
      for (const point of points) {
        await cdp.send('Input.synthesizeScrollGesture', {
          x: Math.round(point.x),
          y: Math.round(point.y),
          yDistance: -400,
          gestureSourceType: 'touch',
          speed: 2000,
        });
      }
      await cdp.detach();
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'page scroll position').toBe(scrollBefore);

    // Focus stays in the dialog (the frame counts: it is inside) …
    const close = dialog.getByRole('button', { name: lang === 'vi' ? 'Đóng' : 'Close' });
    await expect(close).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body,
      );
      expect(inside, `focus after ${i + 1} Shift+Tab`).toBe(true);
    }
    // … Escape (from the dialog's own controls) closes it and gives focus back to the banner.
    await close.focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // Unlocked again.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });
}

test('the page itself keeps its header, search, help button and footer; embed=1 applies to embeddable pages only', async ({
  page,
}) => {
  await page.goto('/he-thong-phan-phoi');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.getByTestId('help-toggle')).toBeVisible();
  await page.goto('/he-thong-phan-phoi?embed=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto('/thuong-hieu?embed=1');
  await expect(page.locator('footer')).toHaveCount(1);
});

for (const lang of ['vi', 'en'] as const) {
  test(`the embed view passes the accessibility check (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/he-thong-phan-phoi?embed=1${lang === 'en' ? '&lang=en' : ''}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoBlockingViolations(page, testInfo, `distribution system, embed view (${lang})`);
  });
}
