import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setLanguage, setRegion } from '../../support/cookies';
import { type ApiProduct, ask, brandGroups, money, searchProducts } from './catalog';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/**
 * Issue 12 point 5: amounts in the reader's language (vi 1.250.000 đ, en 1,250,000 đ) in visible
 * text and labels alike; the weight note fits the product; an inactive brand's page says the
 * spec's message; the legal documents are set in the site's font.
 */
const LANGUAGES = ['vi', 'en'] as const;
/** An amount of đồng written with the other language's thousands separator. */
const FOREIGN_AMOUNT = { vi: /\d,\d{3}(?!\d)[^\n]{0,3}đ/, en: /\d\.\d{3}(?!\d)[^\n]{0,3}đ/ } as const;
const AMOUNT = /\d{1,3}(?:[.,]\d{3})+ đ/g;

async function hydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('lang-vi').first()).toBeEnabled();
}

/** Every amount in the page's visible text and in its aria-labels and titles. */
async function amounts(page: Page): Promise<{ visible: string[]; labels: string[] }> {
  const text = await page.locator('body').innerText();
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title]')].flatMap((el) =>
      [el.getAttribute('aria-label'), el.getAttribute('title')].filter((v): v is string => Boolean(v)),
    ),
  );
  return { visible: text.match(AMOUNT) ?? [], labels: labels.flatMap((l) => l.match(AMOUNT) ?? []) };
}

async function productWithSaving(request: APIRequestContext): Promise<ApiProduct> {
  for (let page = 0; page < 10; page++) {
    const found = await searchProducts(request, {}, { region: 'HCM', page, size: 100 });
    const product = found.data.find(
      (p) => p.savingAmount >= 1000 && p.price !== null && p.price >= 1000 && !p.isExclusive && p.originalPrice,
    );
    if (product) return product;
  }
  throw new Error('no product on sale in the demo data');
}

for (const lang of LANGUAGES) {
  test(`amounts use the ${lang} separators in text and labels: a product on sale and the footer`, async ({
    page,
    context,
    request,
  }) => {
    await setRegion(context, 'HCM');
    await setLanguage(context, lang);
    const product = await productWithSaving(request);
    await page.goto(product.slug);
    await hydrated(page);
    await expect(page.getByTestId('price').first()).toContainText(money(product.price as number, lang));
    await expect(page.getByTestId('original-price').first()).toContainText(
      money(product.originalPrice as number, lang),
    );
    await expect(page.getByTestId('saving')).toContainText(money(product.savingAmount, lang));
    await expect(page.getByTestId('marketing-claims')).toContainText(money(400_000, lang));
    await expect(page.getByTestId('marketing-claims')).toContainText(lang === 'vi' ? 'Hơn 2.000' : 'More than 2,000');

    const found = await amounts(page);
    expect(found.visible.length).toBeGreaterThan(3);
    for (const amount of [...found.visible, ...found.labels]) expect(amount).not.toMatch(FOREIGN_AMOUNT[lang]);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(FOREIGN_AMOUNT[lang]);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description ?? '').not.toMatch(FOREIGN_AMOUNT[lang]);
  });

  test(`the home page's footer and description write 400.000 đ the ${lang} way`, async ({ page, context }) => {
    await setRegion(context, 'HCM');
    await setLanguage(context, lang);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('marketing-claims')).toContainText(money(400_000, lang));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(money(400_000, lang).replace(/[.]/g, '\\.')),
    );
    const found = await amounts(page);
    for (const amount of [...found.visible, ...found.labels]) expect(amount).not.toMatch(FOREIGN_AMOUNT[lang]);
  });
}

