import { expect, type Locator, type Page, test } from '@playwright/test';
import { setLanguage, setRegion } from '../../support/cookies';
import { settle } from '../../support/page';
import { ROUTE_EXAMPLES } from '../../support/routes';
import { inLang, LANDING_PAGES } from './helpers';

function toggle(page: Page): Locator {
  return page.getByTestId('help-toggle');
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.beforeEach(async ({ context }) => {
  await setRegion(context, 'HCM');
});

for (const lang of ['vi', 'en'] as const) {
  test(`the help widget opens the hotline, Messenger and Zalo links (${lang})`, async ({ page }) => {
    await page.goto(inLang(LANDING_PAGES.farm.path, lang));
    await settle(page);
    const button = toggle(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName(lang === 'vi' ? 'Mở hỗ trợ khách hàng' : 'Open customer support');
    await expect(page.getByTestId('help-hotline')).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const hotline = page.getByTestId('help-hotline');
    await expect(hotline).toBeVisible();
    const tel = await hotline.getAttribute('href');
    expect(tel).toMatch(/^tel:\+?\d{8,12}$/);
    // The link says the number it dials.
    const digits = (await hotline.innerText()).replace(/\D/g, '');
    expect(tel?.replace(/\D/g, '')).toBe(digits);
    await expect(hotline).toContainText(lang === 'vi' ? 'Gọi hotline' : 'Call the hotline');

    const messenger = page.getByTestId('help-messenger');
    await expect(messenger).toHaveAttribute('href', /^https:\/\/m\.me\/.+/);
    await expect(messenger).toHaveAttribute('target', '_blank');
    await expect(messenger).toHaveAttribute('rel', /noopener/);
    await expect(messenger).toHaveAccessibleName(lang === 'vi' ? /Messenger.*tab mới/ : /Messenger.*new tab/);

    const zalo = page.getByTestId('help-zalo');
    await expect(zalo).toHaveAttribute('href', /^https:\/\/zalo\.me\/.+/);
    await expect(zalo).toHaveAttribute('target', '_blank');
    await expect(zalo).toHaveAttribute('rel', /noopener/);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(hotline).toBeHidden();
  });
}

test('the help widget works from the keyboard: Enter opens, Tab reaches the links, Escape closes', async ({ page }) => {
  await page.goto(LANDING_PAGES.japan.path);
  await settle(page);
  const button = toggle(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The panel sits before the button in the DOM: Shift+Tab walks into it from the button.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('help-zalo')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('a click elsewhere closes the help panel', async ({ page }) => {
  await page.goto(LANDING_PAGES.contact.path);
  await settle(page);
  await toggle(page).click();
  await expect(page.getByTestId('help-hotline')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

for (const path of ['/', ...Object.values(LANDING_PAGES).map((l) => l.path)]) {
  test(`the help widget is on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(toggle(page)).toBeVisible();
  });
}

test('the help widget is not on the public layout (sign-in)', async ({ page }) => {
  await page.goto('/signin');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(toggle(page)).toHaveCount(0);
});

test('at the end of the page the help button covers none of the footer', async ({ page }) => {
  await page.goto(LANDING_PAGES.contact.path);
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
    .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
  const help = await page.getByTestId('floating-help').boundingBox();
  expect(help).not.toBeNull();
  const footer = page.getByRole('contentinfo');
  for (const element of await footer.locator('a, p, h2, li').all()) {
    const box = await element.boundingBox();
    if (box && help) expect(overlaps(box, help), await element.innerText()).toBe(false);
  }
});

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of what the help button must not cover, as they are on screen now. */
async function boxesOf(page: Page, selector: string): Promise<{ text: string; box: Box }[]> {
  return page.evaluate((css) => {
    return [...document.querySelectorAll(css)].flatMap((element) => {
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      return [
        {
          text: (element.textContent ?? '').trim().slice(0, 40),
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        },
      ];
    });
  }, selector);
}

/**
 * Scrolls the page from top to bottom in steps of a third of the screen and, at each stop, once
 * the button has come to rest (it slides out of the way), expects it to cover none of `selector`.
 */
async function expectClearWhileScrolling(page: Page, selector: string): Promise<number> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight - window.innerHeight,
    step: Math.round(window.innerHeight / 3),
  }));
  let stops = 0;
  for (let y = 0; ; y = Math.min(height, y + step)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    stops++;
    await expect
      .poll(
        async () => {
          const help = await page.getByTestId('help-toggle').boundingBox();
          if (!help) return [];
          return (await boxesOf(page, selector)).filter((target) => overlaps(target.box, help)).map((t) => t.text);
        },
        { message: `help button over ${selector} at scroll ${y}`, timeout: 2000 },
      )
      .toEqual([]);
    if (y >= height) break;
  }
  return stops;
}

/** The product's own price section (its price, saving, VAT line and, once there, its cart controls). */
const PRICE_AND_CART = 'section:has(> [data-testid="price-block"]), section:has(> [data-testid="price-block"]) *';
const FOOTER_TEXT = 'footer a, footer p, footer h2, footer li';

test('on a product page the help button never covers the price or the footer text while scrolling', async ({
  page,
  request,
}) => {
  const example = ROUTE_EXAMPLES.product?.path;
  const path = typeof example === 'function' ? await example(request) : (example ?? '/');
  await page.goto(path);
  await settle(page);
  await expect(page.getByTestId('price-block').first()).toBeVisible();
  await expect(page.locator('section:has(> [data-testid="price-block"])')).toHaveCount(1);
  await expect(page.getByTestId('help-toggle')).toBeVisible();
  const stops = await expectClearWhileScrolling(page, `${PRICE_AND_CART}, ${FOOTER_TEXT}`);
  expect(stops).toBeGreaterThanOrEqual(4);
  // At the end of the page it is back, resting on the room left under the footer.
  await expect(page.getByTestId('help-toggle')).toBeInViewport({ ratio: 1 });
});

for (const lang of ['vi', 'en'] as const) {
  test(`on a product page the help button never covers the favourite button or the delivery policy (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    await setLanguage(context, lang);
    const example = ROUTE_EXAMPLES.product?.path;
    const path = typeof example === 'function' ? await example(request) : (example ?? '/');
    await page.goto(path);
    await settle(page);
    await expect(
      page
        .getByTestId('product-favorite')
        .getByRole('link')
        .or(page.getByTestId('product-favorite').getByRole('button')),
    ).toBeVisible();
    await expect(page.getByTestId('delivery-policy')).toBeVisible();
    await expect(page.getByTestId('help-toggle')).toBeVisible();
    // Its lines and heading (the text a buyer reads), the favourite button, and the other controls beside them.
    await expectClearWhileScrolling(
      page,
      [
        '[data-testid="product-favorite"] a, [data-testid="product-favorite"] button',
        '[data-testid="delivery-policy"] h2',
        '[data-testid="delivery-policy"] li',
        '[data-testid="weight-help"] p',
        '[data-testid="other-offers"] a',
        '[data-testid="note-button"]',
        '[data-testid="description-toggle"]',
      ].join(', '),
    );
  });
}

test('on the home page the help button never covers the footer text while scrolling', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('cb_home_popup_opened', '1'));
  await page.goto('/');
  await settle(page);
  await expectClearWhileScrolling(page, FOOTER_TEXT);
  // Focus brings it back wherever it is, so the keyboard always reaches it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 150));
  await page.getByTestId('help-toggle').focus();
  await expect(page.getByTestId('help-toggle')).toBeInViewport({ ratio: 1 });
});

test("on the market list the help button never covers a card's price or cart controls while scrolling", async ({
  page,
}) => {
  await page.goto('/market');
  await settle(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The areas themselves, not their descendants: a screen-reader-only text inside is a 1 px box that sits wherever
  // its positioned ancestor puts it, covered by nothing a sighted buyer sees.
  await expectClearWhileScrolling(page, '[data-testid="product-card"] [data-keep-clear]');
});
