import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD } from './accounts';
import { graphql, ME_LOGIN } from './graphql';

/**
 * Reading the mails the app sends, the way the project lets a person read them:
 * - when the run gives the servers an SMTP_URL and says where it points (E2E_SMTP_PORT), a real SMTP server in the
 *   test process receives them (startMailSink);
 * - otherwise an operator reads the outbox (operatorMailOutbox, the operators' outbox of the passwords slice).
 */
export interface MailSink {
  received: { to: string[]; text: string }[];
  close(): Promise<void>;
}

/** Quoted-printable soft line breaks and escapes, enough to read a link out of a text body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startMailSink(): Promise<MailSink | null> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) return null;
  const received: MailSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  void (server.server.address() as AddressInfo);
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The first link to `path` in the newest mail to `email` (waits for it to arrive). */
export async function linkInMail(
  request: APIRequestContext,
  sink: MailSink | null,
  email: string,
  path: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = sink
          ? sink.received.filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.text)
          : await outboxTexts(request, email);
        link = texts
          .reverse()
          .map((text) => text.match(new RegExp(`https?://[^\\s"<>]*${path.source}[\\w-]+`))?.[0])
          .find(Boolean);
        return link ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return link as string;
}

async function outboxTexts(request: APIRequestContext, email: string): Promise<string[]> {
  const signIn = await graphql<{ meLogin: { success: boolean } }>(request, ME_LOGIN, {
    input: { login: 'vanhanh@chobep.vn', password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(signIn.data?.meLogin.success).toBe(true);
  const res = await graphql<{ operatorMailOutbox: { items: { textBody: string | null }[] } }>(
    request,
    'query E2eOutbox($recipient: String) { operatorMailOutbox(recipient: $recipient, size: 5) { items { textBody } } }',
    { recipient: email.toLowerCase() },
  );
  return (res.data?.operatorMailOutbox.items ?? []).map((m) => m.textBody ?? '').reverse();
}
