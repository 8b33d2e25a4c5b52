import type { Language } from '../platform/constants';
import { type RenderedMail, renderMail } from '../platform/mail/render-mail';
import type { BackoffRule } from './sign-in-limits';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How often a reset link may be asked for (meForgetPassword), counted like sign-in attempts
 * (login-throttle.ts, shared by every API instance through PostgreSQL). Every request counts, whether or not the
 * address belongs to an account, so the limit says nothing about which addresses exist.
 */
export const PASSWORD_RESET_LIMITS = {
  /**
   * One e-mail address: three mails, then one a minute, 2, 4 … up to one an hour: a typo'd address or a
   * mail in spam can be asked again at once, a stranger cannot flood someone's mailbox.
   */
  email: { free: 3, baseMs: MINUTE, maxMs: 60 * MINUTE, forgetAfterMs: DAY },
  /** One client address across e-mails: twenty, then 30 s doubling up to an hour. */
  address: { free: 20, baseMs: 30_000, maxMs: 60 * MINUTE, forgetAfterMs: DAY },
} as const satisfies Record<string, BackoffRule>;

export const PASSWORD_RESET_MAIL_KIND = 'PASSWORD_RESET';

/** The link a reset mail carries: the web app's /reset-password with the token. */
export function passwordResetUrl(siteOrigin: string, token: string): string {
  const url = new URL('/reset-password', siteOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

const COPY = {
  vi: {
    subject: 'Đặt lại mật khẩu Chợ Bếp',
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    asked: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Chợ Bếp của bạn.',
    how: (minutes: number) =>
      `Mở liên kết dưới đây để đặt mật khẩu mới. Liên kết có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
    action: 'Đặt lại mật khẩu',
    notYou: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn sẽ không thay đổi.',
  },
  en: {
    subject: 'Reset your Chợ Bếp password',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    asked: 'We received a request to reset the password of your Chợ Bếp account.',
    how: (minutes: number) =>
      `Open the link below to choose a new password. The link works for ${minutes} minutes and only once.`,
    action: 'Reset password',
    notYou: 'If you did not ask for this, ignore this mail: your password will not change.',
  },
} as const;

/** The password-reset mail in the recipient's language. */
export function renderPasswordResetMail(input: { lang: Language; name: string; url: string }): RenderedMail {
  const copy = COPY[input.lang];
  return renderMail({
    lang: input.lang,
    subject: copy.subject,
    greeting: copy.greeting(input.name.trim()),
    paragraphs: [copy.asked, copy.how(Math.round(RESET_TOKEN_TTL_MS / MINUTE))],
    action: { label: copy.action, url: input.url },
    after: [copy.notYou],
  });
}
