import { type Db, mailOutbox } from '@chobep/db';
import { MAIL_CLAIM_MS, mailRetryDelayMs } from '@chobep/domain/platform/mail/mail-retry';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { MailTransport } from './smtp-transport';

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Marked NO_SMTP (no transport configured). */
  kept: number;
}

type ClaimedMail = {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Takes up to `limit` due mails for this instance in one statement: the rows are locked with FOR UPDATE SKIP LOCKED
 * (another instance claiming at the same moment skips them rather than waiting) and leased until now + MAIL_CLAIM_MS,
 * which is committed before any SMTP conversation starts — no transaction stays open during network I/O. The try is
 * counted here, so a crash mid-send still counts it.
 */
async function claimDue(db: Db, at: SQL, limit: number): Promise<ClaimedMail[]> {
  const result = await db.execute<ClaimedMail>(sql`
    update mail_outbox m
    set claimed_until = ${at} + ${MAIL_CLAIM_MS} * interval '1 millisecond', attempts = m.attempts + 1
    where m.id in (
      select id from mail_outbox
      where status = 'PENDING' and next_attempt_at <= ${at}
        and (claimed_until is null or claimed_until <= ${at})
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked)
    returning m.id, m.recipient, m.subject, m.text_body, m.html_body, m.attempts`);
  return result.rows;
}

/**
 * Delivers the mails that are due: each claimed row is sent through the transport and marked SENT, or — when the
 * server refuses it or cannot be reached — gets its error recorded and its next try scheduled (mailRetryDelayMs),
 * FAILED once it has had its last. Without a transport (no SMTP_URL) due mails are marked NO_SMTP: they stay in the
 * outbox for operators and tests to read. Runs until nothing is due or `maxBatches` batches were done.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport | null,
  options: { now?: () => Date; batchSize?: number; maxBatches?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  // "Due" is judged by the database's clock unless a test sets one: a JavaScript Date has milliseconds only, so a
  // mail enqueued in the same millisecond (next_attempt_at = now() in microseconds) would look not yet due.
  const dueAt = (): SQL => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`clock_timestamp()`);
  const report: DeliveryReport = { sent: 0, failed: 0, kept: 0 };
  if (!transport) {
    const kept = await db
      .update(mailOutbox)
      .set({ status: 'NO_SMTP', lastError: null, claimedUntil: null })
      .where(sql`${mailOutbox.status} = 'PENDING' and ${mailOutbox.nextAttemptAt} <= ${dueAt()}`)
      .returning({ id: mailOutbox.id });
    report.kept = kept.length;
    return report;
  }
  const batchSize = options.batchSize ?? 20;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const claimed = await claimDue(db, dueAt(), batchSize);
    for (const mail of claimed) {
      try {
        await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
        await db
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: now(), claimedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        report.sent++;
      } catch (error) {
        const delay = mailRetryDelayMs(mail.attempts);
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await db
          .update(mailOutbox)
          .set(
            delay === null
              ? { status: 'FAILED', lastError: message, claimedUntil: null }
              : { lastError: message, claimedUntil: null, nextAttemptAt: new Date(now().getTime() + delay) },
          )
          .where(eq(mailOutbox.id, mail.id));
        report.failed++;
      }
    }
    if (claimed.length < batchSize) break;
  }
  return report;
}
