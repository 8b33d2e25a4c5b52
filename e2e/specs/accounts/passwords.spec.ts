import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { setLanguage } from '../../support/cookies';
import { expectPath } from '../../support/page';
import { SignInForm } from '../../support/session';

/**
 * Forgot password (issue 15 point 2), as a user meets it: the sign-in form's "Forgot password?" link, the e-mail
 * (validated in the page's language), the mail read in the outbox by an operator (no SMTP here), the link, a new
 * password (validated by the same rules as the server), and signing in with it. Vietnamese on the phone, English on
 * the desktop; each project resets its own demo user (packages/db DEMO_ACCOUNTS.forgetfulVi / forgetfulEn), whose
 * sessions the reset ends, so no other test uses them.
 */
const TEXT = {
  vi: {
    email: 'quenmatkhau@chobep.vn',
    name: 'Lý Thị Hoa',
    forgotLink: 'Quên mật khẩu?',
    forgotTitle: 'Quên mật khẩu',
    send: 'Gửi liên kết',
    required: 'Vui lòng nhập Địa chỉ email!',
    invalid: 'Vui lòng nhập đúng địa chỉ email',
    sent: 'Hãy kiểm tra hộp thư của bạn',
    subject: 'Đặt lại mật khẩu Chợ Bếp',
    resetTitle: 'Đặt mật khẩu mới',
    newPassword: 'Mật khẩu mới',
    confirm: 'Nhập lại mật khẩu mới',
    save: 'Lưu mật khẩu mới',
    noDigit: 'Mật khẩu phải có ít nhất một chữ số',
    mismatch: 'Mật khẩu xác nhận không khớp!',
    done: 'Đã đổi mật khẩu',
    used: 'Liên kết đặt lại mật khẩu đã hết hạn hoặc đã được sử dụng',
    signIn: 'Đăng nhập',
    outbox: 'Thư đi',
    showBody: 'Xem nội dung',
    changeTitle: 'Đổi mật khẩu',
    current: 'Mật khẩu hiện tại',
    changeConfirm: 'Nhập lại mật khẩu mới',
    changeButton: 'Đổi mật khẩu',
    wrongCurrent: 'Mật khẩu hiện tại không đúng',
    changed: 'Đã đổi mật khẩu. Các phiên đăng nhập khác đã được đăng xuất.',
  },
  en: {
    email: 'forgot@chobep.vn',
    name: 'Mai Anh Tuấn',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    send: 'Send the link',
    required: 'Please input Email!',
    invalid: 'Please enter a correct email address',
    sent: 'Check your mailbox',
    subject: 'Reset your Chợ Bếp password',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    confirm: 'Confirm the new password',
    save: 'Save the new password',
    noDigit: 'The password must contain at least one digit',
    mismatch: 'Your confirm password is not correct!',
    done: 'Password changed',
    used: 'This password reset link has expired or has already been used',
    signIn: 'Sign in',
    outbox: 'Outbox',
    showBody: 'Show the text',
    changeTitle: 'Change password',
    current: 'Current password',
    changeConfirm: 'Confirm the new password',
    changeButton: 'Change password',
    wrongCurrent: 'The current password is incorrect',
    changed: 'Password changed. Your other sessions have been signed out.',
  },
} as const;

/** Screenshots to look at (e2e/test-results/…): E2E_SCREENSHOTS=1. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The operator opens the outbox in a browser of its own, filtered on the recipient, and reads the newest link. */
async function readResetLink(browser: Browser, lang: 'vi' | 'en', recipient: string, baseURL: string): Promise<string> {
  const t = TEXT[lang];
  // The project's width: the outbox is checked at 375 px and 1280 px too.
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: viewport ?? { width: 1280, height: 800 },
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
  });
  try {
    await setLanguage(context, lang);
    const page = await context.newPage();
    const form = new SignInForm(page);
    await form.goto('?redirect=/supplier/outbox');
    await form.fill(SUPPLY_ACCOUNTS.operator.email, DEMO_PASSWORD);
    await form.submit.click();
    await expectPath(page, '/supplier/outbox');
    await expect(page.getByRole('heading', { level: 1, name: t.outbox })).toBeVisible();
    await page.getByTestId('outbox-recipient').fill(recipient);
    await page.getByTestId('outbox-recipient').press('Enter');
    await expect(page).toHaveURL(/recipient=/);
    const mail = page.getByTestId('outbox-mail').first();
    await expect(mail.getByTestId('outbox-mail-recipient')).toHaveText(recipient);
    await expect(mail).toContainText(t.subject);
    await expect(mail).toHaveAttribute('data-status', 'NO_SMTP');
    await mail.getByText(t.showBody).click();
    await shot(page, 'outbox');
    await expectNoBlockingViolations(page, test.info(), page.url());
    const href = await mail.getByTestId('outbox-link').first().getAttribute('href');
    expect(href).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    return href as string;
  } finally {
    await context.close();
  }
}

