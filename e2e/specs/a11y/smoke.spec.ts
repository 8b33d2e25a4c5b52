import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { regionPopup, settle } from '../../support/page';

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

test('/signin has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/signin');
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);
});

test('/ (visitor, after choosing a region) has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  const reloaded = page.waitForEvent('load');
  await regionPopup(page).getByRole('button', { name: 'Tiếp tục' }).click();
  await reloaded;
  await settle(page);
  await expect(regionPopup(page)).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
});

test('the region popup itself has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(regionPopup(page)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
