import type { Language } from '../constants';

/**
 * A mail as it is stored in the outbox and handed to SMTP: one subject, a plain-text body and an HTML body with the
 * same content. Templates (one per kind, e.g. accounts/password-reset-mail.ts) fill a `MailContent` in the
 * recipient's language and `renderMail` lays it out, so every mail of the marketplace looks and escapes alike.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  lang: Language;
  subject: string;
  /** "Xin chào Lan," / "Hello Lan,": the first line. */
  greeting: string;
  /** Paragraphs of plain text (escaped in the HTML body). */
  paragraphs: readonly string[];
  /** The one thing to do: a button in HTML, the bare URL on its own line in the text body. */
  action?: { label: string; url: string } | undefined;
  /** Paragraphs after the action (why you got this mail, what to do if it was not you). */
  after?: readonly string[] | undefined;
}

const SIGNATURE: Record<Language, string> = {
  vi: 'Chợ Bếp — chợ sỉ thực phẩm cho nhà hàng',
  en: 'Chợ Bếp — the wholesale food market for restaurants',
};

const AUTOMATIC: Record<Language, string> = {
  vi: 'Đây là thư tự động, vui lòng không trả lời thư này.',
  en: 'This is an automatic message, please do not reply to it.',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Only http(s) links go into a mail: a template must never turn data into a `javascript:` link. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail link must be http(s): ${url}`);
  return parsed.toString();
}

/** Lays a mail's content out as its text and HTML bodies. Text is stored NFC. */
export function renderMail(content: MailContent): RenderedMail {
  const action = content.action ? { label: content.action.label, url: safeUrl(content.action.url) } : undefined;
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    `--\n${SIGNATURE[content.lang]}\n${AUTOMATIC[content.lang]}`,
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4b9c63;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${content.lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222222;font-size:15px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#4b9c63">Chợ Bếp</p>` +
    p(content.greeting) +
    content.paragraphs.map(p).join('') +
    button +
    after.map(p).join('') +
    `<p style="margin:24px 0 0;font-size:12px;color:#777777">${escapeHtml(SIGNATURE[content.lang])}<br>${escapeHtml(AUTOMATIC[content.lang])}</p>` +
    `</div></body></html>`;

  return {
    subject: content.subject.normalize('NFC'),
    text: text.normalize('NFC'),
    html: html.normalize('NFC'),
  };
}
