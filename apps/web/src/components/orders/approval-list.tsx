'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState, useTransition } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { OrderApproveMutation, OrderDisapproveMutation } from '@/lib/api/orders';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { Notice } from '../checkout/checkout-ui';
import { OrderListView, type OrderPage } from './order-list';
import type { OrderListParams } from './order-list-params';
import { announceOrdersChanged } from './orders-changed';

const OrderDialog = dynamic(() => import('./order-dialog').then((m) => m.OrderDialog), { ssr: false });

type Asking = { action: 'approve' | 'disapprove'; ids: string[]; code?: string } | null;

const BUTTON = 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sm disabled:opacity-60';

/**
 * /orders-pending-approval in the browser: the orders waiting for the company's approval, each with Approve and
 * Disapprove, and the selected ones approved or disapproved together (one reason) after a question. Spec §8's words:
 * approve / disapprove failed (or the API's own reason), "decline successfully".
 */
export function ApprovalList({
  params,
  page,
  error,
}: {
  params: OrderListParams;
  page: OrderPage | null;
  error: string | null;
}) {
  const t = useTranslations('orders');
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [clearSelection, setClearSelection] = useState<(() => void) | null>(null);
  // Orders decided here: gone from the list as soon as the API said yes, not when the page's refresh comes back.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const mounted = useOpenedOnce(asking !== null);
  const shown = useMemo(() => {
    if (!page) return page;
    const data = page.data.filter((o) => !decided.has(o.id));
    return { ...page, data, total: Math.max(0, page.total - (page.data.length - data.length)) };
  }, [page, decided]);

  const ask = (next: Asking, clear?: () => void) => {
    setDialogError(null);
    setDone(null);
    setClearSelection(() => clear ?? null);
    setAsking(next);
  };

  const confirm = async (reason: string) => {
    if (!asking || busy) return;
    setBusy(true);
    setDialogError(null);
    const failed = asking.action === 'approve' ? t('actions.approveFailed') : t('actions.disapproveFailed');
    try {
      const answer =
        asking.action === 'approve'
          ? (await browserRequest(OrderApproveMutation, { ids: asking.ids })).orderApprove
          : (await browserRequest(OrderDisapproveMutation, { ids: asking.ids, reason })).orderDisapprove;
      if (!answer.success) {
        setDialogError(answer.userErrors[0]?.message ?? failed);
        return;
      }
      setDone(
        asking.action === 'approve'
          ? t('approval.approvedCount', { count: asking.ids.length })
          : t('approval.disapprovedCount', { count: asking.ids.length }),
      );
      const ids = asking.ids;
      setDecided((current) => new Set([...current, ...ids]));
      clearSelection?.();
      setAsking(null);
      announceOrdersChanged();
      startTransition(() => router.refresh());
    } catch (cause) {
      setDialogError(cause instanceof Error && cause.message ? `${failed} ${cause.message}` : failed);
    } finally {
      setBusy(false);
    }
  };

  const count = asking?.ids.length ?? 0;
  const single = asking?.code;
  return (
    <div>
      {done ? (
        <div className="mb-3">
          <Notice tone="success" testId="approval-done">
            {done}
          </Notice>
        </div>
      ) : null}
      <OrderListView
        params={params}
        page={shown}
        error={error}
        suppliers={[]}
        stores={[]}
        pathname="/orders-pending-approval"
        showFilters={false}
        emptyText={t('approval.empty')}
        bulkActions={(ids, clear) => (
          <>
            <button
              type="button"
              data-testid="approval-bulk-approve"
              onClick={() => ask({ action: 'approve', ids }, clear)}
              className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {t('approval.approveSelected', { count: ids.length })}
            </button>
            <button
              type="button"
              data-testid="approval-bulk-disapprove"
              onClick={() => ask({ action: 'disapprove', ids }, clear)}
              className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
            >
              {t('approval.disapproveSelected', { count: ids.length })}
            </button>
          </>
        )}
        renderRowExtra={(order) => (
          <span className="mr-2 inline-flex flex-wrap gap-2 py-1">
            <button
              type="button"
              data-testid="approval-approve"
              aria-label={t('approval.approveOne', { code: order.code })}
              onClick={() => ask({ action: 'approve', ids: [order.id], code: order.code })}
              className={`${BUTTON} min-h-10 bg-brand-600 text-white hover:bg-brand-700`}
            >
              {t('actions.approve')}
            </button>
            <button
              type="button"
              data-testid="approval-disapprove"
              aria-label={t('approval.disapproveOne', { code: order.code })}
              onClick={() => ask({ action: 'disapprove', ids: [order.id], code: order.code })}
              className={`${BUTTON} min-h-10 border border-red-300 bg-white text-red-800 hover:bg-red-50`}
            >
              {t('actions.disapprove')}
            </button>
          </span>
        )}
      />
      {mounted ? (
        <OrderDialog
          open={asking !== null}
          testId="approval-dialog"
          title={
            asking?.action === 'disapprove'
              ? single
                ? t('actions.disapproveTitle', { code: single })
                : t('approval.bulkDisapproveTitle', { count })
              : single
                ? t('actions.approveTitle', { code: single })
                : t('approval.bulkApproveTitle', { count })
          }
          description={
            asking?.action === 'disapprove'
              ? single
                ? t('actions.disapproveBody')
                : t('approval.bulkDisapproveBody')
              : single
                ? t('actions.approveBody')
                : t('approval.bulkApproveBody')
          }
          reason={asking?.action === 'disapprove' ? 'required' : 'none'}
          reasonLabel={t('actions.disapproveReason')}
          confirmLabel={asking?.action === 'disapprove' ? t('actions.disapproveConfirm') : t('actions.approveConfirm')}
          danger={asking?.action === 'disapprove'}
          busy={busy}
          error={dialogError}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
