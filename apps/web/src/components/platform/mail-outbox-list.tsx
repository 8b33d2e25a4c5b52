import { mailKindLabel } from '@chobep/domain/platform/mail/mail-kinds';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ResultOf } from '@/lib/api/graphql';
import type { OperatorMailOutboxQuery } from '@/lib/api/passwords';
import { formatDateTime } from '@/lib/format';

type Page = ResultOf<typeof OperatorMailOutboxQuery>['operatorMailOutbox'];
type Mail = Page['items'][number];

export interface OutboxParams {
  recipient: string;
  page: number;
}

export function parseOutboxParams(query: Record<string, string | string[] | undefined>): OutboxParams {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const page = Number.parseInt(first(query.page), 10);
  return { recipient: first(query.recipient).trim().slice(0, 254), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

function hrefOf(params: OutboxParams, page: number): string {
  const query = new URLSearchParams();
  if (params.recipient) query.set('recipient', params.recipient);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/supplier/outbox?${text}` : '/supplier/outbox';
}

const STATUS_STYLE: Record<Mail['status'], string> = {
  PENDING: 'bg-amber-50 text-amber-900 border-amber-300',
  SENT: 'bg-brand-50 text-brand-800 border-brand-300',
  FAILED: 'bg-red-50 text-red-800 border-red-300',
  NO_SMTP: 'bg-neutral-100 text-neutral-800 border-neutral-300',
};

/** The mail's text with its links clickable (a reset link is what an operator passes on). */
function linkify(text: string): ReactNode[] {
  let offset = 0;
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part) => {
    const at = offset;
    offset += part.length;
    return /^https?:\/\//.test(part) ? (
      <a
        key={at}
        href={part}
        className="break-all text-brand-700 underline underline-offset-2"
        data-testid="outbox-link"
      >
        {part}
      </a>
    ) : (
      <span key={at}>{part}</span>
    );
  });
}

/**
 * /supplier/outbox (operators): every mail of the outbox, newest first, with recipient, kind, subject and sent state;
 * the text of a mail no SMTP server took, so that a demo user can read a reset link without SMTP. A filter by
 * recipient (GET, works without script) and pages.
 */
export async function MailOutboxList({ data, params }: { data: Page; params: OutboxParams }) {
  const t = await getTranslations('outbox');
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  const lang = (await getLocale()) === 'en' ? 'en' : 'vi';
  const kindOf = (kind: string) => mailKindLabel(kind, lang);
  return (
    <div data-testid="mail-outbox">
      <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-neutral-600 text-sm">{t('intro')}</p>
      <form
        method="get"
        action="/supplier/outbox"
        className="mt-4 flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 sm:flex-row sm:items-end"
      >
        <label className="flex-1 font-medium text-neutral-800 text-sm">
          {t('recipient')}
          <input
            type="email"
            name="recipient"
            defaultValue={params.recipient}
            autoComplete="off"
            data-testid="outbox-recipient"
            className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base"
          />
        </label>
        <div className="flex gap-2">
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t('filter')}
          </button>
          {params.recipient ? (
            <Link
              href="/supplier/outbox"
              className="flex min-h-11 items-center rounded-full border border-neutral-300 px-5 font-medium text-neutral-800 hover:bg-neutral-50"
            >
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </form>

      <p className="mt-4 text-neutral-700 text-sm" data-testid="outbox-total">
        {t('total', { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-neutral-200 p-6 text-center text-neutral-600">{t('empty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.items.map((mail) => (
            <li
              key={mail.id}
              data-testid="outbox-mail"
              data-status={mail.status}
              className="rounded-2xl border border-neutral-200 bg-white p-4"
            >
              <div className="flex flex-col gap-2 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-neutral-900">{mail.subject}</p>
                  <p className="break-all text-neutral-700 text-sm" data-testid="outbox-mail-recipient">
                    {mail.recipient}
                  </p>
                  <p className="mt-1 text-neutral-600 text-sm">
                    <span className="sr-only">{t('kind')}: </span>
                    {kindOf(mail.kind)} · {mail.lang.toUpperCase()} · <span className="sr-only">{t('created')}: </span>
                    <time dateTime={String(mail.createdAt)}>{formatDateTime(mail.createdAt)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-start gap-1 md:items-end">
                  <span className={`rounded-full border px-3 py-0.5 font-medium text-sm ${STATUS_STYLE[mail.status]}`}>
                    <span className="sr-only">{t('status')}: </span>
                    {t(`statuses.${mail.status}`)}
                  </span>
                  {mail.attempts > 0 ? (
                    <span className="text-neutral-600 text-xs">{t('attempts', { count: mail.attempts })}</span>
                  ) : null}
                </div>
              </div>
              {mail.lastError ? (
                <p className="mt-2 break-words text-red-800 text-sm">{t('lastError', { error: mail.lastError })}</p>
              ) : null}
              {mail.textBody ? (
                <details className="mt-3 rounded-lg bg-neutral-50 p-3">
                  <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700 text-sm">
                    {t('showBody')}
                  </summary>
                  <div
                    className="mt-2 whitespace-pre-wrap break-words text-neutral-800 text-sm"
                    data-testid="outbox-body"
                  >
                    {linkify(mail.textBody)}
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between gap-3">
          {data.page > 1 ? (
            <Link href={hrefOf(params, data.page - 1)} className="min-h-11 content-center text-brand-700 underline">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-neutral-700 text-sm">{t('pageOf', { page: data.page, pages })}</span>
          {data.page < pages ? (
            <Link href={hrefOf(params, data.page + 1)} className="min-h-11 content-center text-brand-700 underline">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
