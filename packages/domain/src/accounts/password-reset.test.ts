import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LIMITS, passwordResetUrl, renderPasswordResetMail } from './password-reset';
import { backoffMs } from './sign-in-limits';

describe('passwordResetUrl', () => {
  it.each([
    ['https://chobep.vn', 'abc_-123', 'https://chobep.vn/reset-password?token=abc_-123'],
    ['https://chobep.vn/', 'a+b/c=', 'https://chobep.vn/reset-password?token=a%2Bb%2Fc%3D'],
    ['http://localhost:3310', 'x', 'http://localhost:3310/reset-password?token=x'],
  ])('%s + %s → %s', (origin, token, expected) => {
    expect(passwordResetUrl(origin, token)).toBe(expected);
  });
});

describe('renderPasswordResetMail', () => {
  const url = 'https://chobep.vn/reset-password?token=tok';
  it.each([
    ['vi', 'Lan', 'Đặt lại mật khẩu Chợ Bếp', 'Xin chào Lan,', '60 phút'],
    ['en', 'Lan', 'Reset your Chợ Bếp password', 'Hello Lan,', '60 minutes'],
    ['vi', '  ', 'Đặt lại mật khẩu Chợ Bếp', 'Xin chào,', 'chỉ dùng được một lần'],
    ['en', '', 'Reset your Chợ Bếp password', 'Hello,', 'only once'],
  ] as const)('%s, name %j: subject, greeting, validity', (lang, name, subject, greeting, validity) => {
    const mail = renderPasswordResetMail({ lang, name, url });
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(greeting)).toBe(true);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(`lang="${lang}"`);
  });

  it('escapes the name in the HTML body', () => {
    const mail = renderPasswordResetMail({ lang: 'en', name: '<b>Lan</b>', url });
    expect(mail.html).toContain('Hello &lt;b&gt;Lan&lt;/b&gt;,');
  });
});

describe('PASSWORD_RESET_LIMITS', () => {
  it.each([
    ['email', 2, 0],
    ['email', 3, 60_000],
    ['email', 4, 120_000],
    ['email', 20, 3_600_000],
    ['address', 19, 0],
    ['address', 20, 30_000],
    ['address', 40, 3_600_000],
  ] as const)('%s after %i requests: wait %i ms', (rule, attempts, wait) => {
    expect(backoffMs(PASSWORD_RESET_LIMITS[rule], attempts)).toBe(wait);
  });
});
