'use client';

import {
  ACQUISITION_SOURCES,
  BUSINESS_CATEGORIES,
  BUSINESS_TYPES,
  CUSTOMER_TIERS,
  labelOf,
  PRIORITY_LEVELS,
  ROLE_LABELS,
  SIGN_UP_PROVINCES,
} from '@chobep/domain/buyers/business-setup';
import { formatAddress } from '@chobep/domain/geo/format-address';
import type { Language } from '@chobep/domain/platform/constants';
import { fieldLabel, translateError } from '@chobep/domain/platform/errors';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import { SupplyBuyerApproveMutation, SupplyBuyerRejectMutation, type SupplyBuyerSignUpsQuery } from '@/lib/api/signup';
import { formatDateTime } from '@/lib/format';
import { RejectReasonDialog, ReviewNotice, type ReviewNoticeValue, ReviewPager, ReviewStatusNav } from './review-parts';
import { SIGN_UP_STATUSES, type SignUpStatus } from './sign-up-statuses';

type Page = ResultOf<typeof SupplyBuyerSignUpsQuery>['supplyBuyerSignUps'];
type SignUp = Page['data'][number];

function hrefOf(status: SignUpStatus, page: number): string {
  const query = new URLSearchParams();
  if (status !== 'PENDING') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/supplier/sign-ups?${text}` : '/supplier/sign-ups';
}

/**
 * The operators' review of sign-ups (issue 15): one card per company with every business setup field it gave and
 * when it signed up; approve at once, reject with a reason in a dialog. The API decides again (operators only, and
 * a company already reviewed by someone else is refused with a message).
 */
export function SupplySignUpList({
  data,
  status,
  page,
  pageSize,
}: {
  data: Page;
  status: SignUpStatus;
  page: number;
  pageSize: number;
}) {
  const t = useTranslations('supplySignUps');
  const lang = useLocale() as Language;
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReviewNoticeValue>(null);
  const [rejecting, setRejecting] = useState<SignUp | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(data.total / pageSize));

  async function approve(signUp: SignUp) {
    setBusy(signUp.buyerId);
    setNotice(null);
    try {
      const { supplyBuyerApprove } = await browserRequest(SupplyBuyerApproveMutation, { buyerId: signUp.buyerId });
      if (supplyBuyerApprove.success) setNotice({ kind: 'ok', text: t('approved', { name: signUp.businessName }) });
      else setNotice({ kind: 'error', text: supplyBuyerApprove.userErrors.map((e) => e.message).join(' ') });
      router.refresh();
    } catch (error) {
      console.error('supplyBuyerApprove failed', error);
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
    setBusy(rejecting.buyerId);
    try {
      const { supplyBuyerReject } = await browserRequest(SupplyBuyerRejectMutation, {
        buyerId: rejecting.buyerId,
        reason,
      });
      if (supplyBuyerReject.success) {
        setNotice({ kind: 'ok', text: t('rejected', { name: rejecting.businessName }) });
        setRejecting(null);
        router.refresh();
      } else {
        const onReason = supplyBuyerReject.userErrors.find((e) => e.field === 'reason');
        if (onReason) setReasonError(onReason.message);
        else {
          setRejecting(null);
          setNotice({ kind: 'error', text: supplyBuyerReject.userErrors.map((e) => e.message).join(' ') });
          router.refresh();
        }
      }
    } catch (error) {
      console.error('supplyBuyerReject failed', error);
      setReasonError(t('failed'));
    } finally {
      setBusy(null);
    }
  }

  const none = t('none');
  const item = (label: string, value: ReactNode) => (
    <div className="min-w-0">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="break-words text-neutral-900">{value || none}</dd>
    </div>
  );

  return (
    <div data-testid="supply-sign-ups">
      <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
      <ReviewStatusNav
        statuses={SIGN_UP_STATUSES}
        current={status}
        hrefOf={(s) => hrefOf(s, 1)}
        label={t('statusLabel')}
        labelOf={(s) => t(`statuses.${s}`)}
      />
      <p className="mt-3 text-neutral-600 text-sm" data-testid="sign-ups-total">
        {t('total', { count: data.total })}
      </p>
      <ReviewNotice notice={notice} testId="sign-ups-notice" />

      {data.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-neutral-200 p-6 text-center text-neutral-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {data.data.map((s) => {
            const province = s.provinceCode ? labelOf(SIGN_UP_PROVINCES, s.provinceCode, lang) : '';
            const address = formatAddress({ address: s.address, ward: s.ward, district: s.district, city: province });
            const category = labelOf(BUSINESS_CATEGORIES, s.businessCategory, lang);
            const type = labelOf(BUSINESS_TYPES, s.businessType, lang);
            const sourceText =
              s.acquisitionSource === 'OTHER' && s.acquisitionSourceOther
                ? `${labelOf(ACQUISITION_SOURCES, s.acquisitionSource, lang)}: ${s.acquisitionSourceOther}`
                : labelOf(ACQUISITION_SOURCES, s.acquisitionSource, lang);
            const sales = [
              s.createdBy ? `${fieldLabel('createdBy', lang)}: ${s.createdBy}` : null,
              s.salePic ? `${fieldLabel('salePic', lang)}: ${s.salePic}` : null,
              s.team ? `${fieldLabel('team', lang)}: ${s.team}` : null,
              s.regionalGroup ? `${fieldLabel('regionalGroup', lang)}: ${s.regionalGroup}` : null,
              s.priorityLevel
                ? `${fieldLabel('priorityLevel', lang)}: ${labelOf(PRIORITY_LEVELS, s.priorityLevel, lang)}`
                : null,
              s.customerTier
                ? `${fieldLabel('customerTier', lang)}: ${labelOf(CUSTOMER_TIERS, s.customerTier, lang)}`
                : null,
            ].filter((v): v is string => v !== null);
            return (
              <li
                key={s.buyerId}
                data-testid="sign-up-card"
                data-email={s.email ?? ''}
                className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="break-words font-semibold text-lg text-neutral-900">{s.businessName}</h2>
                    <p className="text-neutral-600 text-sm">
                      {t('signedUpAt', { time: formatDateTime(s.createdAt) })}
                      {s.reviewedAt ? ` · ${t('reviewedAt', { time: formatDateTime(s.reviewedAt) })}` : ''}
                    </p>
                  </div>
                  {s.status === 'PENDING' ? (
                    <div className="flex w-full gap-2 sm:w-auto">
                      <button
                        type="button"
                        data-testid="sign-up-reject"
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
                        data-testid="sign-up-approve"
                        disabled={busy !== null}
                        aria-busy={busy === s.buyerId}
                        onClick={() => void approve(s)}
                        className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:flex-none"
                      >
                        {t('approve')}
                      </button>
                    </div>
                  ) : (
                    <span className="rounded-full bg-neutral-100 px-3 py-1 text-neutral-800 text-sm">
                      {t(`statuses.${s.status}`)}
                    </span>
                  )}
                </div>
                {s.rejectionReason ? (
                  <p className="mt-2 text-red-800 text-sm">{t('rejectionReason', { reason: s.rejectionReason })}</p>
                ) : null}
                <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  {item(
                    t('owner'),
                    [s.representativeName, s.role ? labelOf(ROLE_LABELS, s.role, lang) : null]
                      .filter(Boolean)
                      .join(' · '),
                  )}
                  {item(t('contact'), [s.email, s.telephone].filter(Boolean).join(' · '))}
                  {item(t('business'), [type, category].filter(Boolean).join(' · '))}
                  {item(fieldLabel('branchCount', lang), s.branchCount)}
                  {item(fieldLabel('taxCode', lang), s.taxCode)}
                  {item(fieldLabel('eInvoiceEmail', lang), s.eInvoiceEmail)}
                  {item(t('address'), address)}
                  {item(t('hours'), s.openTime && s.closeTime ? `${s.openTime}–${s.closeTime}` : null)}
                  {item(
                    fieldLabel('foodDeliveryUrl', lang),
                    s.foodDeliveryUrl ? (
                      <a
                        href={s.foodDeliveryUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 underline"
                      >
                        {s.foodDeliveryUrl}
                      </a>
                    ) : null,
                  )}
                  {item(t('source'), sourceText)}
                  {sales.length > 0 || s.hubspotUrl
                    ? item(
                        t('sales'),
                        <>
                          {sales.join(' · ')}
                          {s.hubspotUrl ? (
                            <>
                              {sales.length > 0 ? ' · ' : ''}
                              <a
                                href={s.hubspotUrl}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="text-brand-700 underline"
                              >
                                HubSpot
                              </a>
                            </>
                          ) : null}
                        </>,
                      )
                    : null}
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
          title: t('rejectTitle', { name: rejecting?.businessName ?? '' }),
          description: t('rejectDescription'),
          reason: t('rejectReason'),
          cancel: t('cancel'),
          confirm: t('rejectConfirm'),
        }}
        testIds={{
          dialog: 'sign-up-reject-dialog',
          reason: 'sign-up-reject-reason',
          error: 'sign-up-reason-error',
          confirm: 'sign-up-reject-confirm',
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