test('forgot password → the mail in the outbox → the link → a new password → signed in → changed on /account-info', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const lang = test.info().project.name === 'phone' ? 'vi' : 'en';
  const t = TEXT[lang];
  await setLanguage(context, lang);

  // The sign-in form links to the page.
  await page.goto('/signin');
  await page.getByRole('link', { name: t.forgotLink }).click();
  await expectPath(page, '/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();

  // Validation in the page's language, from the schema the server uses; by keyboard.
  const email = page.getByLabel(/^Email$/);
  await email.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('forgot-email-error')).toHaveText(t.required);
  await expect(email).toBeFocused();
  await email.fill('quenmatkhau');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('forgot-email-error')).toHaveText(t.invalid);
  await shot(page, 'forgot-error');
  await expectNoBlockingViolations(page, test.info(), page.url());

  await email.fill(t.email.toUpperCase());
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText(t.sent);
  await expect(page.getByTestId('forgot-sent')).toContainText(t.email.toUpperCase());
  await shot(page, 'forgot-sent');

  const link = await readResetLink(browser, lang, t.email, baseURL as string);
  const { pathname, search } = new URL(link, baseURL);

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: t.resetTitle })).toBeVisible();
  const password = page.getByLabel(t.newPassword, { exact: true });
  const confirm = page.getByLabel(t.confirm, { exact: true });
  await password.fill('matkhaumoi');
  await confirm.fill('matkhaumoi');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('reset-password-error')).toHaveText(t.noDigit);
  await password.fill('matkhau2026');
  await confirm.fill('matkhau2027');
  await confirm.press('Enter');
  await expect(page.getByTestId('reset-confirm-error')).toHaveText(t.mismatch);
  await shot(page, 'reset-error');
  await expectNoBlockingViolations(page, test.info(), page.url());
  await confirm.fill('matkhau2026');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('reset-done')).toContainText(t.done);
  await shot(page, 'reset-done');

  // The link works once.
  await page.goto(`${pathname}${search}`);
  await password.fill('matkhau2027');
  await confirm.fill('matkhau2027');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('form-error')).toContainText(t.used);

  // The old password no longer signs in; the new one does.
  const form = new SignInForm(page);
  await form.goto();
  await form.fill(t.email, DEMO_PASSWORD);
  await form.submit.click();
  await expect(page.getByTestId('password-error')).toBeVisible();
  await form.fill(t.email, 'matkhau2026');
  await form.submit.click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(t.name) })).toBeVisible();

  // Changing it on /account-info: the current password is required, the other sessions end, this one stays.
  const other = await browser.newContext({ baseURL });
  try {
    await setLanguage(other, lang);
    const otherPage = await other.newPage();
    const otherForm = new SignInForm(otherPage);
    await otherForm.goto();
    await otherForm.fill(t.email, 'matkhau2026');
    await otherForm.submit.click();
    await expectPath(otherPage, '/');

    await page.goto('/account-info');
    const change = page.getByTestId('change-password');
    await expect(change.getByRole('heading', { name: t.changeTitle })).toBeVisible();
    const submit = change.getByRole('button', { name: t.changeButton });
    await expect(submit).toBeEnabled();
    await change.getByLabel(t.current, { exact: true }).fill('matkhau2025');
    await change.getByLabel(t.newPassword, { exact: true }).fill('matkhau2028');
    await change.getByLabel(t.changeConfirm, { exact: true }).fill('matkhau2028');
    await submit.click();
    await expect(change.getByTestId('change-current-error')).toHaveText(t.wrongCurrent);
    await expect(change.getByLabel(t.current, { exact: true })).toBeFocused();
    await shot(page, 'change-password-error');
    await change.getByLabel(t.current, { exact: true }).fill('matkhau2026');
    await submit.click();
    await expect(change.getByTestId('change-password-done')).toHaveText(t.changed);
    await expectNoBlockingViolations(page, test.info(), 'change password done');

    // This session goes on; the other one is signed out at its next page.
    await page.reload();
    await expectPath(page, '/account-info');
    await otherPage.goto('/account-info');
    await expect(otherPage).toHaveURL(/\/signin/);
    await otherForm.fill(t.email, 'matkhau2026');
    await otherForm.submit.click();
    await expect(otherPage.getByTestId('password-error')).toBeVisible();
    await otherForm.fill(t.email, 'matkhau2028');
    await otherForm.submit.click();
    await expect(otherPage).not.toHaveURL(/\/signin/);
  } finally {
    await other.close();
  }
});
