import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage, setRegion } from '../../support/cookies';
import { BASE_URL } from '../../support/env';
import { regionPopup, settle } from '../../support/page';
import { type ApiProduct, categoryTree, searchProducts } from './catalog';

/**
 * The alcohol age check (spec/foundations.md §1, §3; issue 12 point 6): an alcohol product or
 * category page asks once per browser session whether the visitor is 18 or older; yes stays and
 * is remembered for the session, no leads to the home page; crawlers get the whole page.
 */
const BEER = 82; // Alcohol › Beer (81, wine, is hidden in HCM)
const COFFEE = 93; // Beverages › Coffee
const ALCOHOL = 80;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const TITLE = { vi: 'Bạn đã đủ 18 tuổi chưa?', en: 'Are you 18 or older?' } as const;

function ageCheck(page: Page) {
  return page.getByRole('dialog', { name: /18/ });
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('lang-vi').first()).toBeEnabled();
}

/** Hydrated and idle: a dialog opened on hydration has had its chance to open. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await settle(page);
}

async function firstProduct(request: APIRequestContext, categoryId: number): Promise<ApiProduct> {
  const found = await searchProducts(request, { categoryIds: [categoryId] }, { region: 'HCM', size: 5 });
  const product = found.data.find((p) => p.price !== null);
  expect(product, `a priced product in category ${categoryId}`).toBeDefined();
  return product as ApiProduct;
}

async function visitor(context: BrowserContext, lang: 'vi' | 'en' = 'vi'): Promise<void> {
  await setRegion(context, 'HCM');
  await setLanguage(context, lang);
}

test.describe('alcohol age check', () => {
  let beer: ApiProduct;
  let coffee: ApiProduct;
  test.beforeAll(async ({ request }) => {
    beer = await firstProduct(request, BEER);
    coffee = await firstProduct(request, COFFEE);
  });

  test('asked on an alcohol product; yes stays and is not asked again in the session', async ({ page, context }) => {
    await visitor(context);
    await page.goto(beer.slug);
    const dialog = ageCheck(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(TITLE.vi);
    await expect(dialog).toHaveAttribute('aria-describedby', /.+/);
    // The page is there behind it (server-rendered), only covered.
    await expect(page.getByTestId('product-name')).toHaveText(beer.name);

    // Required: Escape does not dismiss it, and Tab stays inside it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByTestId('age-check-yes').click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(new URL(beer.slug, BASE_URL).pathname);
    expect(await page.evaluate(() => sessionStorage.getItem('cb_alcohol_popup_hidden'))).toBe('1');

    // Same session: the product again, and the alcohol category page, ask nothing.
    await page.reload();
    await settled(page);
    await expect(ageCheck(page)).toHaveCount(0);
    const tree = await categoryTree(page.request);
    const alcohol = tree.find((c) => c.id === ALCOHOL);
    await page.goto(`/${alcohol?.slug}`);
    await settled(page);
    await expect(ageCheck(page)).toHaveCount(0);
  });

  test('not asked on a product that is not alcohol', async ({ page, context }) => {
    await visitor(context);
    await page.goto(coffee.slug);
    await settled(page);
    await expect(page.getByTestId('product-name')).toHaveText(coffee.name);
    await expect(ageCheck(page)).toHaveCount(0);
  });

  test('asked on an alcohol category page; no leads to the home page, and the next alcohol page asks again', async ({
    page,
    context,
  }) => {
    await visitor(context);
    const tree = await categoryTree(page.request);
    const beerCategory = tree.flatMap((c) => c.children).find((c) => c.id === BEER);
    await page.goto(`/${beerCategory?.slug}`);
    const dialog = ageCheck(page);
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('age-check-no').click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('cb_alcohol_popup_hidden'))).toBeNull();

    await page.goto(beer.slug);
    await expect(ageCheck(page)).toBeVisible();
  });

  test('a new session asks again', async ({ page, context, browser }) => {
    await visitor(context);
    await page.goto(beer.slug);
    await ageCheck(page).getByTestId('age-check-yes').click();
    await expect(ageCheck(page)).toHaveCount(0);

    const next = await browser.newContext({ baseURL: BASE_URL });
    try {
      await visitor(next);
      const fresh = await next.newPage();
      await fresh.goto(beer.slug);
      await expect(ageCheck(fresh)).toBeVisible();
    } finally {
      await next.close();
    }
  });

  test('crawlers get the whole page in the server HTML and are not asked', async ({ request, browser }) => {
    const html = await (
      await request.get(beer.slug, { headers: { 'user-agent': GOOGLEBOT, cookie: 'cb_region=HCM' } })
    ).text();
    expect(html).toContain(beer.name);
    expect(html).toContain('data-testid="price-block"');
    expect(html).toContain('"@type":"Product"');
    expect(html).not.toContain('data-testid="age-check"');

    const bot = await browser.newContext({ baseURL: BASE_URL, userAgent: GOOGLEBOT });
    try {
      await setRegion(bot, 'HCM');
      const page = await bot.newPage();
      await page.goto(beer.slug);
      await settled(page);
      await expect(page.getByTestId('product-name')).toHaveText(beer.name);
      await expect(ageCheck(page)).toHaveCount(0);
    } finally {
      await bot.close();
    }
  });

  test('a first visit asks the region first, then the age: never two dialogs at once', async ({ page }) => {
    // No region cookie: the region popup of a first visit.
    await page.goto(beer.slug);
    await expect(regionPopup(page)).toBeVisible();
    await settled(page);
    await expect(ageCheck(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await regionPopup(page).getByRole('button').click();
    await expect(regionPopup(page)).toHaveCount(0);
    await expect(ageCheck(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
  });

  for (const lang of ['vi', 'en'] as const) {
    test(`the open dialog passes the accessibility check (${lang})`, async ({ page, context }, testInfo) => {
      await visitor(context, lang);
      await page.goto(beer.slug);
      await expect(ageCheck(page)).toHaveAccessibleName(TITLE[lang]);
      await expectNoBlockingViolations(page, testInfo, `age check · ${lang}`);
    });
  }
});
