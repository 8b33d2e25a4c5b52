import { describe, expect, it } from 'vitest';
import { renderMail } from '../platform/mail/render-mail';
import { invitationMailContent, invitationNoticeMailContent } from './invitation-mail';

describe('invitationMailContent', () => {
  it.each([
    ['vi', 'Nguyễn Văn An mời bạn tham gia Nhà hàng Bếp Việt trên Chợ Bếp', 'Chấp nhận lời mời', '7 ngày'],
    ['en', 'Nguyễn Văn An invites you to Nhà hàng Bếp Việt on Chợ Bếp', 'Accept the invitation', '7 days'],
  ] as const)('%s: subject, action and expiry', (lang, subject, label, expiry) => {
    const url = 'https://chobep.vn/invitations/abc';
    const content = invitationMailContent({
      lang,
      companyName: 'Nhà hàng Bếp Việt',
      inviterName: 'Nguyễn Văn An',
      url,
    });
    expect(content.subject).toBe(subject);
    expect(content.action).toEqual({ label, url });
    const mail = renderMail(content);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(expiry);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('escapes a company name in the HTML body', () => {
    const mail = renderMail(
      invitationMailContent({ lang: 'en', companyName: '<b>X</b>', inviterName: 'A', url: 'https://chobep.vn/i/x' }),
    );
    expect(mail.html).not.toContain('<b>X</b>');
    expect(mail.html).toContain('&lt;b&gt;X&lt;/b&gt;');
  });
});

describe('invitationNoticeMailContent', () => {
  it.each([
    ['vi', 'Nguyễn Văn An mời bạn tham gia Nhà hàng Bếp Việt trên Chợ Bếp', 'mỗi tài khoản chỉ thuộc về một công ty'],
    ['en', 'Nguyễn Văn An invites you to Nhà hàng Bếp Việt on Chợ Bếp', 'an account belongs to one company'],
  ] as const)('%s: the same subject as an invitation, no link, why it cannot be accepted', (lang, subject, why) => {
    const content = invitationNoticeMailContent({
      lang,
      companyName: 'Nhà hàng Bếp Việt',
      inviterName: 'Nguyễn Văn An',
    });
    expect(content.subject).toBe(subject);
    expect(content.action).toBeUndefined();
    const mail = renderMail(content);
    expect(mail.text).toContain(why);
    expect(mail.text).not.toMatch(/https?:\/\//);
  });
});
