import { mailOutbox } from '@chobep/db';
import { renderMail } from '@chobep/domain/platform/mail/render-mail';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness';
import { type ReceivedMail, startSmtpSink } from '../../../test/smtp-sink';
import { deliverDueMail } from './deliver-mail';
import { enqueueMail, type MailMessage } from './enqueue-mail';
import { deliverMailSoon, mailDispatcherOf } from './mail-dispatcher';
import { createSmtpTransport, type MailTransport } from './smtp-transport';

let api: TestApi;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let transport: MailTransport;

function message(to: string, subject = 'Đặt lại mật khẩu'): MailMessage {
  return {
    to,
    kind: 'TEST',
    lang: 'vi',
    ...renderMail({
      lang: 'vi',
      subject,
      greeting: 'Xin chào Lan,',
      paragraphs: ['Bấm vào nút dưới đây.'],
      action: { label: 'Mở', url: 'https://chobep.vn/reset-password?token=abc' },
    }),
  };
}

async function rows(recipient: string) {
  return api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

/** Decodes a quoted-printable / base64 body enough to look for a text in it. */
function bodyOf(mail: ReceivedMail): string {
  const qp = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => `%${h}`);
  try {
    return decodeURIComponent(qp);
  } catch {
    return qp;
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  transport = createSmtpTransport(sink.url);
  // No background timer and no transport of the server's own: each test drives deliverDueMail itself.
  api = await createTestApi({ mail: { transport: null, poll: false } });
});
afterAll(async () => {
  transport.close();
  await api.close();
  await sink.close();
});
beforeEach(async () => {
  sink.refuse.value = false;
  sink.received.length = 0;
  // Mails of earlier tests must not be delivered again by the next one.
  await api.database.db.delete(mailOutbox);
});

describe('enqueueMail', () => {
  it('writes the mail in the caller’s transaction: it exists once the transaction commits', async () => {
    const id = await api.database.db.transaction(async (tx) => enqueueMail(tx, message('Lan@Example.VN')));
    const [row] = await rows('lan@example.vn');
    expect(row).toMatchObject({
      id,
      kind: 'TEST',
      lang: 'vi',
      status: 'PENDING',
      attempts: 0,
      subject: 'Đặt lại mật khẩu',
    });
    expect(row?.textBody).toContain('https://chobep.vn/reset-password?token=abc');
    expect(row?.htmlBody).toContain('href="https://chobep.vn/reset-password?token=abc"');
  });

  it('is rolled back with the transaction', async () => {
    await expect(
      api.database.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rollback@example.vn'));
        // The mail is visible inside the transaction …
        const inside = await tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'rollback@example.vn'));
        expect(inside).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // … and gone with it.
    expect(await rows('rollback@example.vn')).toEqual([]);
  });

  it('refuses a recipient that is not an address', async () => {
    await expect(enqueueMail(api.database.db, message('nobody'))).rejects.toThrow();
  });
});

