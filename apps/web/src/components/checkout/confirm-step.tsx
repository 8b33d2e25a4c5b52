'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics';
import { browserRequest } from '@/lib/api/browser';
import { CheckoutCreateDraftMutation, CheckoutDraftQuery, CheckoutOrderCreateMutation } from '@/lib/api/checkout';
import type { ResultOf } from '@/lib/api/graphql';
import { useFormatMoney, useFormatQuantity } from '@/lib/use-format-money';
import { useCart } from '../cart/cart-provider';
import { keepDraft, keepPlaced, readAnyDraft, readDraft, readInvoice } from './checkout-storage';
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
  TotalsList,
} from './checkout-ui';
import { localInstant, longDate } from './format-delivery';
import { useCheckoutCart } from './use-checkout-cart';

type Draft = NonNullable<ResultOf<typeof CheckoutCreateDraftMutation>['cartCreateOrderDraft']['draft']>;
type OrderCreate = ResultOf<typeof CheckoutOrderCreateMutation>['orderCreate'];
type Change = OrderCreate['changes'][number];

type Phase =
  | { kind: 'preparing' }
  | { kind: 'ready' }
  /** The draft was refused (minimum, a lost slot, the deposit…): the server's words and a way back. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * Step 3: the orders as the server priced them in a draft (one per supplier, every total), and Place order. The draft's
 * token is kept in the tab: pressing again after a lost answer, a double click or a reload sends the same token, and
 * orderCreate answers the same orders instead of creating new ones.
 */
