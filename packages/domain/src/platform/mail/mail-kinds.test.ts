import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, mailKindLabel } from './mail-kinds';

describe('mailKindLabel: no raw kind on the outbox page', () => {
  it.each([
    ['PASSWORD_RESET', 'vi', 'Đặt lại mật khẩu'],
    ['PASSWORD_RESET', 'en', 'Password reset'],
    ['INVITATION', 'vi', 'Lời mời vào công ty'],
    ['INVITATION', 'en', 'Company invitation'],
    ['SOMETHING_NEW', 'vi', 'Thư khác'],
    ['SOMETHING_NEW', 'en', 'Other mail'],
  ] as const)('%s (%s) → %s', (kind, lang, label) => {
    expect(mailKindLabel(kind, lang)).toBe(label);
  });

  it('every kind has words in both languages, none of them the code', () => {
    for (const kind of MAIL_KINDS)
      for (const lang of ['vi', 'en'] as const) expect(mailKindLabel(kind, lang)).not.toMatch(/^[A-Z_]+$/);
  });
});
