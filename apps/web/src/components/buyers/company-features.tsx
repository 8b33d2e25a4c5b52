'use client';

import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CompanyFeatureToggleMutation } from '@/lib/api/accounts';
import { browserRequest } from '@/lib/api/browser';

/**
 * The company's features (spec/trading.md §6 "enabled or disabled one at a time"): order approval as a switch with
 * BUYER_FEATURE_TOGGLE (featureFlagToggle), its state only without. Turning approval off while orders wait is
 * refused by the server, whose message (with the count) is shown as it is.
 */
export function CompanyFeatures({ approvalOn, canToggle }: { approvalOn: boolean; canToggle: boolean }) {
  const t = useTranslations('accountPages.company');
  const lang = useLocale() as Language;
  const ids = useId();
  const router = useRouter();
  const [on, setOn] = useState(approvalOn);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function toggle() {
    setBusy(true);
    setMessage(null);
    try {
      const { featureFlagToggle } = await browserRequest(CompanyFeatureToggleMutation, {
        feature: 'ORDER_APPROVAL',
        enabled: !on,
      });
      if (!featureFlagToggle.success) {
        setMessage({
          tone: 'error',
          text: featureFlagToggle.userErrors.map((e) => e.message).join(' ') || failureMessage('SOMETHING_WRONG', lang),
        });
        return;
      }
      setOn(featureFlagToggle.buyer?.enabledFeatures.includes('ORDER_APPROVAL') ?? !on);
      setMessage({ tone: 'ok', text: t('featureSaved') });
      router.refresh();
    } catch (error) {
      console.error('featureFlagToggle failed', error);
      setMessage({ tone: 'error', text: failureMessage('SOMETHING_WRONG', lang) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="company-features">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${ids}-label`} className="font-medium text-neutral-900">
            {t('approvalLabel')}
          </p>
          <p id={`${ids}-hint`} className="mt-1 text-neutral-600 text-sm">
            {t('approvalHint')}
          </p>
        </div>
        {canToggle ? (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${ids}-label`}
            aria-describedby={`${ids}-hint`}
            disabled={busy}
            onClick={() => void toggle()}
            data-testid="approval-switch"
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-70 ${
              on ? 'bg-brand-600' : 'bg-neutral-400'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${
                on ? 'translate-x-7' : 'translate-x-1'
              }`}
            />
          </button>
        ) : (
          <span
            data-testid="approval-state"
            className="shrink-0 rounded-full bg-neutral-100 px-3 py-1 font-medium text-neutral-800 text-sm"
          >
            {on ? t('on') : t('off')}
          </span>
        )}
      </div>
      {canToggle ? null : <p className="mt-3 text-neutral-600 text-sm">{t('featureReadOnly')}</p>}
      <p
        role={message?.tone === 'error' ? 'alert' : 'status'}
        data-testid="feature-message"
        className={`mt-3 text-sm ${message?.tone === 'error' ? 'text-red-700' : 'text-brand-800'}`}
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
