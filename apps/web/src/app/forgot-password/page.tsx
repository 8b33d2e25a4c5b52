import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/accounts/forgot-password-form';
import { pageMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passwords');
  return { title: t('forgotMetaTitle'), robots: { index: false, follow: false } };
}

/** /forgot-password (guests only): asks for a reset link by e-mail (meForgetPassword). */
export default async function ForgotPasswordPage() {
  const [t, messages] = await Promise.all([getTranslations('passwords'), getMessages()]);
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl text-neutral-900">{t('forgotTitle')}</h1>
        <p className="mt-1 text-neutral-600">{t('forgotSubtitle')}</p>
        <NextIntlClientProvider messages={pageMessages(messages, ['passwords'])}>
          <ForgotPasswordForm />
        </NextIntlClientProvider>
      </div>
    </div>
  );
}
