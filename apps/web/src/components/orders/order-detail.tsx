'use client';

import { isOnDeliveryNote } from '@chobep/domain/orders/compose-fulfillment-note';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import {
  OrderApproveMutation,
  OrderCancelMutation,
  type OrderDetailFields,
  OrderDetailQuery,
  OrderDisapproveMutation,
  OrderReceiveMutation,
  OrderReorderMutation,
} from '@/lib/api/orders';
import { useOrderEvents } from '@/lib/live/use-order-events';
import { useFormatMoney, useFormatQuantity } from '@/lib/use-format-money';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { CARD, Notice, SECONDARY_BUTTON } from '../checkout/checkout-ui';
import { type Lang, longDate } from '../checkout/format-delivery';
import { MissingItemsNotice } from './missing-items-notice';
import { instantParts, isBeforeDelivery, paymentLabel, statusBadgeClass, statusLabel } from './order-format';
import type { EditMode } from './order-items-editor';
import { OrderItemFlags, OrderLineChanges } from './order-line-changes';
import { OrderTotals } from './order-totals';
import { announceOrdersChanged } from './orders-changed';
import type { ReorderResult } from './reorder-result-dialog';

const OrderDialog = dynamic(() => import('./order-dialog').then((m) => m.OrderDialog), { ssr: false });
const OrderItemsEditor = dynamic(() => import('./order-items-editor').then((m) => m.OrderItemsEditor), {
  ssr: false,
});
const ReorderResultDialog = dynamic(() => import('./reorder-result-dialog').then((m) => m.ReorderResultDialog), {
  ssr: false,
});

export type OrderDetailData = ResultOf<typeof OrderDetailFields>;

type Asking = 'cancel' | 'processed' | 'receive' | 'approve' | 'disapprove' | null;

const ACTION_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-sm disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The order page in the browser: status and history, delivery, payment, reasons and the cancellation audit, the lines
 * with ordered / accepted / delivered quantities and every total; the actions the API offers (`availableActions`),
 * each after a question; reorder with what it added and left out.
 */
