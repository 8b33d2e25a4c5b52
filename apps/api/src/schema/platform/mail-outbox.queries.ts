import { builder } from '../../builder';
import {
  listMailOutbox,
  OUTBOX_PAGE_MAX,
  type OutboxMail,
  type OutboxPage,
} from '../../services/platform/mail/list-mail-outbox';
import { LanguageEnum } from '../shared/enums';

const MailStatusEnum = builder.enumType('MailStatus', {
  description:
    'PENDING: waiting for an SMTP try. SENT: accepted by the SMTP server. FAILED: given up after its last try. ' +
    'NO_SMTP: no SMTP server is configured; the mail is only in the outbox.',
  values: ['PENDING', 'SENT', 'FAILED', 'NO_SMTP'] as const,
});

const OutboxMailRef = builder.objectRef<OutboxMail>('OutboxMail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    recipient: t.exposeString('recipient'),
    kind: t.exposeString('kind'),
    lang: t.field({ type: LanguageEnum, resolve: (m) => m.lang }),
    subject: t.exposeString('subject'),
    status: t.field({ type: MailStatusEnum, resolve: (m) => m.status }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sentAt }),
    textBody: t.string({
      nullable: true,
      description:
        'The plain-text body, for a mail the SMTP server has not taken (NO_SMTP, PENDING, FAILED): then the outbox ' +
        'is its only delivery. Null once SENT — the mail reached its recipient, and its links are theirs alone.',
      resolve: (m) => (m.status === 'SENT' ? null : m.textBody),
    }),
  }),
});

const OutboxPageRef = builder.objectRef<OutboxPage>('OutboxPage').implement({
  fields: (t) => ({
    items: t.field({ type: [OutboxMailRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
  }),
});

builder.queryFields((t) => ({
  operatorMailOutbox: t.withAuth({ supply: true }).field({
    type: OutboxPageRef,
    description: `The mails the marketplace sent or keeps, newest first (operators only). At most ${OUTBOX_PAGE_MAX} a page.`,
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 20 }),
      recipient: t.arg.string({ description: 'Only mails to this address.' }),
    },
    resolve: (_r, args, ctx) =>
      listMailOutbox(ctx.db, { page: args.page ?? 1, size: args.size ?? 20, recipient: args.recipient ?? null }),
  }),
}));
