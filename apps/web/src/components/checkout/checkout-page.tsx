import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages } from '@/i18n/client-messages';
import { getRequestContext } from '@/lib/request-context';
import { type CheckoutStep, CheckoutSteps } from './checkout-steps';

export const STEP_KEYS = { 1: 'cart', 2: 'delivery', 3: 'confirm', 4: 'done' } as const;

/**
 * The frame of every checkout step (title, store, step indicator) around the step's own content, which the route
 * passes in: /checkout imports the cart step only, so its page does not load the other steps' code.
 */
export async function CheckoutPage({
  step,
  noOrders = false,
  children,
}: {
  step: CheckoutStep;
  /** Step 4 without orders is not the end of a checkout: no steps, and a title that says so. */
  noOrders?: boolean;
  children: ReactNode;
}) {
  const [t, { currentStore }, messages] = await Promise.all([
    getTranslations('checkout'),
    getRequestContext(),
    getMessages(),
  ]);
  return (
    // The checkout's texts reach the browser on these pages only (client-messages.ts, PAGE_NAMESPACES).
    <NextIntlClientProvider messages={pageMessages(messages, ['checkout'])}>
      <div data-testid="checkout-page" data-step={step} className="mx-auto w-full max-w-7xl px-4 pt-4 pb-6 md:pt-6">
        {/* Step 4 without orders is not the end of a checkout: no steps, and a title that says so. */}
        {noOrders ? null : <CheckoutSteps current={step} />}
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="font-bold text-2xl text-neutral-900">
            {noOrders ? t('done.noOrdersTitle') : t(`metaTitle.${STEP_KEYS[step]}`)}
          </h1>
          {currentStore ? (
            <p data-testid="checkout-store" className="text-neutral-600 text-sm">
              {t('storeLine', { store: currentStore.name })}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
