import { HOTLINE, HOTLINE_TEL } from '@chobep/domain';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/platform/contact-form';
import { KeepInTouchForm } from '@/components/platform/keep-in-touch-form';
import { pageMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('platform');
  return { title: t('contactMetaTitle'), description: t('contactIntro') };
}

/**
 * /contact-us (spec/trading.md §2): the contact form; sent, it leads to /contact-success. Below it, keep in touch
 * (submitKeepInTouchForm) for a visitor who only wants news (docs/decisions.md).
 */
export default async function ContactUsPage() {
  const [t, messages] = await Promise.all([getTranslations('platform'), getMessages()]);
  return (
    <NextIntlClientProvider messages={pageMessages(messages, ['platform'])}>
      <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:py-12">
        <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-bold text-2xl text-neutral-900">{t('contactTitle')}</h1>
          <p className="mt-1 text-neutral-600">{t('contactIntro')}</p>
          <ContactForm />
          <p className="mt-6 text-neutral-700 text-sm">
            <a href={HOTLINE_TEL} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('orCall', { hotline: HOTLINE })}
            </a>
          </p>
        </div>
        <section
          aria-labelledby="keep-in-touch-title"
          className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="keep-in-touch-title" className="font-semibold text-lg text-neutral-900">
            {t('keepInTouchTitle')}
          </h2>
          <p className="mt-1 text-neutral-600 text-sm">{t('keepInTouchIntro')}</p>
          <KeepInTouchForm />
        </section>
      </div>
    </NextIntlClientProvider>
  );
}
