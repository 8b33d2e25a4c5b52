import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageMessages } from '@/i18n/client-messages';
import { getRequestContext } from '@/lib/request-context';
import { CartStep } from './cart-step';
import { type CheckoutStep, CheckoutSteps } from './checkout-steps';
import { ConfirmStep } from './confirm-step';
import { DeliveryStep } from './delivery-step';
import { SuccessStep } from './success-step';

export const STEP_KEYS = { 1: 'cart', 2: 'delivery', 3: 'confirm', 4: 'done' } as const;

/** The frame of every checkout step (title, store, step indicator); the step itself is a client component. */
export async function CheckoutPage({ step, orderIds = [] }: { step: CheckoutStep; orderIds?: string[] }) {
  const [t, { currentStore }, messages] = await Promise.all([
    getTranslations('checkout'),
    getRequestContext(),
    getMessages(),
  ]);
  const noOrders = step === 4 && orderIds.length === 0;
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
        {step === 1 ? <CartStep /> : null}
        {step === 2 ? <DeliveryStep /> : null}
        {step === 3 ? <ConfirmStep /> : null}
        {step === 4 ? <SuccessStep orderIds={orderIds} /> : null}
      </div>
    </NextIntlClientProvider>
  );
}
