'use client';

import { isValidEmail } from '@chobep/domain/accounts/login-id';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { ErrorReportMutation } from '@/lib/api/platform';
import { campaignSourceInput } from '@/lib/campaign-source';

/**
 * The crash screen with a report-feedback form (spec/foundations.md §2.4, §8): name, e-mail, comments, sent with
 * submitErrorReport (stored, listed for operators on /supplier/requests) and logged. The fields are checked here with
 * the plain e-mail rule rather than the zod schema the server applies (errorReportSchema): this screen is in every
 * page's bundle, and zod would add 30 kB to it. For the same reason the error catalogue (packages/domain
 * platform/errors, ≈ 9 kB compressed) loads when a report is first sent, not with every page.
 */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('error');
  const lang = useLocale() as Language;
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; comments?: string; form?: string }>({});
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;

  useEffect(() => {
    console.error('Unhandled UI error', error);
    heading.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const comments = String(data.get('comments') ?? '').trim();
    const website = String(data.get('website') ?? '');
    // Not lib/forms/error-catalogue.ts: that module would add ≈ 0.8 kB to every page, this screen being in all of them.
    const catalogue = await import('@chobep/domain/platform/errors').catch((failure: unknown) => {
      console.error('The error messages could not be loaded', failure);
      return null;
    });
    if (!catalogue) {
      setErrors({ form: failureMessage('SEND_REQUEST_FAILED', lang) });
      return;
    }
    const { formIssueCode, translateError } = catalogue;
    const next: typeof errors = {};
    if (email && !isValidEmail(email)) next.email = translateError('INVALID_EMAIL', lang);
    if (!comments) next.comments = translateError(formIssueCode('REQUIRED'), lang, { field: t('comments') });
    setErrors(next);
    if (next.email || next.comments) return;
    const message = error instanceof Error ? error.message : String(error);
    console.info('[feedback]', { name, email, comments, digest, message, url: window.location.href });
    setSending(true);
    try {
      const { submitErrorReport } = await browserRequest(ErrorReportMutation, {
        input: {
          name: name || null,
          email: email || null,
          comments,
          pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          digest: digest ?? null,
          website,
          campaignSource: campaignSourceInput(),
        },
      });
      if (submitErrorReport.success) setSent(true);
      else {
        const byField = Object.fromEntries(submitErrorReport.userErrors.map((e) => [e.field ?? 'form', e.message]));
        setErrors({
          ...(byField.email ? { email: byField.email } : {}),
          ...(byField.comments ? { comments: byField.comments } : {}),
          form: submitErrorReport.userErrors
            .filter((e) => e.field !== 'email' && e.field !== 'comments')
            .map((e) => e.message)
            .join(' '),
        });
      }
    } catch (failure) {
      console.error('submitErrorReport failed', failure);
      setErrors({ form: failureMessage('SEND_REQUEST_FAILED', lang) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="font-bold text-2xl text-neutral-900 outline-none">
        {t('title')}
      </h1>
      <p className="mt-2 text-neutral-600">{t('body')}</p>
      {digest ? <p className="mt-1 text-neutral-500 text-xs">{t('reference', { digest })}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-6 font-semibold text-neutral-800 hover:bg-neutral-50"
        >
          {t('backHome')}
        </a>
      </div>

      <section aria-labelledby={`${ids}-report`} className="mt-10 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id={`${ids}-report`} className="font-semibold text-lg text-neutral-900">
          {t('reportTitle')}
        </h2>
        {sent ? (
          <p role="status" data-testid="feedback-sent" className="mt-3 text-brand-800">
            {t('thanks')}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="relative mt-4 space-y-4">
            {errors.form ? (
              <p role="alert" className="text-red-700 text-sm">
                {errors.form}
              </p>
            ) : null}
            {/* The honeypot: off screen and out of reach; bots fill it, the server then stores nothing. */}
            <div aria-hidden="true" className="-left-[10000px] absolute top-auto h-px w-px overflow-hidden">
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div>
              <label htmlFor={`${ids}-name`} className="font-medium text-neutral-800 text-sm">
                {t('name')}
              </label>
              <input
                id={`${ids}-name`}
                name="name"
                autoComplete="name"
                className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 px-3"
              />
            </div>
            <div>
              <label htmlFor={`${ids}-email`} className="font-medium text-neutral-800 text-sm">
                {t('email')}
              </label>
              <input
                id={`${ids}-email`}
                name="email"
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${ids}-email-error` : undefined}
                className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 px-3"
              />
              {errors.email ? (
                <p id={`${ids}-email-error`} className="mt-1 text-red-700 text-sm">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${ids}-comments`} className="font-medium text-neutral-800 text-sm">
                {t('comments')}
              </label>
              <textarea
                id={`${ids}-comments`}
                name="comments"
                rows={4}
                required
                placeholder={t('commentsPlaceholder')}
                aria-invalid={errors.comments ? true : undefined}
                aria-describedby={errors.comments ? `${ids}-comments-error` : undefined}
                className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 placeholder:text-neutral-500"
              />
              {errors.comments ? (
                <p id={`${ids}-comments-error`} className="mt-1 text-red-700 text-sm">
                  {errors.comments}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending}
              className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {t('submit')}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
