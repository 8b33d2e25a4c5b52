'use client';

import { FEATURE_FLAGS, type FeatureFlagName } from '@chobep/domain/platform/platform-settings';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { FeatureFlagSetMutation, MaintenanceSetMutation } from '@/lib/api/platform';

const FLAG_TREATMENTS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(FEATURE_FLAGS).map(([name, flag]) => [name, flag.treatments]),
);

/** Operators' switches: maintenance mode (asks first before turning it on) and the feature flags' treatments. */
export function OperatorSettings({
  maintenance,
  flags,
}: {
  maintenance: boolean;
  flags: readonly { name: string; treatment: string }[];
}) {
  const t = useTranslations('platform');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<{ success: boolean; userErrors: readonly { message: string }[] }>) {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      if (!result.success) setError(result.userErrors.map((e) => e.message).join(' ') || t('saveFailed'));
      router.refresh();
    } catch (err) {
      console.error('operator setting failed', err);
      setError(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grid gap-4 md:grid-cols-2" aria-label={t('maintenanceTitle')}>
      <div className="rounded-2xl border border-neutral-200 bg-white p-4">
        <h2 className="font-semibold text-neutral-900">{t('maintenanceTitle')}</h2>
        <p
          className={`mt-1 text-sm ${maintenance ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
          data-testid="maintenance-state"
          data-enabled={maintenance}
        >
          {maintenance ? t('maintenanceOn') : t('maintenanceOff')}
        </p>
        <button
          type="button"
          disabled={busy}
          data-testid="maintenance-toggle"
          onClick={() => {
            if (!maintenance && !window.confirm(t('maintenanceConfirm'))) return;
            void run(
              async () => (await browserRequest(MaintenanceSetMutation, { enabled: !maintenance })).maintenanceSet,
            );
          }}
          className={`mt-3 min-h-11 rounded-full px-5 font-semibold text-sm disabled:opacity-60 ${
            maintenance
              ? 'bg-brand-600 text-white hover:bg-brand-700'
              : 'border border-red-300 text-red-700 hover:bg-red-50'
          }`}
        >
          {maintenance ? t('maintenanceTurnOff') : t('maintenanceTurnOn')}
        </button>
      </div>
      <div className="rounded-2xl border border-neutral-200 bg-white p-4">
        <h2 className="font-semibold text-neutral-900">{t('flagsTitle')}</h2>
        <ul className="mt-2 space-y-2">
          {flags.map((flag) => (
            <li key={flag.name} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`flag-${flag.name}`} className="break-all font-mono text-neutral-800 text-sm">
                {flag.name}
              </label>
              <select
                id={`flag-${flag.name}`}
                value={flag.treatment}
                disabled={busy}
                onChange={(event) => {
                  const treatment = event.target.value;
                  void run(
                    async () =>
                      (
                        await browserRequest(FeatureFlagSetMutation, {
                          name: flag.name as FeatureFlagName,
                          treatment,
                        })
                      ).featureFlagSet,
                  );
                }}
                className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-sm"
              >
                {(FLAG_TREATMENTS[flag.name] ?? [flag.treatment]).map((treatment) => (
                  <option key={treatment} value={treatment}>
                    {treatment}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p role="alert" className="text-red-700 text-sm md:col-span-2">
          {error}
        </p>
      ) : null}
    </section>
  );
}
