import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageMessages } from '@/i18n/client-messages';
import { ProductRequest } from './product-request';

/** The empty search result's "cannot find it? request a new product", with the dialog's texts for the browser. */
export async function ProductRequestEntry({ query }: { query: string }) {
  const [t, messages] = await Promise.all([getTranslations('platform'), getMessages()]);
  return (
    <NextIntlClientProvider messages={pageMessages(messages, ['platform'])}>
      <div className="mt-6 border-neutral-200 border-t pt-5" data-testid="product-request-entry">
        <p className="text-neutral-700 text-sm">{t('productRequestHint')}</p>
        <div className="mt-3">
          <ProductRequest defaultName={query.slice(0, 200)} />
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