export function OrderDetail({ initial }: { initial: OrderDetailData }) {
  const t = useTranslations('orders');
  const lang: Lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const quantity = useFormatQuantity();
  const cart = useCart();
  const router = useRouter();
  const [order, setOrder] = useState(initial);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [processedMessage, setProcessedMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [reorder, setReorder] = useState<ReorderResult | null>(null);
  const [reordering, setReordering] = useState(false);
  const [editing, setEditing] = useState<EditMode | null>(null);
  const dialogMounted = useOpenedOnce(asking !== null);
  const reorderMounted = useOpenedOnce(reorder !== null);

  const can = (action: OrderDetailData['availableActions'][number]) => order.availableActions.includes(action);
  const placed = instantParts(order.createdAt, lang);

  const reload = async () => {
    try {
      const data = await browserRequest(OrderDetailQuery, { id: order.id });
      if (data.order) setOrder(data.order);
    } catch {
      setPageError(t('actions.failed'));
    }
  };

  // Live: a change made elsewhere (the supplier, another approver, another tab) shows without a reload; after a
  // dropped stream (null) the order is read again too.
  useOrderEvents(() => void reload(), order.id);

  const ask = (what: Asking) => {
    setDialogError(null);
    setDone(null);
    setPageError(null);
    setAsking(what);
  };

  /** Runs an action; the payload's orders replace the shown one, a refusal stays in the dialog in the API's words. */
  const run = async (
    action: () => Promise<{ success: boolean; userErrors: { code: string; message: string }[] }>,
    success: string,
    failure: string,
  ) => {
    setBusy(true);
    setDialogError(null);
    try {
      const answer = await action();
      if (answer.success) {
        setAsking(null);
        setDone(success);
        // The lists this order is on (approvals, the order list, the header's count) read themselves again, here
        // and when the browser goes back to them: router.refresh() also drops the lists kept for Back.
        announceOrdersChanged();
        router.refresh();
        return;
      }
      const first = answer.userErrors[0];
      if (first?.code === 'ORDER_PROCESSED') {
        // The supplier got there first: say so, and Confirm reloads the status (spec §8).
        setProcessedMessage(first.message);
        setAsking('processed');
        return;
      }
      setDialogError(first?.message ?? failure);
    } catch (cause) {
      setDialogError(cause instanceof Error && cause.message ? cause.message : failure);
    } finally {
      setBusy(false);
    }
  };

  const confirm = (reason: string) => {
    if (asking === 'processed') {
      setAsking(null);
      void reload();
      return;
    }
    if (asking === 'cancel') {
      void run(
        async () => {
          const r = (await browserRequest(OrderCancelMutation, { id: order.id, reason: reason || null })).orderCancel;
          if (r.success && r.orders[0]) setOrder(r.orders[0]);
          return r;
        },
        t('actions.cancelDone'),
        t('actions.failed'),
      );
    } else if (asking === 'receive') {
      void run(
        async () => {
          const r = (await browserRequest(OrderReceiveMutation, { id: order.id })).orderReceive;
          if (r.success && r.orders[0]) setOrder(r.orders[0]);
          return r;
        },
        t('actions.receiveDone'),
        t('actions.failed'),
      );
    } else if (asking === 'approve') {
      void run(
        async () => {
          const r = (await browserRequest(OrderApproveMutation, { ids: [order.id] })).orderApprove;
          if (r.success) await reload();
          return r;
        },
        t('actions.approveDone'),
        t('actions.approveFailed'),
      );
    } else if (asking === 'disapprove') {
      void run(
        async () => {
          const r = (await browserRequest(OrderDisapproveMutation, { ids: [order.id], reason })).orderDisapprove;
          if (r.success) await reload();
          return r;
        },
        t('actions.disapproveDone'),
        t('actions.disapproveFailed'),
      );
    }
  };

  const runReorder = async () => {
    if (reordering) return;
    setReordering(true);
    setPageError(null);
    try {
      const answer = (await browserRequest(OrderReorderMutation, { id: order.id })).orderReorder;
      if (!answer.success && answer.added.length === 0 && answer.leftOut.length === 0) {
        setPageError(answer.userErrors[0]?.message ?? t('reorder.failed'));
      } else {
        setReorder({ added: answer.added, leftOut: answer.leftOut });
        void cart.refresh();
      }
    } catch (cause) {
      setPageError(cause instanceof Error && cause.message ? cause.message : t('reorder.failed'));
    } finally {
      setReordering(false);
    }
  };

  const deliveryWhen = { date: longDate(order.deliveryDate, lang), slot: order.deliveryTimeSlot };
  const dialog = dialogProps(asking, {
    t,
    code: order.code,
    early: asking === 'receive' && isBeforeDelivery(order),
    deliveryWhen,
    processedMessage,
  });
  const reasonKey =
    order.status === 'APPROVAL_DISAPPROVED' || order.status === 'DECLINED' || order.status === 'CANCELED'
      ? order.status
      : 'other';
  const cancellation = order.cancellation ? instantParts(order.cancellation.createdAt, lang) : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-4">
        <Link href="/orders" className="w-fit font-medium text-brand-800 text-sm underline-offset-2 hover:underline">
          ← {t('detail.back')}
        </Link>

        <section aria-labelledby="order-status-title" className={`${CARD} p-4`} data-testid="order-summary">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="order-status-title" className="sr-only">
              {t('list.status')}
            </h2>
            <span
              data-testid="order-detail-status"
              data-status={order.status}
              className={statusBadgeClass(order.status)}
            >
              {statusLabel(order.status, lang)}
            </span>
            <p className="text-neutral-600 text-sm">{t('detail.placedAt', placed)}</p>
          </div>
          {order.creatorName ? (
            <p className="mt-1 text-neutral-600 text-sm">{t('detail.placedBy', { name: order.creatorName })}</p>
          ) : null}
          {order.statusReason ? (
            <div data-testid="order-reason" className="mt-3 rounded-xl bg-neutral-50 px-3 py-2 text-sm">
              <p className="font-medium text-neutral-700 text-xs">{t(`detail.reason.${reasonKey}`)}</p>
              <p className="text-neutral-900">{order.statusReason}</p>
            </div>
          ) : null}
          {order.cancellation && cancellation ? (
            <p data-testid="order-cancellation" className="mt-3 text-neutral-800 text-sm">
              {order.cancellation.actorName
                ? t('detail.cancellation', { name: order.cancellation.actorName, ...cancellation })
                : t('detail.cancellationUnknown', cancellation)}
              {order.cancellation.note ? ` — ${order.cancellation.note}` : null}
            </p>
          ) : null}

          {done ? (
            <div className="mt-3">
              <Notice tone="success" testId="order-action-done">
                {done}
              </Notice>
            </div>
          ) : null}
          {pageError ? (
            <div className="mt-3">
              <Notice tone="error">{pageError}</Notice>
            </div>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-2" data-testid="order-actions">
            {can('APPROVE') ? (
              <button
                type="button"
                data-testid="order-approve"
                onClick={() => ask('approve')}
                className={`${ACTION_BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t('actions.approve')}
              </button>
            ) : null}
            {can('DISAPPROVE') ? (
              <button
                type="button"
                data-testid="order-disapprove"
                onClick={() => ask('disapprove')}
                className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
              >
                {t('actions.disapprove')}
              </button>
            ) : null}
            {can('RECEIVE') ? (
              <button
                type="button"
                data-testid="order-receive"
                onClick={() => ask('receive')}
                className={`${ACTION_BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t('actions.receive')}
              </button>
            ) : null}
            {can('REORDER') ? (
              <button
                type="button"
                data-testid="order-reorder"
                disabled={reordering}
                onClick={() => void runReorder()}
                className={SECONDARY_BUTTON}
              >
                {reordering ? t('reorder.busy') : t('reorder.button')}
              </button>
            ) : null}
            {can('CANCEL') ? (
              <button
                type="button"
                data-testid="order-cancel"
                onClick={() => ask('cancel')}
                className={`${ACTION_BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
              >
                {t('actions.cancel')}
              </button>
            ) : null}
            <OrderEditSlot
              order={order}
              can={can}
              voucherLocked={Boolean(order.voucherCode) && order.status === 'PENDING_APPROVAL'}
              onEdit={(mode) => {
                setDone(null);
                setEditing(mode);
              }}
            />
            <a
              href={`/invoices/${order.id}.pdf?lang=${lang}`}
              target="_blank"
              rel="noopener"
              data-testid="order-invoice"
              className={SECONDARY_BUTTON}
            >
              {t('detail.printInvoice')}
            </a>
            {isOnDeliveryNote(order.status) ? (
              <Link href={`/phieu-giao/${order.id}`} data-testid="order-delivery-note" className={SECONDARY_BUTTON}>
                {t('detail.deliveryNote')}
              </Link>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="order-info-title" className={`${CARD} p-4`}>
          <h2 id="order-info-title" className="sr-only">
            {t('detail.delivery')}
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Info label={t('detail.store')} testId="order-store">
              {order.storeName}
            </Info>
            <Info label={t('detail.supplier')} testId="order-supplier">
              {order.supplier.name}
            </Info>
            <Info label={t('detail.delivery')} testId="order-delivery">
              {t('detail.deliveryValue', deliveryWhen)}
            </Info>
            <Info label={t('detail.payment')} testId="order-payment">
              {paymentLabel(order.paymentMethod, lang)}
            </Info>
            {order.voucherCode ? (
              <Info label={t('detail.voucher')} testId="order-voucher">
                {order.voucherCode}
              </Info>
            ) : null}
            <Info label={t('detail.note')} testId="order-note">
              {order.deliveryNote || <span className="text-neutral-500">{t('detail.noNote')}</span>}
            </Info>
          </dl>
        </section>

        <MissingItemsNotice items={order.items} />

        <section aria-labelledby="order-items-title" className={`${CARD} p-4`}>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="order-items-title" className="font-semibold text-lg text-neutral-900">
              {t('detail.items')}
            </h2>
            <p className="text-neutral-600 text-sm">{t('detail.itemsCount', { count: order.items.length })}</p>
          </div>
          <table className="block w-full text-sm lg:table lg:border-collapse">
            <thead className="hidden lg:table-header-group">
              <tr className="border-neutral-200 border-b text-left text-neutral-600 text-xs">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('detail.product')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('detail.ordered')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('detail.accepted')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('detail.delivered')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('detail.priceBeforeVat')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('detail.priceWithVat')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('detail.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-neutral-100 lg:table-row-group">
              {order.items.map((item) => {
                const qty = (value: number | null | undefined) =>
                  value == null ? t('detail.notYet') : quantity(value, { code: item.uom, name: item.uomName });
                const cell = 'flex justify-between gap-3 lg:table-cell lg:px-2 lg:py-3 lg:text-right lg:align-top';
                const label = 'text-neutral-600 text-xs lg:hidden';
                return (
                  <tr key={item.id} data-testid="order-item" className="block py-3 lg:table-row lg:py-0">
                    <td className="block pb-1 lg:table-cell lg:py-3 lg:pr-3 lg:align-top">
                      <span className="font-medium text-neutral-900">{item.name}</span>
                      <span className="block text-neutral-600 text-xs">
                        {t('detail.unit')}: {item.uomName} · {t('detail.vatRate', { rate: item.vatRate })}
                      </span>
                      <OrderItemFlags item={item} />
                    </td>
                    <td className={cell}>
                      <span className={label}>{t('detail.ordered')}</span>
                      <span className="tabular-nums">{qty(item.orderedQuantity)}</span>
                    </td>
                    <td className={cell}>
                      <span className={label}>{t('detail.accepted')}</span>
                      <span className="tabular-nums">{qty(item.acceptedQuantity)}</span>
                    </td>
                    <td className={cell}>
                      <span className={label}>{t('detail.delivered')}</span>
                      <span data-testid="order-item-delivered" className="tabular-nums">
                        {qty(item.deliveryQuantity)}
                      </span>
                    </td>
                    <td className={cell}>
                      <span className={label}>{t('detail.priceBeforeVat')}</span>
                      {/* The supplier's final price, when it charged another than the ordered one. */}
                      <span data-testid="order-item-price" className="tabular-nums">
                        {money(item.finalPriceBeforeVat ?? item.priceBeforeVat)}
                      </span>
                    </td>
                    <td className={cell}>
                      <span className={label}>{t('detail.priceWithVat')}</span>
                      <span className="tabular-nums">{money(item.unitPrice)}</span>
                    </td>
                    <td className={`${cell} lg:pr-0 lg:pl-2`}>
                      <span className={label}>{t('detail.amount')}</span>
                      <span className="text-right">
                        <span data-testid="order-item-amount" className="font-semibold text-neutral-900 tabular-nums">
                          {money(item.amount)}
                        </span>
                        {item.discount > 0 ? (
                          <span className="block text-brand-800 text-xs tabular-nums">
                            {t('detail.afterDiscount')}: {money(item.amountAfterDiscount)}
                          </span>
                        ) : null}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        <OrderLineChanges changes={order.lineChanges} items={order.items} />

        <section aria-labelledby="order-history-title" className={`${CARD} p-4`}>
          <h2 id="order-history-title" className="font-semibold text-lg text-neutral-900">
            {t('detail.history')}
          </h2>
          <ol data-testid="order-history" className="mt-3 grid gap-3 border-neutral-200 border-l-2 pl-4">
            {order.history.map((entry) => {
              const at = instantParts(entry.createdAt, lang);
              return (
                <li
                  key={`${entry.createdAt}-${entry.status}`}
                  data-testid="order-history-entry"
                  data-status={entry.status}
                  className="relative text-sm"
                >
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600"
                  />
                  <p className="font-medium text-neutral-900">{statusLabel(entry.status, lang)}</p>
                  <p className="text-neutral-600 text-xs">
                    {t('detail.at', at)} ·{' '}
                    {entry.actorName
                      ? t('detail.by', { name: entry.actorName, side: t(`detail.side.${entry.actorSide}`) })
                      : t(`detail.sideName.${entry.actorSide}`)}
                  </p>
                  {entry.note ? <p className="mt-0.5 text-neutral-800">“{entry.note}”</p> : null}
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <aside aria-labelledby="order-totals-title" className={`${CARD} h-fit p-4 lg:sticky lg:top-24`}>
        <h2 id="order-totals-title" className="font-semibold text-lg text-neutral-900">
          {t('detail.totals')}
        </h2>
        <OrderTotals order={order} />
      </aside>

      {dialogMounted && dialog ? (
        <OrderDialog
          open={asking !== null}
          {...dialog}
          busy={busy}
          error={dialogError}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {editing ? (
        <OrderItemsEditor
          order={order}
          mode={editing}
          canQuantity={editing === 'pending' || can('SET_DELIVERED_QUANTITY')}
          canPrice={editing === 'delivered' && can('SET_DELIVERED_PRICE')}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setOrder(saved);
            setEditing(null);
            setDone(t('edit.saved'));
          }}
        />
      ) : null}
      {reorderMounted ? <ReorderResultDialog result={reorder} onClose={() => setReorder(null)} /> : null}
    </div>
  );
}

type T = ReturnType<typeof useTranslations<'orders'>>;

function dialogProps(
  asking: Asking,
  {
    t,
    code,
    early,
    deliveryWhen,
    processedMessage,
  }: {
    t: T;
    code: string;
    early: boolean;
    deliveryWhen: { date: string; slot: string };
    processedMessage: string | null;
  },
) {
  switch (asking) {
    case 'cancel':
      return {
        title: t('actions.cancelTitle', { code }),
        description: t('actions.cancelBody'),
        reason: 'optional' as const,
        reasonLabel: t('actions.cancelReason'),
        confirmLabel: t('actions.cancelConfirm'),
        danger: true,
      };
    case 'processed':
      return {
        title: t('actions.processedTitle'),
        description: processedMessage ?? '',
        confirmLabel: t('actions.processedConfirm'),
        notice: true,
      };
    case 'receive':
      return {
        title: t('actions.receiveTitle', { code }),
        description: early ? t('actions.receiveEarly', deliveryWhen) : t('actions.receiveBody'),
        confirmLabel: t('actions.receiveConfirm'),
      };
    case 'approve':
      return {
        title: t('actions.approveTitle', { code }),
        description: t('actions.approveBody'),
        confirmLabel: t('actions.approveConfirm'),
      };
    case 'disapprove':
      return {
        title: t('actions.disapproveTitle', { code }),
        description: t('actions.disapproveBody'),
        reason: 'required' as const,
        reasonLabel: t('actions.disapproveReason'),
        confirmLabel: t('actions.disapproveConfirm'),
        danger: true,
      };
    default:
      // Closed: keep the last props so the closing dialog does not flash empty.
      return { title: '', confirmLabel: '' };
  }
}

/**
 * Editing the lines, when the API offers it: an approver's quantities while the order waits for approval
 * (EDIT_PENDING_ITEMS), the delivered quantities and final prices once it is handed over (SET_DELIVERED_QUANTITY /
 * SET_DELIVERED_PRICE). An order with a voucher cannot be edited while it waits for approval (spec §4): the button then
 * stays, disabled, and says why (ORDER_HAS_VOUCHER's wording, as a tooltip and for screen readers).
 */
function OrderEditSlot({
  order,
  can,
  voucherLocked,
  onEdit,
}: {
  order: OrderDetailData;
  can: (action: OrderDetailData['availableActions'][number]) => boolean;
  voucherLocked: boolean;
  onEdit: (mode: EditMode) => void;
}) {
  const t = useTranslations('orders.detail');
  if (can('EDIT_PENDING_ITEMS'))
    return (
      <button
        type="button"
        data-testid="order-edit-pending"
        onClick={() => onEdit('pending')}
        className={SECONDARY_BUTTON}
      >
        {t('editPendingItems')}
      </button>
    );
  if (can('SET_DELIVERED_QUANTITY') || can('SET_DELIVERED_PRICE'))
    return (
      <button
        type="button"
        data-testid="order-edit-delivered"
        onClick={() => onEdit('delivered')}
        className={SECONDARY_BUTTON}
      >
        {t('editDelivered')}
      </button>
    );
  if (!voucherLocked) return null;
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        data-testid="order-edit-locked"
        aria-disabled="true"
        aria-describedby={`voucher-locked-${order.id}`}
        title={t('voucherLocked')}
        onClick={(event) => event.preventDefault()}
        className={`${ACTION_BUTTON} cursor-not-allowed border border-neutral-300 bg-neutral-100 text-neutral-600`}
      >
        {t('editPendingItems')}
      </button>
      <span
        id={`voucher-locked-${order.id}`}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-64 rounded-lg bg-neutral-900 px-3 py-2 text-white text-xs shadow-lg group-focus-within:block group-hover:block"
      >
        {t('voucherLocked')}
      </span>
    </span>
  );
}

function Info({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-3 py-2">
      <dt className="text-neutral-600 text-xs">{label}</dt>
      <dd data-testid={testId} className="font-medium text-neutral-900">
        {children}
      </dd>
    </div>
  );
}