test.describe('the weight note fits the product', () => {
  const KINDS = [
    { parent: 30, note: 'meat', words: { vi: /thịt/, en: /meat/ } },
    { parent: 40, note: 'seafood', words: { vi: /hải sản/, en: /seafood/ } },
    { parent: 10, note: 'produce', words: { vi: /rau củ/, en: /vegetables/ } },
  ] as const;
  for (const kind of KINDS) {
    test(`a product priced by weight in category ${kind.parent} says the ${kind.note} note`, async ({
      page,
      context,
      request,
    }) => {
      await setRegion(context, 'HCM');
      const found = await searchProducts(request, { categoryIds: [kind.parent] }, { region: 'HCM', size: 100 });
      const product = found.data.find((p) => p.allowDecimal || p.uomLocal?.code === 'kg');
      expect(product, `a product by weight under ${kind.parent}`).toBeDefined();
      for (const lang of LANGUAGES) {
        await setLanguage(context, lang);
        await page.goto((product as ApiProduct).slug);
        const note = page.getByTestId('weight-help');
        await expect(note).toHaveAttribute('data-note', kind.note);
        await expect(note).toContainText(kind.words[lang]);
        if (kind.note !== 'produce') await expect(note).not.toContainText(/rau củ|vegetables/);
      }
    });
  }
});

test.describe('an inactive brand', () => {
  test('Bếp Xưa says "Oops! This Brand is Currently Unavailable." and no brand list offers it', async ({
    page,
    context,
    request,
  }) => {
    const groups = await brandGroups(request, null);
    const listed = new Set(groups.flatMap((g) => g.data.map((b) => b.id)));
    // The demo brands are numbered in order and Bếp Xưa comes last: the first id after the listed ones.
    let brand: { id: number; name: string; slug: string; status: string } | null = null;
    for (let id = Math.max(...listed) + 1; id < Math.max(...listed) + 20 && !brand; id++) {
      const result = await ask<{ brand: { id: number; name: string; slug: string; status: string } | null }>(
        request,
        'query E2eBrand($id: Int!) { brand(id: $id) { id name slug status } }',
        { id },
      );
      if (result.data?.brand?.name === 'Bếp Xưa') brand = result.data.brand;
    }
    expect(brand?.status).toBe('INACTIVE');
    expect(listed.has(brand?.id ?? -1)).toBe(false);

    await setRegion(context, 'HCM');
    for (const lang of LANGUAGES) {
      await setLanguage(context, lang);
      const response = await page.goto(`/${brand?.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('brand-unavailable')).toContainText(
        lang === 'vi' ? 'Rất tiếc! Thương hiệu này hiện không khả dụng.' : 'Oops! This Brand is Currently Unavailable.',
      );
      await expect(page.getByTestId('brand-name')).toHaveText('Bếp Xưa');
      await expect(page.getByTestId('product-card')).toHaveCount(0);
    }
    // The home page's trusted brands leave it out too.
    await page.goto('/');
    await expect(page.getByText('Bếp Xưa')).toHaveCount(0);

    // An unknown brand id is not found.
    const unknown = await page.goto('/thuong-hieu/khong-co-b999999');
    expect(unknown?.status()).toBe(404);
  });
});

test.describe('legal documents', () => {
  for (const lang of LANGUAGES) {
    test(`the embedded terms are set in Maven Pro, the site's font (${lang})`, async ({ page, context }) => {
      await setRegion(context, 'HCM');
      await setLanguage(context, lang);
      await page.goto('/docs/term-of-service');
      const frame = page.frameLocator('[data-testid="document-frame"]');
      await expect(frame.locator('h1')).toBeVisible();
      const used = await frame.locator('body').evaluate(async (body) => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
        return { family: getComputedStyle(body).fontFamily, loaded, check: document.fonts.check('16px "Maven Pro"') };
      });
      expect(used.family).toMatch(/^"?Maven Pro"?,/);
      // Declared is not enough: the font file itself must have loaded in the frame.
      expect(used.loaded).toContain('Maven Pro');
      const site = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
      expect(site).toMatch(/^"?Maven Pro"?,/);
    });
  }
});
