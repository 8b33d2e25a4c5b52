import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { signInQuickly } from '../../support/session';

/**
 * The store dialog (issue 15 point 4; spec/foundations.md §2.5, §4, §5): an approved company without a store signs
 * in, the dialog opens by itself on /change-store, the owner chooses province → district → ward, moves the pin
 * and finishes; the new store is listed, pending review. At 375 px in Vietnamese and at 1280 px in English, each
 * with a company of its own (the seed's newcomer companies).
 */

const STORES_OF_BUYER = '{ buyer { stores { id name status } } }';

async function storesOf(page: Page): Promise<{ id: string; name: string; status: string }[]> {
  const res = await graphql<{ buyer: { stores: { id: string; name: string; status: string }[] } }>(
    page.request,
    STORES_OF_BUYER,
  );
  return res.data?.buyer.stores ?? [];
}

test('a company without a store creates its first store through the dialog', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang = phone ? 'vi' : 'en';
  const account = phone ? ACCOUNTS.newcomer : ACCOUNTS.newcomerTwo;
  await setLanguage(page.context(), lang);
  await signInQuickly(page, account);
  const before = await storesOf(page);

  await page.goto('/change-store');
  const dialog = page.getByTestId('store-dialog');
  if (before.length === 0) {
    // The company has no store: the dialog opens by itself.
    await expect(dialog).toBeVisible();
  } else {
    // A retry after the first attempt created the store: the dialog opens from the button.
    await page.getByTestId('add-store').click();
    await expect(dialog).toBeVisible();
  }
  await expect(dialog.getByRole('heading')).toHaveText(phone ? 'Thêm cửa hàng' : 'Add a store');
  const storeName = `${account.company} – Võ Văn Tần ${Date.now() % 100000}`;

  await dialog.getByLabel(phone ? 'Tên cửa hàng' : 'Store name').fill(storeName);
  const phoneField = dialog.getByLabel(phone ? 'Số điện thoại' : 'Phone number');
  await phoneField.fill('(090) 123.45-99');
  await phoneField.blur();
  await expect(phoneField).toHaveValue('0901234599');

  const finish = dialog.getByRole('button', { name: phone ? 'Hoàn tất' : 'Finish' });
  await expect(finish).toBeDisabled();

  // Province → district → ward: only the company's region's provinces are offered.
  const province = dialog.getByLabel(phone ? 'Tỉnh/Thành phố' : 'Province/City');
  await expect(province.locator('option')).toHaveCount(5);
  await province.selectOption({ label: phone ? 'Thành phố Hồ Chí Minh' : 'Ho Chi Minh City' });
  const district = dialog.getByLabel(phone ? 'Quận/Huyện' : 'District');
  await expect(district.locator('option', { hasText: phone ? 'Quận 3' : 'District 3' })).toHaveCount(1);
  await district.selectOption({ label: phone ? 'Quận 3' : 'District 3' });
  const ward = dialog.getByLabel(phone ? 'Phường/Xã' : 'Ward/Commune');
  await expect(ward.locator('option', { hasText: phone ? 'Phường 14' : 'Ward 14' })).toHaveCount(1);
  // The keyboard works on the selects: focus and type-ahead picks a ward.
  await ward.selectOption({ label: phone ? 'Phường 14' : 'Ward 14' });
  await dialog.getByLabel(phone ? 'Địa chỉ cụ thể' : 'Address detail').fill('12 Võ Văn Tần');

  // The pin starts on the preset centre: Finish waits until it is moved.
  const picker = dialog.getByTestId('pin-picker');
  await expect(picker).toBeVisible();
  await expect(finish).toBeDisabled();
  if (phone) {
    // With a finger: a tap on the surface puts the pin there.
    await dialog.getByTestId('pin-surface').tap({ position: { x: 220, y: 60 } });
  } else {
    // With the keyboard: the pin's handle moves with the arrow keys.
    await dialog.getByTestId('pin-handle').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
  }
  await expect(picker).toContainText(phone ? 'Ghim tại' : 'Pin at');
  await expect(finish).toBeEnabled();
  // No maps service on the suite's API (no MAP_API_KEY): no address search, the selects and the offline pin.
  await expect(dialog.getByTestId('address-search')).toHaveCount(0);
  await expectNoBlockingViolations(page, testInfo, 'the store dialog');
  await page.screenshot({ path: testInfo.outputPath(`store-dialog-${testInfo.project.name}.png`), fullPage: false });

  await finish.click();
  await page.waitForURL('**/change-store?created=1');
  await expect(page.getByTestId('store-created')).toBeVisible();
  // The new store is the current one and its recommendations are offered (recommendation-popup.spec.ts): close them.
  const popup = page.getByTestId('recommendation-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('recommendation-close').click();
  await expect(popup).toBeHidden();
  const after = await storesOf(page);
  const created = after.find((s) => s.name === storeName);
  expect(created?.status).toBe('PENDING');
  expect(after).toHaveLength(before.length + 1);
  await expect(page.getByRole('main').getByText(storeName)).toBeVisible();
});

