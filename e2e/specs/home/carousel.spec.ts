import { expect, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { BASE_URL } from '../../support/env';
import { expectPath } from '../../support/page';
import { carousel, dots, expectSlide, isWide, openHomeAsVisitor } from './home-page';

test.describe('banner carousel', () => {
  test('shows the banners with dots; arrows, dots and arrow keys move it', async ({ page }, testInfo) => {
    await openHomeAsVisitor(page);
    await expect(carousel(page)).toBeVisible();
    const slides = carousel(page).getByTestId('home-carousel-slide');
    const count = await slides.count();
    expect(count, 'the demo carousel has a banner of every kind').toBeGreaterThanOrEqual(6);
    await expect(dots(page)).toHaveCount(count);
    await expect(carousel(page).getByRole('img', { name: 'Siêu tiết kiệm: giảm đến 30%' })).toBeVisible();
    await expectSlide(page, 0);

    if (isWide(testInfo)) {
      const next = carousel(page).getByRole('button', { name: 'Banner tiếp theo' });
      const previous = carousel(page).getByRole('button', { name: 'Banner trước' });
      await next.click();
      await expectSlide(page, 1);
      await next.click();
      await expectSlide(page, 2);
      await previous.click();
      await expectSlide(page, 1);
      // Backwards from the first banner wraps to the last.
      await dots(page).first().click();
      await expectSlide(page, 0);
      await previous.click();
      await expectSlide(page, count - 1);
    } else {
      // Phones swipe: no arrows, the dots still work.
      await expect(carousel(page).getByRole('button', { name: 'Banner tiếp theo' })).toBeHidden();
    }
    await dots(page).nth(3).click();
    await expectSlide(page, 3);
    await dots(page).nth(3).press('ArrowRight');
    await expectSlide(page, 4);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 3);
  });

  test('plays every 5 s and stops when paused', async ({ page }) => {
    await page.clock.install();
    await openHomeAsVisitor(page);
    await expectSlide(page, 0);
    await page.mouse.move(1, 1);
    await page.clock.fastForward(5_200);
    await expectSlide(page, 1);
    await page.clock.fastForward(5_200);
    await expectSlide(page, 2);

    await carousel(page).getByRole('button', { name: 'Tạm dừng tự chuyển banner' }).click();
    await page.mouse.move(1, 1);
    // Clicking focused the button: leave the carousel so only the pause itself holds it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(11_000);
    await expectSlide(page, 2);
    await expect(carousel(page).getByRole('button', { name: 'Tiếp tục tự chuyển banner' })).toBeVisible();
  });

  test('never plays for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHomeAsVisitor(page);
    await page.mouse.move(1, 1);
    await page.clock.fastForward(11_000);
    await expectSlide(page, 0);
    await expect(carousel(page).getByTestId('home-carousel-pause')).toHaveCount(0);
  });

  test('each kind of banner does what it says', async ({ page }) => {
    await openHomeAsVisitor(page);
    const slide = (index: number) => carousel(page).getByTestId('home-carousel-slide').nth(index);
    const links: { href: string | null; target: string | null; rel: string | null }[] = [];
    for (const index of [0, 2, 3, 4, 6]) {
      await dots(page).nth(index).click();
      await expectSlide(page, index);
      const link = slide(index).getByRole('link');
      links.push({
        href: await link.getAttribute('href'),
        target: await link.getAttribute('target'),
        rel: await link.getAttribute('rel'),
      });
    }
    // Order of the demo carousel: tag, popup, category, brand, product, web view, address.
    expect(links[0]?.href).toBe('/SUPER_SAVING_TAG');
    expect(links[1]?.href).toBe('/rau-cu-tuoi-c10');
    expect(links[2]?.href).toMatch(/^\/thuong-hieu\/vinamilk-b\d+$/);
    expect(links[3]?.href).toMatch(/^\/products\/[a-z0-9-]+$/);
    expect(links[4]).toEqual({ href: 'https://vfa.gov.vn/', target: '_blank', rel: 'noopener noreferrer' });

    // ShowPopup: a dialog with the picture, the HTML content and a button that follows the banner's screen.
    await dots(page).nth(1).click();
    await expectSlide(page, 1);
    await slide(1).getByRole('button').click();
    const popup = page.getByRole('dialog', { name: 'Miễn phí giao hàng từ 400.000 đ' });
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('banner-popup-content')).toContainText('miễn phí giao hàng');
    await expect(popup.getByTestId('banner-popup-content').locator('strong').first()).toBeVisible();
    const button = popup.getByRole('link', { name: 'Xem hàng bán chạy' });
    await expect(button).toHaveAttribute('href', '/BEST_SELLER');
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();

    // ShowWebView: a dialog framing the page under its title.
    await dots(page).nth(5).click();
    await expectSlide(page, 5);
    await slide(5).getByRole('button').click();
    const webView = page.getByRole('dialog', { name: 'Hệ thống phân phối của Chợ Bếp' });
    await expect(webView).toBeVisible();
    await expect(webView.locator('iframe')).toHaveAttribute('src', '/he-thong-phan-phoi?embed=1');
    await page.keyboard.press('Escape');
    await expect(webView).toBeHidden();

    // GoToScreen: a click follows the link.
    await dots(page).nth(2).click();
    await expectSlide(page, 2);
    await slide(2).getByRole('link').click();
    await expectPath(page, '/rau-cu-tuoi-c10');
  });

  test('in English: English pictures, labels and links', async ({ page }, testInfo) => {
    await openHomeAsVisitor(page, { lang: 'en' });
    await expect(carousel(page)).toHaveAttribute('aria-label', 'Featured promotions');
    await expect(carousel(page).getByRole('img', { name: 'Super saving: up to 30% off' })).toBeVisible();
    await expect(carousel(page).getByRole('img', { name: 'Super saving: up to 30% off' })).toHaveAttribute(
      'src',
      /-en\.svg$/,
    );
    await dots(page).nth(2).click();
    await expectSlide(page, 2);
    await expect(carousel(page).getByTestId('home-carousel-slide').nth(2).getByRole('link')).toHaveAttribute(
      'href',
      '/fresh-vegetables-c10?lang=en',
    );
    if (isWide(testInfo)) {
      await carousel(page).getByRole('button', { name: 'Next banner' }).click();
      await expectSlide(page, 3);
    }
  });
});

test('the page has its content without JavaScript, with the banner space reserved', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
  try {
    await setRegion(context, 'HCM');
    const page = await context.newPage();
    await page.goto('/');
    const firstBanner = page.getByTestId('home-carousel').getByRole('img').first();
    await expect(firstBanner).toHaveAttribute('width', '1200');
    await expect(firstBanner).toHaveAttribute('height', '400');
    await expect(page.getByTestId('home-showcase').first().getByTestId('product-card').first()).toBeAttached();
    await expect(page.getByTestId('home-trusted-brand').first()).toBeAttached();
    await expect(page.locator('a[href="/rau-cu-tuoi-c10"]').first()).toBeAttached();
  } finally {
    await context.close();
  }
});
