import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as the server received it. */
  raw: string;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): mails sent to it through nodemailer travel
 * over a TCP socket and the SMTP conversation, so the delivery path is tested, not assumed. `refuse` makes it answer
 * RCPT TO with a permanent error (550), for the retry path.
 */
export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  refuse: { value: boolean };
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const refuse = { value: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse.value) {
        const error = new Error('mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
