import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the dispatcher needs of a mail transport: send one mail, or throw why not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Chợ Bếp <no-reply@chobep.vn>';

/**
 * SMTP through nodemailer, from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`; nodemailer upgrades a
 * plain connection with STARTTLS when the server offers it). A pool keeps a few connections open between mails.
 */
export function createSmtpTransport(smtpUrl: string, from = DEFAULT_MAIL_FROM): MailTransport {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  }
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A few connections kept open between mails.
    pool: true,
    maxConnections: 2,
    // A server that cannot be reached must fail the try, not hang it: the claim's lease is two minutes.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transporter.close();
    },
  };
}
