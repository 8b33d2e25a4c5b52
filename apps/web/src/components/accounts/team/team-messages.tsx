import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages } from '@/i18n/client-messages';

/** The team pages' texts reach the browser on those pages only (client-messages.ts, PAGE_NAMESPACES). */
export async function TeamMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pageMessages(messages, ['team'])}>{children}</NextIntlClientProvider>;
}
