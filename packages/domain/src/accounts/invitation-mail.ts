import type { Language } from '../platform/constants';
import type { MailContent } from '../platform/mail/render-mail';
import { INVITATION_TTL_DAYS } from './invite-emails';

export interface InvitationMailInput {
  lang: Language;
  companyName: string;
  inviterName: string;
  url: string;
}

/** The invitation mail of companyInviteUsers, in the invitee's (the inviter's) language; renderMail lays it out. */
export function invitationMailContent({ lang, companyName, inviterName, url }: InvitationMailInput): MailContent {
  if (lang === 'en')
    return {
      lang,
      subject: `${inviterName} invites you to ${companyName} on Chợ Bếp`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviterName} invites you to join ${companyName} on Chợ Bếp, to order ingredients and supplies for the company.`,
        'Open the link below, enter your name, choose a password and the stores you work for.',
      ],
      action: { label: 'Accept the invitation', url },
      after: [
        `The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
        'If you did not expect this invitation, you can ignore this mail.',
      ],
    };
  return {
    lang,
    subject: `${inviterName} mời bạn tham gia ${companyName} trên Chợ Bếp`,
    greeting: 'Xin chào,',
    paragraphs: [
      `${inviterName} mời bạn tham gia ${companyName} trên Chợ Bếp để đặt nguyên liệu và vật tư cho công ty.`,
      'Mở liên kết bên dưới, nhập họ tên, đặt mật khẩu và chọn các cửa hàng bạn làm việc.',
    ],
    action: { label: 'Chấp nhận lời mời', url },
    after: [
      `Liên kết chỉ dùng được một lần và hết hạn sau ${INVITATION_TTL_DAYS} ngày.`,
      'Nếu bạn không chờ lời mời này, hãy bỏ qua thư này.',
    ],
  };
}
