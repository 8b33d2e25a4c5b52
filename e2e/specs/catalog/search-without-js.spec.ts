import { expect, test } from '@playwright/test';
import { setRegion } from '../../support/cookies';
import { here } from '../../support/page';
import { cardNames, listingTotal, plain, searchBar, searchProducts } from './catalog';

/**
 * The search bar before (or without) JavaScript: the form itself goes to /market?q=…, so a search typed
 * before hydration is not lost, and the market page runs the bad-word check on the server.
 */
test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  test('Enter in the search bar lists the matches', async ({ page }) => {
    const expected = await searchProducts(page.request, { query: 'ca chua' });
    await page.goto('/market');
    const bar = searchBar(page);
    await bar.input.fill('ca chua');
    await bar.input.press('Enter');
    await expect.poll(() => here(page).searchParams.get('q')).toBe('ca chua');
    expect(await listingTotal(page)).toBe(expected.total);
    for (const name of await cardNames(page)) expect(plain(name)).toContain('ca chua');
  });

  test('a bad word in the URL shows the message, not results', async ({ page }) => {
    await page.goto('/market?q=vcl');
    await expect(page.getByTestId('market-bad-word')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });
});
