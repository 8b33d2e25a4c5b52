'use client';

import './fonts.css';
import './globals.css';

import { COOKIES, DEFAULT_TIMEZONE, type Language, parseLanguage } from '@chobep/domain/platform/constants';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorScreen } from '@/components/platform/error-screen';
import { readCookie } from '@/lib/client-cookies';
// Only the error screen's namespace: this boundary is part of every page's JavaScript.
import en from '../../messages/en/error.json';
import vi from '../../messages/vi/error.json';

/** Replaces the root layout when it fails: its own document, language from the stored cookie. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [locale, setLocale] = useState<Language>('vi');
  useEffect(() => {
    setLocale(parseLanguage(readCookie(COOKIES.language)) ?? 'vi');
  }, []);
  return (
    <html lang={locale}>
      <body className="font-sans text-neutral-900 antialiased">
        <title>{locale === 'vi' ? vi.error.title : en.error.title}</title>
        <NextIntlClientProvider locale={locale} messages={locale === 'vi' ? vi : en} timeZone={DEFAULT_TIMEZONE}>
          <main className="flex min-h-dvh flex-col">
            <ErrorScreen error={error} retry={retry} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