export function ConfirmStep() {
  const t = useTranslations('checkout');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const quantity = useFormatQuantity();
  const router = useRouter();
  const cartState = useCheckoutCart();
  const { refresh } = useCart();
  const { storeId, cart } = cartState;
  const [phase, setPhase] = useState<Phase>({ kind: 'preparing' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changes, setChanges] = useState<Change[] | null>(null);
  const placingRef = useRef(false);
  const changedRef = useRef<HTMLDivElement>(null);

  // The list shows at the top while Place order sits at the bottom (far below on a phone): bring it into view.
  useEffect(() => {
    if (!changes) return;
    changedRef.current?.scrollIntoView({ block: 'start' });
    changedRef.current?.focus();
  }, [changes]);

  const createDraft = useCallback(async (): Promise<Draft | string> => {
    if (!storeId) return t('actionFailed');
    const invoice = readInvoice(storeId);
    const data = await browserRequest(CheckoutCreateDraftMutation, {
      storeId,
      redInvoice: invoice
        ? {
            registeredName: invoice.registeredName.trim() || null,
            registeredAddress: invoice.registeredAddress.trim() || null,
            redInvoiceNumber: invoice.redInvoiceNumber.trim() || null,
          }
        : null,
    });
    const answer = data.cartCreateOrderDraft;
    if (!answer.success || !answer.draft) return answer.userErrors[0]?.message ?? t('actionFailed');
    keepDraft({ storeId, token: answer.draft.token, expiresAt: answer.draft.expiresAt });
    return answer.draft;
  }, [storeId, t]);

  const finish = useCallback(
    async (orders: OrderCreate['orders']) => {
      keepPlaced(
        orders.map((o) => ({
          id: o.id,
          code: o.code,
          status: o.status,
          supplierName: o.supplier.name,
          deliveryDate: o.deliveryDate,
          deliveryTimeSlot: o.deliveryTimeSlot,
          paymentMethod: o.paymentMethod,
          grossTotal: o.grossTotal,
        })),
      );
      keepDraft(null);
      track({
        event: 'purchase',
        ecommerce: {
          currency: 'VND',
          value: orders.reduce((n, o) => n + o.grossTotal, 0),
          transaction_id: orders.map((o) => o.code).join(','),
          shipping: orders.reduce((n, o) => n + o.deliveryFee, 0),
          items: orders.flatMap((o) =>
            o.items.map((i) => ({
              item_id: i.productId,
              item_name: i.name,
              price: i.orderedPrice,
              quantity: i.orderedQuantity,
            })),
          ),
        },
      });
      await refresh();
      router.push(`/checkout/4?orders=${orders.map((o) => o.id).join(',')}`);
    },
    [refresh, router],
  );

  const prepare = useCallback(async () => {
    if (!storeId) return;
    setPhase({ kind: 'preparing' });
    try {
      // A token kept from an earlier press may already have become orders (the answer was lost, the page reloaded):
      // asking orderCreate again with it answers those orders.
      const kept = readAnyDraft(storeId);
      if (kept) {
        const known = await browserRequest(CheckoutDraftQuery, { token: kept.token }).catch(() => null);
        if (known?.orderDraft && known.orderDraft.orderIds.length > 0) {
          const again = await browserRequest(CheckoutOrderCreateMutation, { storeId, token: kept.token });
          if (again.orderCreate.success) {
            await finish(again.orderCreate.orders);
            return;
          }
        }
      }
      const made = await createDraft();
      if (typeof made === 'string') {
        keepDraft(null);
        setPhase({ kind: 'refused', message: made });
        return;
      }
      setDraft(made);
      setPhase({ kind: 'ready' });
    } catch {
      setPhase({ kind: 'failed' });
    }
  }, [storeId, createDraft, finish]);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  const placeOrder = async () => {
    if (!storeId || !draft || placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setError(null);
    setNotice(null);
    try {
      let token = readDraft(storeId)?.token ?? null;
      if (!token) {
        // The kept draft expired (30 minutes): check the cart again; a different total is shown before anything is
        // ordered.
        const made = await createDraft();
        if (typeof made === 'string') {
          setPhase({ kind: 'refused', message: made });
          return;
        }
        const same = made.grossTotal === draft.grossTotal && made.groups.length === draft.groups.length;
        setDraft(made);
        if (!same) {
          setNotice(t('confirm.refreshed'));
          return;
        }
        token = made.token;
      }
      const data = await browserRequest(CheckoutOrderCreateMutation, { storeId, token });
      const answer = data.orderCreate;
      if (answer.success) {
        await finish(answer.orders);
        return;
      }
      const first = answer.userErrors[0];
      keepDraft(null);
      if (first?.code === 'CART_CHANGED') {
        setChanges(answer.changes);
        setError(first.message);
        return;
      }
      if (first?.code === 'DRAFT_EXPIRED' || (first?.code === 'NOT_FOUND' && first.field === 'token')) {
        const made = await createDraft();
        if (typeof made === 'string') setPhase({ kind: 'refused', message: made });
        else {
          setDraft(made);
          setNotice(t('confirm.refreshed'));
        }
        return;
      }
      setError(first?.message ?? t('actionFailed'));
    } catch {
      // No answer: the order may or may not exist. The token stays, so pressing again cannot create it twice.
      setError(t('confirm.networkError'));
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  if (!storeId) return <NoStore />;
  if (cart && cart.cartSet.length === 0 && phase.kind !== 'ready' && !placing) return <EmptyCart />;
  if (phase.kind === 'preparing') return <LoadingState label={t('confirm.preparing')} />;
  if (phase.kind === 'failed') return <ErrorState message={t('loadFailed')} onRetry={() => void prepare()} />;
  if (phase.kind === 'refused' || !draft) {
    return (
      <div data-testid="confirm-refused" className="grid gap-4">
        <Notice tone="error">
          <p className="font-semibold">{t('confirm.cannotPlace')}</p>
          <p>{phase.kind === 'refused' ? phase.message : t('actionFailed')}</p>
        </Notice>
        <div className="flex flex-wrap gap-2">
          <Link href="/checkout/2" className={SECONDARY_BUTTON}>
            {t('backToDelivery')}
          </Link>
          <Link href="/checkout" className={SECONDARY_BUTTON}>
            {t('backToCart')}
          </Link>
        </div>
      </div>
    );
  }

  const messages = (
    <>
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      {error && !changes ? (
        <Notice tone="error" testId="confirm-error">
          {error}
        </Notice>
      ) : null}
    </>
  );
  const units = new Map(
    (cart?.cartSet ?? []).flatMap((g) =>
      g.items.map((l) => [l.product.id, { code: l.product.uom, name: l.product.uomLocal?.name ?? l.product.uom }]),
    ),
  );
  const invoice = draft.redInvoiceInfo;
  const expires = localInstant(draft.expiresAt);

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <div className="grid min-w-0 gap-4">
        <p className="text-neutral-700 text-sm">{t('confirm.intro')}</p>
        {changes ? (
          <div
            ref={changedRef}
            tabIndex={-1}
            data-testid="cart-changed"
            role="alert"
            className="scroll-mt-24 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200"
          >
            <h2 className="font-semibold text-red-900">{t('confirm.changedTitle')}</h2>
            <p className="text-red-900 text-sm">{error}</p>
            <p className="mt-1 text-red-900 text-sm">{t('confirm.changedHint')}</p>
            <ul className="mt-2 list-disc pl-5 text-red-950 text-sm">
              {changes.map((c) => (
                <li key={c.productId} data-testid="cart-changed-item">
                  <span className="font-medium">{c.name}</span>:{' '}
                  {t(`confirm.changeReason.${c.reason as 'PRICE' | 'QUANTITY' | 'UNAVAILABLE' | 'REMOVED'}`)}
                </li>
              ))}
            </ul>
            <Link href="/checkout" data-testid="cart-changed-back" className={`${PRIMARY_BUTTON} mt-3`}>
              {t('backToCart')}
            </Link>
          </div>
        ) : null}
        {draft.groups.map((group) => (
          <section
            key={group.supplier.id}
            data-testid="confirm-group"
            data-supplier-id={group.supplier.id}
            aria-labelledby={`confirm-${group.supplier.id}`}
            className={`${CARD} p-4`}
          >
            <p className="text-neutral-500 text-xs uppercase tracking-wide">{t('group.supplier')}</p>
            <h2 id={`confirm-${group.supplier.id}`} className="font-semibold text-base text-neutral-900 sm:text-lg">
              {group.supplier.name}
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-neutral-600">{t('confirm.delivery')}</dt>
              <dd data-testid="confirm-delivery" className="font-medium text-neutral-900">
                {longDate(group.deliveryDate, lang)}
                {group.slotStart ? `, ${group.slotStart}–${group.slotEnd}` : ''}
              </dd>
              <dt className="text-neutral-600">{t('confirm.payment')}</dt>
              <dd data-testid="confirm-payment" className="text-neutral-900">
                {t(`payment.${group.paymentMethod}`)}
              </dd>
              {group.deliveryNote ? (
                <>
                  <dt className="text-neutral-600">{t('confirm.note')}</dt>
                  <dd className="break-words text-neutral-900">{group.deliveryNote}</dd>
                </>
              ) : null}
            </dl>
            <ul className="mt-3 divide-y divide-neutral-100 border-neutral-100 border-y">
              {group.items.map((item) => (
                <li key={item.productId} data-testid="confirm-line" className="flex justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-neutral-900">{item.name}</p>
                    <p className="text-neutral-600">
                      {t('confirm.lineDetail', {
                        quantity: quantity(
                          item.quantity,
                          units.get(item.productId) ?? { code: item.uom, name: item.uom },
                        ),
                        price: money(item.price),
                      })}
                    </p>
                  </div>
                  <p className="shrink-0 text-right tabular-nums">
                    <span className="font-semibold text-neutral-900">{money(item.amount)}</span>
                    {item.discount > 0 ? (
                      <span className="block text-brand-700 text-xs">
                        {t('confirm.lineDiscount', { amount: money(item.discount) })}
                      </span>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
            {group.voucherCode ? (
              <p data-testid="confirm-voucher" className="mt-2 text-brand-800 text-sm">
                {t('confirm.voucher', { code: group.voucherCode })}
              </p>
            ) : null}
            <div className="mt-3" data-testid="confirm-group-totals">
              <TotalsList
                strong={false}
                totals={{
                  subtotalBeforeVat: group.subTotalBeforeVat,
                  vat: group.vat,
                  deliveryFee: group.deliveryFee,
                  deliveryFeeVat: group.deliveryFeeVat,
                  discount: group.discount,
                  grossTotal: group.grossTotal,
                }}
              />
            </div>
          </section>
        ))}
        {invoice.registeredName || invoice.redInvoiceNumber ? (
          <section aria-labelledby="confirm-invoice" className={`${CARD} p-4 text-sm`}>
            <h2 id="confirm-invoice" className="font-semibold text-base text-neutral-900">
              {t('confirm.invoiceTo')}
            </h2>
            <p className="mt-1 text-neutral-900">{invoice.registeredName}</p>
            {invoice.registeredAddress ? <p className="text-neutral-700">{invoice.registeredAddress}</p> : null}
            {invoice.redInvoiceNumber ? (
              <p className="text-neutral-700">
                {t('invoice.taxCode')}: {invoice.redInvoiceNumber}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
      <SummaryCard
        count={draft.groups.length}
        totals={{
          subtotalBeforeVat: draft.subTotalBeforeVat,
          vat: draft.vat,
          deliveryFee: draft.deliveryFee,
          deliveryFeeVat: draft.deliveryFeeVat,
          discount: draft.discount,
          grossTotal: draft.grossTotal,
        }}
      >
        <div className="hidden lg:contents">{messages}</div>
        <button
          type="button"
          data-testid="place-order"
          disabled={placing || changes !== null}
          aria-busy={placing || undefined}
          onClick={() => void placeOrder()}
          className={SUMMARY_ACTION}
        >
          {placing ? t('confirm.placing') : t('confirm.placeOrder')}
        </button>
        <p className="text-center text-neutral-500 text-xs">{t('confirm.expiresAt', { time: expires.time })}</p>
        <Link href="/checkout/2" className={SECONDARY_BUTTON}>
          {t('backToDelivery')}
        </Link>
      </SummaryCard>
      <PhoneActionBar total={draft.grossTotal} message={notice || (error && !changes) ? messages : null}>
        <button
          type="button"
          data-testid="place-order"
          disabled={placing || changes !== null}
          aria-busy={placing || undefined}
          onClick={() => void placeOrder()}
          className={PRIMARY_BUTTON}
        >
          {placing ? t('confirm.placing') : t('confirm.placeOrder')}
        </button>
      </PhoneActionBar>
    </div>
  );
}
