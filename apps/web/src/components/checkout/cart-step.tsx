'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { track } from '@/lib/analytics';
import { browserRequest } from '@/lib/api/browser';
import { CheckoutClearSupplierMutation, CheckoutDeleteItemMutation } from '@/lib/api/checkout';
import { useFormatMoney } from '@/lib/use-format-money';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { analyticsItems } from './analytics-items';
import { CartLine } from './cart-line';
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
import { type CheckoutCart, type CheckoutGroup, type CheckoutLine, useCheckoutCart } from './use-checkout-cart';

const ConfirmDialog = dynamic(() => import('../catalog/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** Totals of the whole cart, with the VAT inside the groups' delivery fees. */
export function cartTotals(cart: CheckoutCart) {
  return {
    subtotalBeforeVat: cart.subtotalBeforeVat,
    vat: cart.vat,
    deliveryFee: cart.deliveryFee,
    deliveryFeeVat: cart.cartSet.reduce(
      (n, g) => n + (g.deliveryFee?.isFreeDelivery ? 0 : (g.deliveryFee?.additionalVat ?? 0)),
      0,
    ),
    discount: cart.discount,
    grossTotal: cart.grossTotal,
  };
}

/**
 * Step 1: the cart by supplier, what cannot be ordered, the summary and Continue. `initialCart` is the cart the server
 * read for this render (null when it could not): shown at once, server-rendered. `storePending`: the store waits for
 * the marketplace's review — its cart can be prepared, Continue waits for the approval (the API refuses the order).
 */
export function CartStep({
  initialCart = null,
  storePending = false,
}: {
  initialCart?: CheckoutCart | null;
  storePending?: boolean;
}) {
  const t = useTranslations('checkout');
  const money = useFormatMoney();
  const router = useRouter();
  const state = useCheckoutCart(initialCart);
  const { cart, storeId } = state;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState<CheckoutGroup | null>(null);
  const dialogMounted = useOpenedOnce(clearing !== null);

  if (!storeId) return <NoStore />;
  if (!cart) {
    if (state.failed) return <ErrorState message={t('loadFailed')} onRetry={() => void state.reload()} />;
    return <LoadingState label={t('loading')} />;
  }
  if (cart.cartSet.length === 0 && cart.notAvailableProducts.length === 0) return <EmptyCart />;

  const blocked = storePending || cart.cartSet.length === 0 || cart.cartSet.some((g) => !g.moqReached);
  const blockedMessage = storePending ? t('summary.storePending') : t('summary.blocked');

  const removeLine = async (line: CheckoutLine) => {
    setBusy(line.product.id);
    setError(null);
    const message = await state.mutate(async () => {
      const data = await browserRequest(CheckoutDeleteItemMutation, {
        input: { storeId, supplierId: line.supplierId, productId: line.product.id },
      });
      return data.cartDeleteItem;
    }, t('line.removeFailed'));
    setBusy(null);
    if (message) setError(message);
    else
      track({
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'VND',
          value: line.amount,
          items: [
            {
              item_id: line.product.id,
              item_name: line.product.name,
              item_category: line.product.category?.name ?? null,
              item_brand: line.product.brand?.name ?? null,
              price: line.product.price ?? null,
              quantity: line.quantity,
            },
          ],
        },
      });
  };

  const clearSupplier = async (group: CheckoutGroup) => {
    setBusy(`supplier-${group.supplier.id}`);
    setError(null);
    const message = await state.mutate(async () => {
      const data = await browserRequest(CheckoutClearSupplierMutation, { storeId, supplierId: group.supplier.id });
      return data.cartClearSupplier;
    }, t('group.clearFailed'));
    setBusy(null);
    if (message) setError(message);
  };

  const onContinue = () => {
    track({
      event: 'begin_checkout',
      ecommerce: { currency: 'VND', value: cart.grossTotal, items: analyticsItems(cart) },
    });
    router.push('/checkout/2');
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <div className="grid min-w-0 gap-4">
        {storePending ? (
          <Notice tone="warning" testId="checkout-store-pending">
            {t('storePending')}
          </Notice>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {cart.cartSet.map((group) => (
          <section
            key={group.supplier.id}
            data-testid="cart-group"
            data-supplier-id={group.supplier.id}
            aria-labelledby={`group-${group.supplier.id}`}
            className={`${CARD} px-4 pt-4`}
          >
            <header className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-neutral-500 text-xs uppercase tracking-wide">{t('group.supplier')}</p>
                <h2 id={`group-${group.supplier.id}`} className="font-semibold text-base text-neutral-900 sm:text-lg">
                  {group.supplier.name}
                </h2>
                <p className="text-neutral-600 text-sm">{t('group.lines', { count: group.items.length })}</p>
              </div>
              <button
                type="button"
                data-testid="cart-group-clear"
                aria-label={t('group.clearLabel', { supplier: group.supplier.name })}
                disabled={busy !== null}
                onClick={() => setClearing(group)}
                className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-red-700 text-sm hover:bg-red-50 disabled:opacity-50"
              >
                {t('group.clear')}
              </button>
            </header>
            <ul className="divide-y divide-neutral-100">
              {group.items.map((line) => (
                <CartLine
                  key={line.product.id}
                  line={line}
                  supplierId={group.supplier.id}
                  removing={busy === line.product.id}
                  onRemove={() => void removeLine(line)}
                />
              ))}
            </ul>
            <footer className="-mx-4 grid gap-2 rounded-b-2xl border-neutral-100 border-t bg-neutral-50 px-4 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-neutral-700 text-sm">{t('group.total')}</span>
                <span data-testid="cart-group-total" className="font-semibold text-neutral-900 tabular-nums">
                  {money(group.total)}
                </span>
              </div>
              {!group.moqReached ? (
                <div
                  data-testid="cart-group-moq"
                  role="status"
                  className="rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200"
                >
                  <p className="font-semibold text-amber-950">{t('group.moqNotReached')}</p>
                  <p className="text-amber-950">
                    {t('group.moqMissing', { missing: money(group.moqMissing), moq: money(group.moq) })}
                  </p>
                </div>
              ) : null}
              {group.deliveryFee ? <GroupDelivery fee={group.deliveryFee} /> : null}
            </footer>
          </section>
        ))}
        {cart.notAvailableProducts.length > 0 ? (
          <section
            data-testid="cart-unavailable"
            aria-labelledby="cart-unavailable-title"
            className={`${CARD} border-red-200 px-4 pt-4`}
          >
            <h2 id="cart-unavailable-title" className="font-semibold text-base text-neutral-900 sm:text-lg">
              {t('unavailable.title')}
            </h2>
            <p className="text-neutral-600 text-sm">{t('unavailable.hint')}</p>
            <ul className="divide-y divide-neutral-100">
              {cart.notAvailableProducts.map((line) => (
                <CartLine
                  key={line.product.id}
                  line={line}
                  supplierId={line.supplierId}
                  removing={busy === line.product.id}
                  onRemove={() => void removeLine(line)}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <SummaryCard count={cart.cartSet.length} totals={cartTotals(cart)}>
        {blocked && cart.cartSet.length > 0 ? (
          <p id="checkout-blocked" data-testid="checkout-blocked" className="text-amber-900 text-sm">
            {blockedMessage}
          </p>
        ) : null}
        <button
          type="button"
          data-testid="checkout-continue"
          disabled={blocked}
          aria-describedby={blocked && cart.cartSet.length > 0 ? 'checkout-blocked' : undefined}
          onClick={onContinue}
          className={SUMMARY_ACTION}
        >
          {t('continue')}
        </button>
        <a href="/market" className={SECONDARY_BUTTON}>
          {t('done.continueShopping')}
        </a>
      </SummaryCard>
      <PhoneActionBar
        total={cart.grossTotal}
        message={blocked && cart.cartSet.length > 0 ? <p className="text-amber-900">{blockedMessage}</p> : null}
      >
        <button
          type="button"
          data-testid="checkout-continue"
          disabled={blocked}
          aria-describedby={blocked && cart.cartSet.length > 0 ? 'checkout-blocked' : undefined}
          onClick={onContinue}
          className={PRIMARY_BUTTON}
        >
          {t('continue')}
        </button>
      </PhoneActionBar>
      {dialogMounted ? (
        <ConfirmDialog
          open={clearing !== null}
          title={clearing ? t('group.clearQuestion', { supplier: clearing.supplier.name }) : ''}
          description={t('group.clearDescription')}
          busy={busy !== null}
          onAnswer={(yes) => {
            const group = clearing;
            setClearing(null);
            if (yes && group) void clearSupplier(group);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What a supplier group's delivery costs: free; nothing because an earlier order of the same delivery (supplier,
 * store, date) already paid the fee; or the fee with how much more makes it free.
 */
export function GroupDelivery({ fee }: { fee: NonNullable<CheckoutGroup['deliveryFee']> }) {
  const t = useTranslations('checkout');
  const money = useFormatMoney();
  return (
    <p data-testid="cart-group-delivery" className="text-sm">
      {fee.isFreeDelivery ? (
        <span className="font-medium text-brand-700">{t('group.freeDelivery')}</span>
      ) : fee.fee === 0 ? (
        <span className="text-neutral-700">{t('group.feeAlreadyCharged')}</span>
      ) : (
        <span className="text-neutral-700">
          {t('group.remainingToFree', { amount: money(fee.remainingToFree), fee: money(fee.fee) })}
        </span>
      )}
    </p>
  );
}
