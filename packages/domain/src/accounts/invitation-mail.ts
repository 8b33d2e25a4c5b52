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

export interface InvitationNoticeInput {
  lang: Language;
  companyName: string;
  inviterName: string;
}

/**
 * What an address that already has a Chợ Bếp account (of another company, or a supplier's) gets instead of an
 * invitation link: the inviter is told nothing (their answer is the one a new address gets), the owner of the
 * address is told who asked and why it cannot join with it. In the account's own language.
 */
export function invitationNoticeMailContent({ lang, companyName, inviterName }: InvitationNoticeInput): MailContent {
  if (lang === 'en')
    return {
      lang,
      subject: `${inviterName} invites you to ${companyName} on Chợ Bếp`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviterName} invited this e-mail address to join ${companyName} on Chợ Bếp.`,
        'This address already has a Chợ Bếp account, and an account belongs to one company, so it cannot join ' +
          `${companyName}. Your account and its orders stay as they are.`,
        `To work for ${companyName} too, ask ${inviterName} to invite another e-mail address of yours.`,
      ],
      after: ['If you did not expect this invitation, you can ignore this mail.'],
    };
  return {
    lang,
    subject: `${inviterName} mời bạn tham gia ${companyName} trên Chợ Bếp`,
    greeting: 'Xin chào,',
    paragraphs: [
      `${inviterName} đã mời địa chỉ email này tham gia ${companyName} trên Chợ Bếp.`,
      'Địa chỉ này đã có tài khoản Chợ Bếp, và mỗi tài khoản chỉ thuộc về một công ty, nên không thể tham gia ' +
        `${companyName}. Tài khoản của bạn và các đơn hàng của nó vẫn giữ nguyên.`,
      `Để làm việc cho cả ${companyName}, hãy nhờ ${inviterName} mời một địa chỉ email khác của bạn.`,
    ],
    after: ['Nếu bạn không chờ lời mời này, hãy bỏ qua thư này.'],
  };
}
