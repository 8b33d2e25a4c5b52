import { expect, type Locator, type Page, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { openHomeAsVisitor } from '../home/home-page';

/**
 * Issue 12: no picture is ever blank. While a lazy picture has not arrived (here: never arrives), its box
 * shows a colour of its own, not an empty white box; once it arrives, it has really loaded (naturalWidth > 0).
 * Product pictures on /market and the trusted-brand tiles at the bottom of the home page.
 */

/** The product's picture in its card (not the tag badge beside it). */
const PRODUCT_PICTURE = 'a[data-soft-link] > img:not([data-testid])';

/** The background colour of an element as [r, g, b, alpha]. */
async function background(locator: Locator): Promise<number[]> {
  const css = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.length === 3 ? [...parts, 1] : parts;
}

/** Opaque and clearly not white: a box someone sees as "a picture is coming". */
async function expectTinted(locator: Locator, what: string): Promise<void> {
  const [r = 255, g = 255, b = 255, a = 0] = await background(locator);
  expect(a, `${what}: opaque background`).toBe(1);
  expect(Math.min(r, g, b), `${what}: rgb(${r}, ${g}, ${b}) is not white`).toBeLessThan(240);
}

/** Every picture in the list has loaded for real, scrolled into view one by one (they are lazy). */
async function expectLoaded(page: Page, pictures: Locator, what: string): Promise<void> {
  const count = await pictures.count();
  expect(count, what).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `${what} ${i}: ${await picture.getAttribute('src')} loaded`,
      })
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * No picture of the media route arrives (each request fails, so that the page still reaches `load`): what the
 * boxes show then is what someone sees while lazy pictures are on their way.
 */
async function withholdPictures(page: Page): Promise<void> {
  await page.route('**/media/**', (route) => route.abort());
}

test.describe('pictures are never blank', () => {
  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  test('product pictures on /market show their tint until they arrive, and then arrive', async ({ page }) => {
    await withholdPictures(page);
    await page.goto('/market');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 12);
    for (let i = 0; i < count; i++) {
      const picture = cards.nth(i).locator(PRODUCT_PICTURE);
      await expectTinted(picture, `card ${i} before its picture arrives`);
      const box = await picture.boundingBox();
      expect(box?.width, 'the box keeps its size').toBeGreaterThan(100);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0)), 'a square box').toBeLessThan(2);
    }

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/market');
    await expectLoaded(page, cards.locator(PRODUCT_PICTURE), 'product picture');
  });

  test('trusted-brand tiles at the bottom of the home page show their tint, then a logo', async ({ page }) => {
    await withholdPictures(page);
    await openHomeAsVisitor(page);
    const tiles = page.getByTestId('home-trusted-brand-tile');
    await tiles.first().scrollIntoViewIfNeeded();
    const count = await tiles.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expectTinted(tiles.nth(i), `brand tile ${i} before its logo arrives`);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openHomeAsVisitor(page);
    await expectLoaded(page, page.getByTestId('home-trusted-brand-tile').locator('img'), 'brand logo');
  });
});
