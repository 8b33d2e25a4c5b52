'use client';

import { isPaymentMethod } from '@chobep/domain/checkout/payment-methods';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { track } from '@/lib/analytics';
import { browserRequest } from '@/lib/api/browser';
import {
  CheckoutApplyVoucherMutation,
  CheckoutDeliveryExtrasQuery,
  CheckoutPutDeliveryDateMutation,
  CheckoutPutDeliveryNoteMutation,
  CheckoutPutDeliveryTimeMutation,
  CheckoutPutPaymentMethodMutation,
} from '@/lib/api/checkout';
import { useFormatMoney } from '@/lib/use-format-money';
import { analyticsItems } from './analytics-items';
import { cartTotals } from './cart-step';
import { type InvoiceDetails, keepInvoice, readInvoice } from './checkout-storage';
import {
  CARD,
  EmptyCart,
  ErrorState,
  LoadingState,
  NoStore,
  Notice,
  PhoneActionBar,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SUMMARY_ACTION,
  SummaryCard,
} from './checkout-ui';
import { DeliveryGroup, type GroupActions } from './delivery-group';
import { type CartAnswer, type CheckoutCart, useCheckoutCart } from './use-checkout-cart';

const TAX_CODE = /^\d{10}(-\d{3})?$/;

/** Whether every group can go on to step 3: minimum reached, a date and (where the date has any) a slot. */
export function deliveryReady(cart: CheckoutCart): boolean {
  return (
    cart.cartSet.length > 0 &&
    cart.cartSet.every((g) => g.moqReached && g.deliveryDatetime !== null && g.deliveryTimeSlot !== null)
  );
}

function invoiceFrom(cart: CheckoutCart): InvoiceDetails {
  return {
    registeredName: cart.redInvoiceInfo.registeredName ?? '',
    registeredAddress: cart.redInvoiceInfo.registeredAddress ?? '',
    redInvoiceNumber: cart.redInvoiceInfo.redInvoiceNumber ?? '',
  };
}