test('the dialog reports a duplicate store, and the form messages', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one run of the messages is enough');
  await setLanguage(page.context(), 'en');
  await signInQuickly(page, ACCOUNTS.owner);
  await page.goto('/change-store');
  await page.getByTestId('add-store').click();
  const dialog = page.getByTestId('store-dialog');
  await expect(dialog).toBeVisible();
  // The name of an existing store of the company.
  await dialog.getByLabel('Store name').fill('Bếp Việt – Quận 1');
  await dialog.getByLabel('Phone number').fill('12');
  await dialog.getByLabel('Province/City').selectOption({ label: 'Ho Chi Minh City' });
  await dialog.getByLabel('District').selectOption({ label: 'District 3' });
  await dialog.getByLabel('Ward/Commune').selectOption({ label: 'Ward 14' });
  await dialog.getByLabel('Address detail').fill('1 Võ Văn Tần');
  await dialog.getByTestId('pin-handle').focus();
  await page.keyboard.press('ArrowDown');
  const finish = dialog.getByRole('button', { name: 'Finish' });
  await finish.click();
  await expect(dialog.getByTestId('error-telephone')).toHaveText('Phone number is invalid');
  await dialog.getByLabel('Phone number').fill('0901234500');
  await finish.click();
  await expect(dialog.getByTestId('store-dialog-toast')).toContainText(
    'The new store info duplicates an existing store',
  );
});

test('the dialog offers the address the company registered, and one click fills the form with it', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await setLanguage(page.context(), phone ? 'vi' : 'en');
  await signInQuickly(page, ACCOUNTS.owner);
  await page.goto('/change-store');
  await page.getByTestId('add-store').click();
  const dialog = page.getByTestId('store-dialog');
  await expect(dialog).toBeVisible();
  const registered = dialog.getByTestId('store-registered-address');
  // Bếp Việt registered 45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1: written once, each unit once.
  await expect(registered).toContainText('45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
  await registered.getByTestId('store-use-registered').click();
  await expect(dialog.getByLabel(phone ? 'Tỉnh/Thành phố' : 'Province/City')).toHaveValue('79');
  await expect(dialog.getByLabel(phone ? 'Quận/Huyện' : 'District').locator('option:checked')).toHaveText(
    phone ? 'Quận 1' : 'District 1',
  );
  await expect(dialog.getByLabel(phone ? 'Phường/Xã' : 'Ward/Commune').locator('option:checked')).toHaveText(
    phone ? 'Phường Bến Nghé' : /Ben Nghe/,
  );
  await expect(dialog.getByLabel(phone ? 'Địa chỉ cụ thể' : 'Address detail')).toHaveValue('45 Lê Thánh Tôn');
  await page.screenshot({ path: testInfo.outputPath(`store-dialog-registered-${testInfo.project.name}.png`) });
});

test('a store that cannot be confirmed (the duplicate check fails) says "confirm store failed" and creates nothing', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang = phone ? 'vi' : 'en';
  await setLanguage(page.context(), lang);
  await signInQuickly(page, ACCOUNTS.owner);
  const before = await storesOf(page);
  await page.goto('/change-store');
  await page.getByTestId('add-store').click();
  const dialog = page.getByTestId('store-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(phone ? 'Tên cửa hàng' : 'Store name').fill(`Bếp Việt – thử ${Date.now() % 100000}`);
  await dialog.getByLabel(phone ? 'Số điện thoại' : 'Phone number').fill('0901234511');
  await dialog
    .getByLabel(phone ? 'Tỉnh/Thành phố' : 'Province/City')
    .selectOption({ label: phone ? 'Thành phố Hồ Chí Minh' : 'Ho Chi Minh City' });
  await dialog.getByLabel(phone ? 'Quận/Huyện' : 'District').selectOption({ label: phone ? 'Quận 3' : 'District 3' });
  await dialog
    .getByLabel(phone ? 'Phường/Xã' : 'Ward/Commune')
    .selectOption({ label: phone ? 'Phường 14' : 'Ward 14' });
  await dialog.getByLabel(phone ? 'Địa chỉ cụ thể' : 'Address detail').fill('7 Võ Văn Tần');
  await dialog.getByTestId('pin-handle').focus();
  await page.keyboard.press('ArrowDown');
  // The confirmation step (checkStoreIsDuplicate) does not get through.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('StoreDialogDuplicate')) await route.abort('failed');
    else await route.fallback();
  });
  await dialog.getByRole('button', { name: phone ? 'Hoàn tất' : 'Finish' }).click();
  await expect(dialog.getByTestId('store-dialog-toast')).toContainText(
    phone ? 'Xác nhận cửa hàng thất bại' : 'Confirm store failed',
  );
  await page.unroute('**/graphql');
  expect(await storesOf(page)).toHaveLength(before.length);
});