describe('deliverDueMail through SMTP', () => {
  it('sends a mail over SMTP to the in-process server and marks it SENT', async () => {
    await enqueueMail(api.database.db, message('smtp@example.vn', 'Chào mừng đến Chợ Bếp'));
    const report = await deliverDueMail(api.database.db, transport);
    expect(report).toEqual({ sent: 1, failed: 0, kept: 0 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0] as ReceivedMail;
    expect(mail.to).toEqual(['smtp@example.vn']);
    expect(mail.from).toBe('no-reply@chobep.vn');
    // Both bodies travel: a multipart/alternative of text and HTML.
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(bodyOf(mail)).toContain('https://chobep.vn/reset-password?token=abc');
    const [row] = await rows('smtp@example.vn');
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, claimedUntil: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await deliverDueMail(api.database.db, transport)).toEqual({ sent: 0, failed: 0, kept: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('records a refusal and tries again later', async () => {
    sink.refuse.value = true;
    await enqueueMail(api.database.db, message('refused@example.vn'));
    const t0 = new Date();
    expect(await deliverDueMail(api.database.db, transport, { now: () => t0 })).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await rows('refused@example.vn');
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.lastError).toMatch(/550|mailbox unavailable/);
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);

    // Not due yet: nothing happens.
    expect(await deliverDueMail(api.database.db, transport, { now: () => t0 })).toMatchObject({ failed: 0 });

    // The server takes mail again: the next try succeeds.
    sink.refuse.value = false;
    const t1 = new Date(t0.getTime() + 61_000);
    expect(await deliverDueMail(api.database.db, transport, { now: () => t1 })).toMatchObject({ sent: 1 });
    [row] = await rows('refused@example.vn');
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(sink.received.map((m) => m.to[0])).toEqual(['refused@example.vn']);
  });

  it('marks the mail FAILED after its last try, keeping the error', async () => {
    sink.refuse.value = true;
    const id = await enqueueMail(api.database.db, message('gone@example.vn'));
    // Nine tries already made.
    await api.database.db.update(mailOutbox).set({ attempts: 9 }).where(eq(mailOutbox.id, id));
    await deliverDueMail(api.database.db, transport);
    const [row] = await rows('gone@example.vn');
    expect(row).toMatchObject({ status: 'FAILED', attempts: 10 });
    expect(row?.lastError).toMatch(/550|mailbox unavailable/);
    expect(await deliverDueMail(api.database.db, transport, { now: () => new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      kept: 0,
    });
  });

  it('records an unreachable server as a failure to retry', async () => {
    const closed = createSmtpTransport('smtp://127.0.0.1:1');
    try {
      await enqueueMail(api.database.db, message('unreachable@example.vn'));
      expect(await deliverDueMail(api.database.db, closed)).toMatchObject({ failed: 1 });
      const [row] = await rows('unreachable@example.vn');
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      closed.close();
    }
  });

  it('never delivers one mail twice when several instances deliver at once', async () => {
    const many = 30;
    for (let i = 0; i < many; i++) await enqueueMail(api.database.db, message(`many${i}@example.vn`));
    // Three "instances", each with its own SMTP connection pool, claiming small batches at the same time.
    const transports = [createSmtpTransport(sink.url), createSmtpTransport(sink.url), createSmtpTransport(sink.url)];
    try {
      const reports = await Promise.all(
        transports.map((t) => deliverDueMail(api.database.db, t, { batchSize: 4, maxBatches: 20 })),
      );
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(many);
    } finally {
      for (const t of transports) t.close();
    }
    const recipients = sink.received.map((m) => m.to[0]).sort();
    expect(recipients).toHaveLength(many);
    expect(new Set(recipients).size).toBe(many);
    const [{ n } = { n: 0 }] = (
      await api.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where status = 'SENT' and attempts = 1`,
      )
    ).rows;
    expect(n).toBe(many);
  });

  it('leaves a mail claimed by another instance alone until its lease runs out', async () => {
    const id = await enqueueMail(api.database.db, message('leased@example.vn'));
    const now = new Date();
    await api.database.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + 60_000), attempts: 1 })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(api.database.db, transport, { now: () => now })).toMatchObject({ sent: 0 });
    // The other instance died: after the lease this one takes the mail over.
    const later = new Date(now.getTime() + 61_000);
    expect(await deliverDueMail(api.database.db, transport, { now: () => later })).toMatchObject({ sent: 1 });
    expect(sink.received.map((m) => m.to[0])).toEqual(['leased@example.vn']);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox marked NO_SMTP, never dropped', async () => {
    await enqueueMail(api.database.db, message('nosmtp@example.vn'));
    // On PostgreSQL the server's own dispatcher (no transport either) may mark it first, so the call's count is 0 or
    // 1; the row is what matters: kept, NO_SMTP, no try spent.
    const result = await deliverDueMail(api.database.db, null);
    expect(result).toMatchObject({ sent: 0, failed: 0 });
    expect(result.kept).toBeLessThanOrEqual(1);
    const [row] = await rows('nosmtp@example.vn');
    expect(row).toMatchObject({ status: 'NO_SMTP', attempts: 0 });
    expect(row?.textBody).toContain('https://chobep.vn/reset-password?token=abc');
    expect(sink.received).toEqual([]);
  });

  it('is what the server’s dispatcher does after a commit (deliverMailSoon)', async () => {
    await api.database.db.transaction(async (tx) => enqueueMail(tx, message('kick@example.vn')));
    deliverMailSoon(api.database.db);
    await mailDispatcherOf(api.database.db)?.kick();
    const [row] = await rows('kick@example.vn');
    expect(row?.status).toBe('NO_SMTP');
  });
});
