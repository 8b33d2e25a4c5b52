import { type Db, mailOutbox } from '@chobep/db';
import type { Language } from '@chobep/domain';
import type { RenderedMail } from '@chobep/domain/platform/mail/render-mail';

/** A database handle or a transaction of one: mail is written in the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MailMessage extends RenderedMail {
  to: string;
  /** What the mail is for: PASSWORD_RESET, INVITATION … (shown to operators, used by tests). */
  kind: string;
  /** The recipient's language, the one the mail was rendered in. */
  lang: Language;
}

/**
 * Writes a mail to the outbox in the caller's transaction, so it exists exactly when the change it tells about
 * committed (a rolled-back reset request leaves no mail, a committed one never loses its mail). Delivery happens
 * after COMMIT: call `deliverMailSoon(db)` (mail-dispatcher.ts) once the transaction has resolved; the dispatcher's
 * timer picks up anything not kicked. Returns the outbox id.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<string> {
  const recipient = message.to.trim().toLowerCase();
  if (!recipient.includes('@')) throw new Error('enqueueMail: the recipient is not an e-mail address');
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      recipient,
      kind: message.kind,
      lang: message.lang,
      subject: message.subject.normalize('NFC'),
      textBody: message.text.normalize('NFC'),
      htmlBody: message.html.normalize('NFC'),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('enqueueMail: the insert returned nothing');
  return row.id;
}
