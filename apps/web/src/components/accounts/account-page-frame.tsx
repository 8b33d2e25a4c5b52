import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { type PageNamespace, pageMessages } from '@/i18n/client-messages';

export type AccountPageId = 'account-info' | 'company-info' | 'store-info';

const PAGES: { id: AccountPageId; key: 'accountInfo' | 'companyInfo' | 'storeInfo' }[] = [
  { id: 'account-info', key: 'accountInfo' },
  { id: 'company-info', key: 'companyInfo' },
  { id: 'store-info', key: 'storeInfo' },
];

/**
 * The frame of the account pages: their navigation beside the content from tablets up; on phones a link back to
 * /account-mobile, which lists them (the side navigation would push the form below the fold).
 */
export async function AccountPageFrame({
  active,
  title,
  subtitle,
  namespaces = [],
  children,
}: {
  active: AccountPageId;
  title: string;
  subtitle?: string;
  /** Page namespaces a page's forms read besides accountPages (account-info: the password form's). */
  namespaces?: readonly PageNamespace[];
  children: React.ReactNode;
}) {
  const [t, messages] = await Promise.all([getTranslations('accountMenu'), getMessages()]);
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
      <Link
        href="/account-mobile"
        prefetch={false}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-brand-700 text-sm md:hidden"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12.5 4.5 7 10l5.5 5.5-1.4 1.4L4.2 10l6.9-6.9z" />
        </svg>
        {t('allSettings')}
      </Link>
      <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
        <nav aria-label={t('allSettings')} className="hidden md:block">
          <ul className="space-y-1">
            {PAGES.map((page) => (
              <li key={page.id}>
                <Link
                  href={`/${page.id}`}
                  prefetch={false}
                  aria-current={page.id === active ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-3 text-sm ${
                    page.id === active
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-neutral-700 hover:bg-neutral-100'
                  }`}
                >
                  {t(page.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <h1 className="font-bold text-2xl text-neutral-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-neutral-600">{subtitle}</p> : null}
          <div className="mt-6">
            {/* The forms' texts (a page namespace: other pages do not carry them). */}
            <NextIntlClientProvider messages={pageMessages(messages, ['accountPages', ...namespaces])}>
              {children}
            </NextIntlClientProvider>
          </div>
        </div>
      </div>
    </div>
  );
}
