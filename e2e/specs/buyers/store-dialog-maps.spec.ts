import { expect, type Page, test } from '@playwright/test';
import { type FakeMaps, startFakeMaps } from '../../../apps/api/src/test/fake-maps';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { ME_LOGIN } from '../../support/graphql';
import { type SecondStack, startSecondStack } from '../../support/second-stack';

/**
 * The store dialog with a maps service (issue 15 point 4; spec/foundations.md §4 map address flow, §8): the suite's
 * API has no MAP_API_KEY, so this runs on a second marketplace of its own (support/second-stack.ts) whose API is
 * given a key and MAP_API_URL pointing at a local Google-Maps-compatible fake (apps/api/src/test/fake-maps.ts: 12 Lê
 * Lợi in Ho Chi Minh City, Hồ Hoàn Kiếm in Hà Nội). A newcomer company searches its address: the loading bars, a
 * failure of the service, a place outside its region (the warning), then its place, which fills the selects, the
 * detail and the pin; moving the pin clears the place id; the store is created. Phone in Vietnamese, desktop in
 * English; the suggestions are shot in both languages at both widths.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  vi: {
    search: 'Tìm địa chỉ',
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    detail: 'Địa chỉ cụ thể',
    name: 'Tên cửa hàng',
    phone: 'Số điện thoại',
    finish: 'Hoàn tất',
    failed: 'Hiện không thể tải bản đồ, xin lỗi bạn.',
    outOfRegion: 'Vui lòng chọn địa chỉ thuộc khu vực HỒ CHÍ MINH',
    pinAt: 'Ghim tại 10.773100, 106.701200',
  },
  en: {
    search: 'Search for the address',
    province: 'Province/City',
    district: 'District',
    ward: 'Ward/Commune',
    detail: 'Address detail',
    name: 'Store name',
    phone: 'Phone number',
    finish: 'Finish',
    failed: 'Map cannot be loaded right now, sorry.',
    outOfRegion: 'Please choose an address in the HO CHI MINH region',
    pinAt: 'Pin at 10.773100, 106.701200',
  },
} as const;

let maps: FakeMaps;
let stack: SecondStack;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; none is needed.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout * 3);
  maps = await startFakeMaps();
  stack = await startSecondStack(testInfo.timeout * 3, {
    env: { MAP_API_KEY: 'e2e-maps-key', MAP_API_URL: maps.url },
  });
});
test.afterAll(async () => {
  await stack?.stop();
  await maps?.close();
});

async function signIn(page: Page, email: string, lang: 'vi' | 'en') {
  await page.context().addCookies([
    { name: 'cb_lang', value: lang, url: stack.url },
    { name: 'cb_region', value: 'HCM', url: stack.url },
  ]);
  const res = await page.request.post(`${stack.url}/graphql`, {
    data: { query: ME_LOGIN, variables: { input: { login: email, password: DEMO_PASSWORD, rememberMe: false } } },
    headers: { 'content-type': 'application/json', 'x-lang': lang },
  });
  expect((await res.json()).data?.meLogin.success).toBe(true);
}

async function openDialog(page: Page) {
  await page.goto(`${stack.url}/change-store`);
  const dialog = page.getByTestId('store-dialog');
  // A company without a store gets the dialog by itself once the page has hydrated (checking at once and then
  // clicking raced it: the dialog opened between the two and took the click); one with a store opens it by the button.
  if (await page.getByTestId('no-stores').isVisible()) {
    await expect(dialog).toBeVisible();
  } else {
    await page.getByTestId('add-store').click();
  }
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a company searches its address: suggestions, a failure, out of region, then its place fills the form', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang = phone ? 'vi' : 'en';
  const T = TEXT[lang];
  const account = phone ? ACCOUNTS.newcomer : ACCOUNTS.newcomerTwo;
  await signIn(page, account.email, lang);
  const dialog = await openDialog(page);
  const search = dialog.getByRole('combobox', { name: T.search });
  await expect(search).toBeVisible();
  await dialog.getByLabel(T.name).fill(`${account.company} – Lê Lợi`);
  await dialog.getByLabel(T.phone).fill('0901234598');

  // The service fails: the failed state, with the server's message; nothing else breaks.
  maps.modes['/place/autocomplete/json'] = 'http500';
  await search.fill('Lê Lợi');
  await expect(dialog.getByTestId('address-suggestions-failed')).toHaveText(T.failed);
  delete maps.modes['/place/autocomplete/json'];

  // Loading: three skeleton bars while the search waits (300 ms debounce), then the suggestions.
  await search.fill('Lê Lợ');
  await expect(dialog.getByTestId('address-suggestions-loading').locator('div')).toHaveCount(3);
  const options = dialog.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoBlockingViolations(page, testInfo, 'the store dialog with address suggestions');
  await page.screenshot({ path: testInfo.outputPath(`store-dialog-maps-${testInfo.project.name}-${lang}.png`) });

  // The keyboard: down to Hồ Hoàn Kiếm (Hà Nội), Enter: the region warning, nothing filled.
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(dialog.getByTestId('store-dialog-toast')).toContainText(T.outOfRegion);
  await expect(dialog.getByLabel(T.province)).toHaveValue('');
  await expect(dialog.getByTestId('store-place')).toHaveAttribute('data-place-id', '');

  // Editing the text searches again; Enter takes the highlighted first suggestion: 12 Lê Lợi.
  await search.fill('12 Lê Lợi');
  await expect(options).toHaveCount(2);
  await search.press('Enter');
  await expect(dialog.getByTestId('store-place')).toHaveAttribute('data-place-id', 'fake-le-loi');
  await expect(dialog.getByLabel(T.province)).toHaveValue('79');
  await expect(dialog.getByLabel(T.district)).toHaveValue('760');
  await expect(dialog.getByLabel(T.ward)).toHaveValue('26740');
  await expect(dialog.getByLabel(T.detail)).toHaveValue('12 Lê Lợi');
  const picker = dialog.getByTestId('pin-picker');
  await expect(picker).toContainText(T.pinAt);
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`store-dialog-maps-place-${testInfo.project.name}-${lang}.png`) });
  const finish = dialog.getByRole('button', { name: T.finish });
  await expect(finish).toBeEnabled();
  // The key went to the maps service, never to the browser.
  expect(maps.requests.some((r) => r.searchParams.get('key') === 'e2e-maps-key')).toBe(true);

  // Moving the pin: the coordinates are the user's, the place id is cleared.
  await dialog.getByTestId('pin-handle').focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByTestId('store-place')).toHaveAttribute('data-place-id', '');
  await expect(picker).not.toContainText(T.pinAt);

  await finish.click();
  await page.waitForURL('**/change-store?created=1');
  await expect(page.getByTestId('store-created')).toBeVisible();
});

test('the suggestions in the other language', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang = phone ? 'en' : 'vi';
  await signIn(page, (phone ? ACCOUNTS.newcomer : ACCOUNTS.newcomerTwo).email, lang);
  const dialog = await openDialog(page);
  const search = dialog.getByRole('combobox', { name: TEXT[lang].search });
  await search.fill('Lê Lợi');
  await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath(`store-dialog-maps-${testInfo.project.name}-${lang}.png`) });
  // Escape closes the list, not the dialog.
  await search.press('Escape');
  await expect(dialog.getByTestId('address-suggestions')).toBeHidden();
  await expect(dialog).toBeVisible();
});
