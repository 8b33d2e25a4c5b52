import { expect, type Page } from '@playwright/test';
import { SUPPLY_ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage, setRegion } from '../../support/cookies';
import { test } from '../../support/sessions';
import { card, findOnCategoryPage } from '../catalog/catalog';

/**
 * Issue 15 point 7: /contact-us → /contact-success (writeContactUsInfo, "who are you" required, the shared schema's
 * messages in the browser), the campaign source of the landing URL sent with it, and the operator reading it on
 * /supplier/requests; the empty search result's "request a new product". Phone in Vietnamese, desktop in English.
 */
const TEXT = {
  vi: {
    who: 'Vui lòng nhập Bạn là ai!',
    name: 'Vui lòng nhập Họ và tên!',
    phoneEmpty: 'Vui lòng nhập Số điện thoại!',
    phoneBad: 'Số điện thoại không hợp lệ',
    email: 'Vui lòng nhập đúng địa chỉ email',
    whoLabel: 'Bạn là ai',
    nameLabel: 'Họ và tên',
    phoneLabel: 'Số điện thoại',
    emailLabel: 'Email',
    messageLabel: 'Nội dung',
    option: 'Nhà hàng, quán ăn',
    send: 'Gửi thông tin',
    success: 'Cảm ơn bạn đã liên hệ!',
    productName: 'Vui lòng nhập Tên sản phẩm!',
    sent: 'Đã gửi yêu cầu. Cảm ơn bạn!',
    talkTitle: 'Liên hệ bộ phận kinh doanh',
    talkSent: 'Đã gửi yêu cầu. Bộ phận kinh doanh sẽ gọi lại cho bạn sớm.',
  },
  en: {
    who: 'Please input Who are you!',
    name: 'Please input Full name!',
    phoneEmpty: 'Please input Phone number!',
    phoneBad: 'Phone number is invalid',
    email: 'Please enter a correct email address',
    whoLabel: 'Who are you',
    nameLabel: 'Full name',
    phoneLabel: 'Phone number',
    emailLabel: 'Email',
    messageLabel: 'Message',
    option: 'Restaurant or eatery',
    send: 'Send',
    success: 'Thank you for contacting us!',
    productName: 'Please input Product name!',
    sent: 'Request sent. Thank you!',
    talkTitle: 'Talk to our sales team',
    talkSent: 'Request sent. Our sales team will call you back soon.',
  },
} as const;

function langOf(isMobile: boolean) {
  return isMobile ? ('vi' as const) : ('en' as const);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('contact form: validation messages, sent with the campaign source, the success page; the operator reads it', async ({
  page,
  context,
  browser,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  const campaign = `e2e-contact-${testInfo.project.name}-${Date.now()}`;
  const name = `Khách ${testInfo.project.name} ${Date.now() % 100000}`;
  await setLanguage(context, lang);
  await setRegion(context, 'HCM');

  await page.goto(`/contact-us?utm_source=e2e&utm_campaign=${campaign}&utm_adgroup=g1`);
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('button', { name: text.send })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);

  // Everything empty: the required fields say so, "who are you" first; nothing is sent.
  await form.getByRole('button', { name: text.send }).click();
  await expect(page.getByTestId('whoAreYou-error')).toHaveText(text.who);
  await expect(page.getByTestId('name-error')).toHaveText(text.name);
  await expect(page.getByTestId('phone-error')).toHaveText(text.phoneEmpty);
  await expect(form.getByLabel(text.whoLabel)).toBeFocused();
  await shot(page, `contact-errors-${lang}`);
  await expectNoBlockingViolations(page, testInfo, `contact-us errors ${lang}`);

  await form.getByLabel(text.whoLabel).selectOption({ label: text.option });
  await form.getByLabel(text.nameLabel).fill(name);
  await form.getByLabel(text.phoneLabel).fill('12345');
  await form.getByLabel(text.emailLabel).fill('not-an-email');
  await form.getByRole('button', { name: text.send }).click();
  await expect(page.getByTestId('whoAreYou-error')).toHaveCount(0);
  await expect(page.getByTestId('phone-error')).toHaveText(text.phoneBad);
  await expect(page.getByTestId('email-error')).toHaveText(text.email);
  await expect(page).toHaveURL(/\/contact-us/);

  await form.getByLabel(text.phoneLabel).fill('0901 234 567');
  await form.getByLabel(text.emailLabel).fill('khach@example.vn');
  await form.getByLabel(text.messageLabel).fill('Tôi muốn được tư vấn giá sỉ.');
  await form.getByRole('button', { name: text.send }).click();
  await expect(page).toHaveURL(/\/contact-success$/);
  await expect(page.getByRole('heading', { level: 1, name: text.success })).toBeVisible();
  await shot(page, `contact-success-${lang}`);

  // The operator's page lists it, with where the customer came from.
  const operatorContext = await browser.newContext({
    ...(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}),
    storageState: await sessions.state(SUPPLY_ACCOUNTS.operator),
    locale: lang === 'vi' ? 'vi-VN' : 'en-US',
  });
  try {
    await setLanguage(operatorContext, lang);
    const operator = await operatorContext.newPage();
    await operator.goto('/supplier/orders');
    await operator.getByTestId('supply-nav-requests').click();
    await expect(operator).toHaveURL(/\/supplier\/requests$/);
    const request = operator.getByTestId('customer-request').filter({ hasText: name });
    await expect(request).toHaveCount(1);
    await expect(request).toHaveAttribute('data-kind', 'CONTACT_US');
    await expect(request).toContainText('0901234567');
    await expect(request).toContainText('khach@example.vn');
    await expect(request.getByTestId('request-source')).toContainText(`utm_campaign=${campaign}`);
    await expect(request.getByTestId('request-source')).toContainText('utm_adgroup=g1');
    await shot(operator, `operator-requests-${lang}`);
  } finally {
    await operatorContext.close();
  }
});

