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
import type { Language } from '@chobep/domain/platform/constants';
import { fieldLabel, translateError } from '@chobep/domain/platform/errors';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import { SupplyBuyerApproveMutation, SupplyBuyerRejectMutation, type SupplyBuyerSignUpsQuery } from '@/lib/api/signup';
import { formatDateTime } from '@/lib/format';
import { useReturnFocus } from '@/lib/use-return-focus';
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
  const ids = useId();
  const returnFocus = useReturnFocus();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
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
      <nav aria-label={t('statusLabel')} className="mt-4 flex flex-wrap gap-2">
        {SIGN_UP_STATUSES.map((s) => (
          <Link
            key={s}
            href={hrefOf(s, 1)}
            aria-current={s === status ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
              s === status
                ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                : 'border-neutral-300 text-neutral-800 hover:bg-neutral-50'
            }`}
          >
            {t(`statuses.${s}`)}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-neutral-600 text-sm" data-testid="sign-ups-total">
        {t('total', { count: data.total })}
      </p>
      <div aria-live="polite">
        {notice ? (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-testid="sign-ups-notice"
            className={`mt-3 rounded-lg border px-4 py-3 text-sm ${
              notice.kind === 'ok'
                ? 'border-brand-200 bg-brand-50 text-brand-900'
                : 'border-red-300 bg-red-50 text-red-800'
            }`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      {data.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-neutral-200 p-6 text-center text-neutral-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {data.data.map((s) => {
            const province = s.provinceCode ? labelOf(SIGN_UP_PROVINCES, s.provinceCode, lang) : '';
            const address = [s.address, s.ward, s.district, province].filter(Boolean).join(', ');
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

      {pages > 1 ? (
        <nav aria-label={t('pageOf', { page, pages })} className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={hrefOf(status, page - 1)} className="min-h-11 rounded-full border px-4 py-2">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-neutral-600 text-sm">{t('pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link href={hrefOf(status, page + 1)} className="min-h-11 rounded-full border px-4 py-2">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <Dialog.Root open={rejecting !== null} onOpenChange={(open) => !busy && !open && setRejecting(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            {...returnFocus}
            data-testid="sign-up-reject-dialog"
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="break-words font-semibold text-lg text-neutral-900">
              {t('rejectTitle', { name: rejecting?.businessName ?? '' })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-600 text-sm">{t('rejectDescription')}</Dialog.Description>
            <form onSubmit={reject} className="mt-4" noValidate>
              <label htmlFor={`${ids}-reason`} className="font-medium text-neutral-800 text-sm">
                {t('rejectReason')}
              </label>
              <textarea
                id={`${ids}-reason`}
                data-testid="sign-up-reject-reason"
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
                maxLength={500}
                rows={3}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
                className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
              />
              {reasonError ? (
                <p id={`${ids}-reason-error`} data-testid="sign-up-reason-error" className="mt-1 text-red-700 text-sm">
                  {reasonError}
                </p>
              ) : null}
              <div className="mt-6 flex justify-end gap-3">
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
                  onClick={() => setRejecting(null)}
                  disabled={busy !== null}
                >
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  disabled={busy !== null}
                  data-testid="sign-up-reject-confirm"
                  className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                >
                  {t('rejectConfirm')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
