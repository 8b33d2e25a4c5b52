import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../../support/axe';
import { SwitchableApi as Api, type SwitchableApi, startSecondWebServer } from '../../support/second-web-server';

/**
 * Issue 12 §7: on a first start the home page was rendered while the API was not up, and every section was simply
 * missing. Now a section whose call fails on the way is tried again with backoff; if it still fails the page says
 * so (role=alert, Vietnamese or English, with a retry) and is not cached anywhere, so the next request, once the API
 * answers, shows the sections. A second web server from the same build stands between the test and a switchable
 * link to the suite's API.
 */
test.describe.configure({ mode: 'serial' });
// One extra Next.js server is enough: the desktop project runs it (the error state at 375 px is in the screenshots).
test.skip(({ isMobile }) => isMobile, 'a second web server: the desktop project runs it');

let api: SwitchableApi;
let web: { url: string; stop(): Promise<void> };
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; none is needed.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout * 2);
  api = await Api.start();
  web = await startSecondWebServer(api.url, testInfo.timeout);
});
test.afterAll(async () => {
  await web?.stop();
  await api?.stop();
});

const VISITOR = { cookie: 'cb_region=HCM' };
const TEXT = {
  vi: { title: 'Chưa tải được trang chủ', retry: 'Thử lại' },
  en: { title: 'The home page did not load completely', retry: 'Try again' },
} as const;

test('while the API is unreachable the home page says so, in vi and en, with a retry, and is never cached', async ({
  request,
}) => {
  api.up = false;
  for (const lang of ['vi', 'en'] as const) {
    const response = await request.get(`${web.url}/`, {
      headers: { cookie: `${VISITOR.cookie}; cb_lang=${lang}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    // Rendered for this request only: no shared cache, no browser cache, no stored copy (the route is dynamic).
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(response.headers()['x-nextjs-cache'], 'not served from the full route cache').toBeUndefined();
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<section[^>]*role="alert"[^>]*data-testid="home-load-error"/);
    expect(html).toContain(TEXT[lang].title);
    expect(html).toMatch(
      new RegExp(`<a href="/"[^>]*data-testid="home-load-error-retry"[^>]*>${TEXT[lang].retry}</a>`),
    );
    expect(html).not.toContain('data-testid="home-showcase"');
  }
});

test('the next request after the API is back shows the sections: the failed page was not kept', async ({
  page,
  context,
}, testInfo) => {
  await context.addCookies([{ name: 'cb_region', value: 'HCM', url: web.url }]);
  await page.addInitScript(() => sessionStorage.setItem('cb_home_popup_opened', '1'));

  api.up = false;
  await page.goto(`${web.url}/`);
  const alert = page.getByRole('alert').filter({ hasText: TEXT.vi.title });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: TEXT.vi.retry })).toBeVisible();
  // The rest of the page works: header (with its search) and footer are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('home-showcase')).toHaveCount(0);
  await expectNoBlockingViolations(page, testInfo, 'home · error state · vi');

  api.up = true;
  await alert.getByRole('link', { name: TEXT.vi.retry }).click();
  await expect(page.getByTestId('home-showcase').first()).toBeVisible();
  await expect(page.getByTestId('home-load-error')).toHaveCount(0);
  await expect(page.getByTestId('home-carousel')).toBeVisible();

  // And a plain request: the same page, complete.
  const again = await page.request.get(`${web.url}/`, { headers: VISITOR });
  expect(again.status()).toBe(200);
  const html = await again.text();
  expect(html).not.toContain('data-testid="home-load-error"');
  expect(html).toContain('data-testid="home-showcase"');
});