test('a search with no result offers to request the product; the name is required', async ({
  page,
  context,
  isMobile,
}) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  await setLanguage(context, lang);
  await setRegion(context, 'HCM');
  await page.goto('/market?q=zzqxw%20kh%C3%B4ng%20c%C3%B3');
  await expect(page.getByTestId('listing-empty')).toBeVisible();
  await page.getByTestId('product-request-open').click();
  const dialog = page.getByTestId('product-request-dialog');
  await expect(dialog).toBeVisible();
  const nameField = dialog.getByRole('textbox').first();
  await expect(nameField).toHaveValue('zzqxw không có');
  await nameField.fill('');
  await dialog.getByTestId('product-request-submit').click();
  await expect(dialog.getByTestId('productName-error')).toHaveText(text.productName);
  await nameField.fill(`Phô mai e2e ${Date.now() % 100000}`);
  await dialog.getByTestId('product-request-submit').click();
  await expect(dialog.getByTestId('product-request-sent')).toHaveText(text.sent);
  await shot(page, `product-request-${lang}`);
});

test('talk to sales on an exclusive product: name and phone required, sent with the product; the operator reads which', async ({
  page,
  context,
  browser,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  await setLanguage(context, lang);
  await setRegion(context, 'HCM');
  const { path, product } = await findOnCategoryPage(page.request, (p) => p.isExclusive);
  await page.goto(path);
  const trigger = card(page, product.id).getByTestId('talk-to-sales');
  await expect(trigger).toBeEnabled();
  // The product as the card names it (in English its English name); the operator reads the Vietnamese one.
  const shownName = await card(page, product.id).getByRole('heading').innerText();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: text.talkTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(shownName);
  await expect(dialog.getByRole('link', { name: /1800 6750/ })).toHaveAttribute('href', /^tel:\d{6,}$/);

  await dialog.getByTestId('talk-to-sales-submit').click();
  await expect(dialog.getByTestId('talk-name-error')).toHaveText(text.name);
  await expect(dialog.getByTestId('talk-phone-error')).toHaveText(text.phoneEmpty);
  await expect(dialog.getByLabel(text.nameLabel)).toBeFocused();
  await expectNoBlockingViolations(page, testInfo, `talk to sales errors ${lang}`);

  const name = `Bếp ${testInfo.project.name} ${Date.now() % 100000}`;
  await dialog.getByLabel(text.nameLabel).fill(name);
  await dialog.getByLabel(text.phoneLabel).fill('0908 111 222');
  await dialog.getByTestId('talk-to-sales-submit').click();
  await expect(dialog.getByTestId('talk-to-sales-sent')).toHaveText(text.talkSent);
  await shot(page, `talk-to-sales-${lang}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  const operatorContext = await browser.newContext({
    storageState: await sessions.state(SUPPLY_ACCOUNTS.operator),
    locale: lang === 'vi' ? 'vi-VN' : 'en-US',
  });
  try {
    await setLanguage(operatorContext, lang);
    const operator = await operatorContext.newPage();
    await operator.goto('/supplier/requests');
    const request = operator.getByTestId('customer-request').filter({ hasText: name });
    await expect(request).toHaveCount(1);
    await expect(request).toHaveAttribute('data-kind', 'CONTACT_REQUEST');
    await expect(request).toContainText('0908111222');
    await expect(request).toContainText(product.name);
  } finally {
    await operatorContext.close();
  }
});

test('keep in touch on /contact-us: an e-mail required and checked, sent with the campaign source', async ({
  page,
  context,
  browser,
  sessions,
  isMobile,
}, testInfo) => {
  const lang = langOf(isMobile);
  const text = TEXT[lang];
  await setLanguage(context, lang);
  await setRegion(context, 'HCM');
  const campaign = `e2e-keep-${testInfo.project.name}-${Date.now()}`;
  await page.goto(`/contact-us?utm_source=e2e&utm_campaign=${campaign}`);
  const form = page.getByTestId('keep-in-touch-form');
  const submit = form.getByTestId('keep-in-touch-submit');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByTestId('keep-email-error')).toHaveText(
    lang === 'vi' ? 'Vui lòng nhập Email!' : 'Please input Email!',
  );
  const email = `keep-${testInfo.project.name}-${Date.now()}@example.vn`;
  await form.getByLabel(text.emailLabel).fill('not-an-email');
  await submit.click();
  await expect(form.getByTestId('keep-email-error')).toHaveText(text.email);
  await form.getByLabel(text.emailLabel).fill(email);
  await submit.click();
  await expect(page.getByTestId('keep-in-touch-sent')).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us/);
  await shot(page, `keep-in-touch-${lang}`);

  const operatorContext = await browser.newContext({ storageState: await sessions.state(SUPPLY_ACCOUNTS.operator) });
  try {
    const operator = await operatorContext.newPage();
    await operator.goto('/supplier/requests');
    const request = operator.getByTestId('customer-request').filter({ hasText: email });
    await expect(request).toHaveCount(1);
    await expect(request).toHaveAttribute('data-kind', 'KEEP_IN_TOUCH');
    await expect(request.getByTestId('request-source')).toContainText(`utm_campaign=${campaign}`);
  } finally {
    await operatorContext.close();
  }
});