/** Step 2: delivery per supplier, the payment method for the whole checkout, vouchers and the red-invoice details. */
export function DeliveryStep() {
  const t = useTranslations('checkout');
  const money = useFormatMoney();
  const router = useRouter();
  const state = useCheckoutCart();
  const { cart, storeId } = state;
  const [notes, setNotes] = useState<{ id: string; text: string }[]>([]);
  const [payment, setPayment] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<InvoiceDetails | null>(null);
  const [taxCodeError, setTaxCodeError] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const id = useId();
  /** Step 2's writes go one after another, so the server ends with the last choice, as the page shows. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!storeId) return;
    browserRequest(CheckoutDeliveryExtrasQuery, { storeId })
      .then((data) => {
        setNotes(data.deliveryNotes);
      })
      .catch(() => {
        // Earlier notes are a convenience: typing still works without them.
      });
  }, [storeId]);

  // The invoice details: what this tab typed for the store, else the company's.
  useEffect(() => {
    if (!cart || invoice || !storeId) return;
    setInvoice(readInvoice(storeId) ?? invoiceFrom(cart));
  }, [cart, invoice, storeId]);

  const write = useCallback(
    (run: () => Promise<CartAnswer>, fallback: string): Promise<string | null> => {
      const next = queue.current.then(() => state.mutate(run, fallback));
      queue.current = next.catch(() => null);
      return next;
    },
    [state.mutate],
  );

  if (!storeId) return <NoStore />;
  if (!cart) {
    if (state.failed) return <ErrorState message={t('loadFailed')} onRetry={() => void state.reload()} />;
    return <LoadingState label={t('loading')} />;
  }
  if (cart.cartSet.length === 0) return <EmptyCart />;

  const actionsFor = (supplierId: number): GroupActions => ({
    chooseDate: (date) =>
      write(
        async () =>
          (await browserRequest(CheckoutPutDeliveryDateMutation, { storeId, supplierId, date })).cartPutDeliveryDate,
        t('delivery.saveFailed'),
      ),
    chooseSlot: (slot) =>
      write(
        async () =>
          (
            await browserRequest(CheckoutPutDeliveryTimeMutation, {
              storeId,
              supplierId,
              startTime: slot.start,
              endTime: slot.end,
            })
          ).cartPutDeliveryTime,
        t('delivery.saveFailed'),
      ),
    saveNote: (note) =>
      write(
        async () =>
          (await browserRequest(CheckoutPutDeliveryNoteMutation, { storeId, supplierId, note })).cartPutDeliveryNote,
        t('delivery.saveFailed'),
      ),
    applyVoucher: (code) =>
      write(
        async () =>
          (await browserRequest(CheckoutApplyVoucherMutation, { storeId, supplierId, code })).calculateVoucherDiscount,
        t('actionFailed'),
      ),
  });

  const selectedPayment = payment ?? cart.cartSet[0]?.selectedPaymentMethod ?? 'COD';
  const choosePayment = async (method: string) => {
    if (!isPaymentMethod(method)) return;
    setPayment(method);
    setPaymentError(null);
    const refusal = await write(
      async () =>
        (await browserRequest(CheckoutPutPaymentMethodMutation, { storeId, paymentMethod: method }))
          .cartPutPaymentMethod,
      t('payment.saveFailed'),
    );
    setPayment(null);
    if (refusal) setPaymentError(refusal);
  };

  const updateInvoice = (patch: Partial<InvoiceDetails>) => {
    const next = { ...(invoice ?? invoiceFrom(cart)), ...patch };
    setInvoice(next);
    keepInvoice(storeId, next);
  };
  const taxCode = invoice?.redInvoiceNumber.trim() ?? '';
  const taxCodeInvalid = taxCode !== '' && !TAX_CODE.test(taxCode);

  const ready = deliveryReady(cart) && !taxCodeInvalid;
  // Said beside Continue whenever it is disabled, on a phone too (the bar is all a phone shows of the summary).
  const whyBlocked = cart.cartSet.some((g) => !g.moqReached)
    ? t('summary.blocked')
    : !deliveryReady(cart)
      ? t('summary.needDelivery')
      : taxCodeInvalid
        ? t('invoice.taxCodeInvalid')
        : null;
  const onContinue = async () => {
    if (taxCodeInvalid) {
      setTaxCodeError(true);
      return;
    }
    setLeaving(true);
    // A note typed just before is saved on blur, which runs before this click: wait for it.
    await queue.current;
    const items = analyticsItems(cart);
    track({
      event: 'add_shipping_info',
      ecommerce: { currency: 'VND', value: cart.grossTotal, shipping_tier: 'GROUND', items },
    });
    track({
      event: 'add_payment_info',
      ecommerce: { currency: 'VND', value: cart.grossTotal, payment_type: selectedPayment, items },
    });
    router.push('/checkout/3');
  };

  const field = 'min-h-11 w-full rounded-xl border border-neutral-300 px-3 text-sm aria-invalid:border-red-600';
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <div className="grid min-w-0 gap-4">
        {cart.cartSet.map((group) => (
          <DeliveryGroup key={group.supplier.id} group={group} notes={notes} actions={actionsFor(group.supplier.id)} />
        ))}

        <section data-testid="payment" aria-labelledby={`${id}-payment`} className={`${CARD} p-4`}>
          <h2 id={`${id}-payment`} className="font-semibold text-base text-neutral-900 sm:text-lg">
            {t('payment.title')}
          </h2>
          {paymentError ? (
            <div className="mt-2">
              <Notice tone="error">{paymentError}</Notice>
            </div>
          ) : null}
          <fieldset className="mt-2">
            <legend className="mb-2 text-neutral-600 text-sm">
              {t('payment.legend')} — {t('payment.hint')}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {cart.paymentMethods.map((method) => {
                const hint =
                  method === 'DEPOSIT'
                    ? t('payment.DEPOSIT_hint', { balance: money(cart.depositBalance ?? 0) })
                    : method === 'COD' || method === 'BANK_TRANSFER'
                      ? t(`payment.${method}_hint`)
                      : t('payment.DEBT_hint');
                return (
                  <label
                    key={method}
                    className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`${id}-payment-method`}
                      value={method}
                      data-testid={`payment-${method}`}
                      checked={selectedPayment === method}
                      onChange={() => void choosePayment(method)}
                      className="mt-0.5 size-5 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-neutral-900 text-sm">{t(`payment.${method}`)}</span>
                      <span className="block text-neutral-600 text-xs">{hint}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </section>

        <section data-testid="invoice" aria-labelledby={`${id}-invoice`} className={`${CARD} p-4`}>
          <h2 id={`${id}-invoice`} className="font-semibold text-base text-neutral-900 sm:text-lg">
            {t('invoice.title')}
          </h2>
          <p className="text-neutral-600 text-sm">{t('invoice.hint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1 sm:col-span-2">
              <label htmlFor={`${id}-inv-name`} className="font-medium text-neutral-800 text-sm">
                {t('invoice.name')}
              </label>
              <input
                id={`${id}-inv-name`}
                data-testid="invoice-name"
                value={invoice?.registeredName ?? ''}
                maxLength={200}
                autoComplete="organization"
                onChange={(event) => updateInvoice({ registeredName: event.target.value })}
                className={field}
              />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <label htmlFor={`${id}-inv-address`} className="font-medium text-neutral-800 text-sm">
                {t('invoice.address')}
              </label>
              {/* An address runs past one line on a phone: two rows show it whole, and line breaks are kept out. */}
              <textarea
                id={`${id}-inv-address`}
                data-testid="invoice-address"
                value={invoice?.registeredAddress ?? ''}
                maxLength={300}
                rows={2}
                autoComplete="street-address"
                onChange={(event) =>
                  updateInvoice({ registeredAddress: event.target.value.replace(/\s*\n\s*/g, ', ') })
                }
                className={`${field} resize-none py-2`}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-inv-tax`} className="font-medium text-neutral-800 text-sm">
                {t('invoice.taxCode')}
              </label>
              <input
                id={`${id}-inv-tax`}
                data-testid="invoice-tax-code"
                value={invoice?.redInvoiceNumber ?? ''}
                inputMode="numeric"
                maxLength={14}
                aria-invalid={taxCodeError && taxCodeInvalid ? true : undefined}
                aria-describedby={taxCodeError && taxCodeInvalid ? `${id}-inv-tax-error` : undefined}
                onChange={(event) => updateInvoice({ redInvoiceNumber: event.target.value })}
                onBlur={() => setTaxCodeError(true)}
                className={field}
              />
              {taxCodeError && taxCodeInvalid ? (
                <p id={`${id}-inv-tax-error`} role="alert" className="text-red-700 text-sm">
                  {t('invoice.taxCodeInvalid')}
                </p>
              ) : null}
            </div>
          </div>
        </section>
      </div>

      <SummaryCard count={cart.cartSet.length} totals={cartTotals(cart)}>
        {whyBlocked ? (
          <p id={`${id}-blocked`} data-testid="checkout-blocked-reason" className="text-amber-900 text-sm">
            {whyBlocked}
          </p>
        ) : null}
        <button
          type="button"
          data-testid="checkout-continue"
          aria-describedby={whyBlocked ? `${id}-blocked` : undefined}
          disabled={!ready || leaving}
          onClick={() => void onContinue()}
          className={SUMMARY_ACTION}
        >
          {t('continue')}
        </button>
        <Link href="/checkout" className={SECONDARY_BUTTON}>
          {t('backToCart')}
        </Link>
      </SummaryCard>
      <PhoneActionBar
        total={cart.grossTotal}
        message={
          whyBlocked ? (
            <p id={`${id}-blocked-phone`} data-testid="checkout-blocked-reason" className="text-amber-900">
              {whyBlocked}
            </p>
          ) : undefined
        }
      >
        <button
          type="button"
          data-testid="checkout-continue"
          aria-describedby={whyBlocked ? `${id}-blocked-phone` : undefined}
          disabled={!ready || leaving}
          onClick={() => void onContinue()}
          className={PRIMARY_BUTTON}
        >
          {t('continue')}
        </button>
      </PhoneActionBar>
    </div>
  );
}
