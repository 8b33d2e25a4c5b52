'use client';

import { formatAddress } from '@chobep/domain/geo/format-address';
import type { Language } from '@chobep/domain/platform/constants';
import { translateError } from '@chobep/domain/platform/errors';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import { SupplyStoreApproveMutation, SupplyStoreRejectMutation, type SupplyStoreReviewsQuery } from '@/lib/api/signup';
import { formatDateTime } from '@/lib/format';
import { RejectReasonDialog, ReviewNotice, type ReviewNoticeValue, ReviewPager, ReviewStatusNav } from './review-parts';
import { STORE_REVIEW_STATUSES, type StoreReviewStatus } from './store-review-statuses';

type Page = ResultOf<typeof SupplyStoreReviewsQuery>['supplyStoreReviews'];
type Store = Page['data'][number];

function hrefOf(status: StoreReviewStatus, page: number): string {
  const query = new URLSearchParams();
  if (status !== 'PENDING') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/supplier/stores?${text}` : '/supplier/stores';
}

/**
 * The operators' review of new stores: a company's store waits until an operator approves it (it may then order) or
 * blocks it with a reason the company reads on /store-info. The API decides again (operators only, one decision).
 */
export function SupplyStoreReviewList({
  data,
  status,
  page,
  pageSize,
}: {
  data: Page;
  status: StoreReviewStatus;
  page: number;
  pageSize: number;
}) {
  const t = useTranslations('supplyStores');
  const lang = useLocale() as Language;
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReviewNoticeValue>(null);
  const [rejecting, setRejecting] = useState<Store | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(data.total / pageSize));

  async function approve(store: Store) {
    setBusy(store.storeId);
    setNotice(null);
    try {
      const { supplyStoreApprove } = await browserRequest(SupplyStoreApproveMutation, { storeId: store.storeId });
      if (supplyStoreApprove.success) setNotice({ kind: 'ok', text: t('approved', { name: store.name }) });
      else setNotice({ kind: 'error', text: supplyStoreApprove.userErrors.map((e) => e.message).join(' ') });
      router.refresh();
    } catch (error) {
      console.error('supplyStoreApprove failed', error);
      setNotice({ kind: 'error', text: t('failed') });
    } finally {
      setBusy(null);
    }
  }

  async function reject(event: FormEvent) {
    event.preventDefault();
    if (!rejecting) return;
    if (!reason.trim()) {
      setReasonError(translateError('REASON_REQUIRED', lang));
      return;
    }
    setBusy(rejecting.storeId);
    try {
      const { supplyStoreReject } = await browserRequest(SupplyStoreRejectMutation, {
        storeId: rejecting.storeId,
        reason,
      });
      if (supplyStoreReject.success) {
        setNotice({ kind: 'ok', text: t('rejected', { name: rejecting.name }) });
        setRejecting(null);
        router.refresh();
      } else {
        const onReason = supplyStoreReject.userErrors.find((e) => e.field === 'reason');
        if (onReason) setReasonError(onReason.message);
        else {
          setRejecting(null);
          setNotice({ kind: 'error', text: supplyStoreReject.userErrors.map((e) => e.message).join(' ') });
          router.refresh();
        }
      }
    } catch (error) {
      console.error('supplyStoreReject failed', error);
      setReasonError(t('failed'));
    } finally {
      setBusy(null);
    }
  }

  const item = (label: string, value: ReactNode) => (
    <div className="min-w-0">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="break-words text-neutral-900">{value || t('none')}</dd>
    </div>
  );

  return (
    <div data-testid="supply-store-reviews">
      <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
      <p className="mt-1 text-neutral-600 text-sm">{t('intro')}</p>
      <ReviewStatusNav
        statuses={STORE_REVIEW_STATUSES}
        current={status}
        hrefOf={(s) => hrefOf(s, 1)}
        label={t('statusLabel')}
        labelOf={(s) => t(`statuses.${s}`)}
      />
      <p className="mt-3 text-neutral-600 text-sm" data-testid="store-reviews-total">
        {t('total', { count: data.total })}
      </p>
      <ReviewNotice notice={notice} testId="store-reviews-notice" />

      {data.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-neutral-200 p-6 text-center text-neutral-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {data.data.map((s) => {
            const address = formatAddress(s);
            return (
              <li
                key={s.storeId}
                data-testid="store-review-card"
                data-store-id={s.storeId}
                className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="break-words font-semibold text-lg text-neutral-900">{s.name}</h2>
                    <p className="text-neutral-600 text-sm">
                      {t('createdAt', { time: formatDateTime(s.createdAt) })}
                      {s.reviewedAt ? ` · ${t('reviewedAt', { time: formatDateTime(s.reviewedAt) })}` : ''}
                    </p>
                  </div>
                  {s.status === 'PENDING' ? (
                    <div className="flex w-full gap-2 sm:w-auto">
                      <button
                        type="button"
                        data-testid="store-review-reject"
                        disabled={busy !== null}
                        onClick={() => {
                          setReason('');
                          setReasonError(null);
                          setRejecting(s);
                        }}
                        className="min-h-11 flex-1 rounded-full border border-red-700 px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:flex-none"
                      >
                        {t('reject')}
                      </button>
                      <button
                        type="button"
                        data-testid="store-review-approve"
                        disabled={busy !== null}
                        aria-busy={busy === s.storeId}
                        onClick={() => void approve(s)}
                        className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:flex-none"
                      >
                        {t('approve')}
                      </button>
                    </div>
                  ) : (
                    <span className="rounded-full bg-neutral-100 px-3 py-1 text-neutral-800 text-sm">
                      {t(`statuses.${s.status as StoreReviewStatus}`)}
                    </span>
                  )}
                </div>
                {s.reviewNote ? (
                  <p className="mt-2 text-red-800 text-sm">{t('reviewNote', { reason: s.reviewNote })}</p>
                ) : null}
                <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  {item(t('company'), `${s.companyName} · ${t(`regions.${s.region}`)}`)}
                  {item(t('code'), s.internalId)}
                  {item(t('phone'), s.telephone)}
                  {item(t('address'), address)}
                  {item(
                    t('pin'),
                    s.geoLat !== null && s.geoLon !== null
                      ? [`${s.geoLat.toFixed(6)}, ${s.geoLon.toFixed(6)}`, s.geoPlusCode].filter(Boolean).join(' · ')
                      : null,
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}

      <ReviewPager
        page={page}
        pages={pages}
        hrefOf={(p) => hrefOf(status, p)}
        labels={{ pageOf: t('pageOf', { page, pages }), previous: t('previous'), next: t('next') }}
      />

      <RejectReasonDialog
        open={rejecting !== null}
        busy={busy !== null}
        reason={reason}
        error={reasonError}
        texts={{
          title: t('rejectTitle', { name: rejecting?.name ?? '' }),
          description: t('rejectDescription'),
          reason: t('rejectReason'),
          cancel: t('cancel'),
          confirm: t('rejectConfirm'),
        }}
        testIds={{
          dialog: 'store-review-reject-dialog',
          reason: 'store-review-reject-reason',
          error: 'store-review-reason-error',
          confirm: 'store-review-reject-confirm',
        }}
        onReasonChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
