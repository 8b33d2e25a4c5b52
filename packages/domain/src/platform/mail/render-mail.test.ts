import { describe, expect, it } from 'vitest';
import { escapeHtml, type MailContent, renderMail } from './render-mail';

const base: MailContent = {
  lang: 'vi',
  subject: 'Đặt lại mật khẩu',
  greeting: 'Xin chào Lan,',
  paragraphs: ['Dòng một.', 'Dòng hai.'],
  action: { label: 'Đặt lại mật khẩu', url: 'https://chobep.vn/reset-password?token=abc' },
  after: ['Nếu không phải bạn, hãy bỏ qua thư này.'],
};

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>"x" & \'y\'</b>', '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'],
    ['Chợ Bếp', 'Chợ Bếp'],
  ])('%j → %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('renderMail', () => {
  it('puts greeting, paragraphs, the link on its own line, the after-text and the signature in the text body', () => {
    const { subject, text } = renderMail(base);
    expect(subject).toBe('Đặt lại mật khẩu');
    expect(text.split('\n\n')).toEqual([
      'Xin chào Lan,',
      'Dòng một.',
      'Dòng hai.',
      'Đặt lại mật khẩu:\nhttps://chobep.vn/reset-password?token=abc',
      'Nếu không phải bạn, hãy bỏ qua thư này.',
      '--\nChợ Bếp — chợ sỉ thực phẩm cho nhà hàng\nĐây là thư tự động, vui lòng không trả lời thư này.',
    ]);
  });

  it('writes the HTML body in the mail language with a button to the link and the link in clear', () => {
    const { html } = renderMail({ ...base, lang: 'en', greeting: 'Hello Lan,' });
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('href="https://chobep.vn/reset-password?token=abc"');
    expect(html).toContain('This is an automatic message');
    expect(html.match(/https:\/\/chobep\.vn\/reset-password\?token=abc/g)).toHaveLength(2);
  });

  it.each([
    ['greeting', { greeting: 'Xin chào <script>alert(1)</script>,' }],
    ['paragraph', { paragraphs: ['<img src=x onerror=alert(1)>'] }],
    ['action label', { action: { label: '<b>go</b>', url: 'https://chobep.vn/' } }],
  ] as const)('escapes a %s in the HTML body', (_what, patch) => {
    const { html, text } = renderMail({ ...base, ...patch });
    expect(html).not.toMatch(/<script|<img|<b>go/);
    // The text body is not HTML: it keeps the characters as they are.
    expect(text).toMatch(/<script|<img|<b>go/);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url'])('refuses the link %j', (url) => {
    expect(() => renderMail({ ...base, action: { label: 'x', url } })).toThrow();
  });

  it('stores text NFC whatever the template was given', () => {
    const decomposed = 'Xin chào Lan,'.normalize('NFD');
    const mail = renderMail({ ...base, greeting: decomposed, subject: 'Đặt lại mật khẩu'.normalize('NFD') });
    expect(mail.text.startsWith('Xin chào Lan,')).toBe(true);
    expect(mail.subject).toBe('Đặt lại mật khẩu');
    expect(mail.html.normalize('NFC')).toBe(mail.html);
  });

  it('renders a mail without an action or after-text', () => {
    const { text, html } = renderMail({ ...base, action: undefined, after: undefined });
    expect(text.split('\n\n')).toHaveLength(4);
    expect(html).not.toContain('<a ');
  });
});
