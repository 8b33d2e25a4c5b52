import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { settle } from '../../support/page';

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

interface Paths {
  productSearch: { data: { slug: string; category: { slug: string }; brand: { slug: string } | null }[] };
}

/** Real paths from the API, so the pages checked are the ones a buyer reaches. */
async function paths(page: Page) {
  const result = await graphql<Paths>(
    page.request,
    `query E2eA11yPaths { productSearch(filter: { query: "nuoc mam" }, pagination: { size: 5 }) {
      data { slug category { slug } brand { slug } } } }`,
  );
  const product = result.data!.productSearch.data.find((p) => p.brand)!;
  return { product: product.slug, category: `/${product.category.slug}`, brand: `/${product.brand!.slug}` };
}

test.describe('catalogue pages have no serious or critical accessibility violations', () => {
  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  for (const kind of ['market', 'search', 'category', 'product', 'brands', 'brand'] as const) {
    test(kind, async ({ page }) => {
      const found = await paths(page);
      const url = {
        market: '/market',
        search: '/market?q=c%C3%A0+chua&brandIds=1',
        category: found.category,
        product: found.product,
        brands: '/thuong-hieu',
        brand: found.brand,
      }[kind];
      await page.goto(url);
      await settle(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
