import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/accounts/reset-password-form';
import { pageMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passwords');
  // The token is in the URL: never indexed, never sent to another site as a referrer.
  return { title: t('resetMetaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /reset-password?token=… (guests only): the link of the reset mail sets a new password (meResetPassword). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const [query, t, messages] = await Promise.all([searchParams, getTranslations('passwords'), getMessages()]);
  const raw = query.token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        {token ? (
          <>
            <h1 className="font-bold text-2xl text-neutral-900">{t('resetTitle')}</h1>
            <p className="mt-1 text-neutral-600">{t('resetSubtitle')}</p>
            <NextIntlClientProvider messages={pageMessages(messages, ['passwords'])}>
              <ResetPasswordForm token={token} />
            </NextIntlClientProvider>
          </>
        ) : (
          <div data-testid="reset-no-token">
            <h1 className="font-bold text-2xl text-neutral-900">{t('noTokenTitle')}</h1>
            <p className="mt-2 text-neutral-700">{t('noTokenBody')}</p>
            <Link
              href="/forgot-password"
              prefetch={false}
              className="mt-6 flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              {t('askNewLink')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
