import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SignUpForm } from '@/components/buyers/sign-up-form';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LogoMark } from '@/components/layout/logo';
import { pageMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signUp');
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /signup, also the internal sign-up page (spec/foundations.md §2.1): with ?createdBy=… (a member of our staff
 * signing a customer up) it renders in the public layout and asks the sales fields too; without it, in the empty
 * full-height layout (layoutFor), where this page draws its own small bar: the mark and the language switch.
 */
export default async function SignUpPage({ searchParams }: Props) {
  const [query, common, messages] = await Promise.all([searchParams, getTranslations('common'), getMessages()]);
  const createdBy = first(query.createdBy)?.trim() || null;
  return (
    <NextIntlClientProvider messages={pageMessages(messages, ['signUp'])}>
      {createdBy ? null : (
        <div className="border-neutral-200 border-b bg-white">
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2">
            <Link href="/" className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 text-lg">
              <LogoMark className="h-8 w-8" />
              {common('brand')}
            </Link>
            <LanguageSwitch signedIn={false} />
          </div>
        </div>
      )}
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        <SignUpForm createdBy={createdBy} />
      </div>
    </NextIntlClientProvider>
  );
}
