'use client';

import { DEFAULT_REGION, REGION_PARAM, type Region } from '@chobep/domain/platform/constants';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { markVisitInterrupted, useExclusiveDialog } from '@/lib/exclusive-dialog';

const CHOICES: readonly { region: Region; label: 'north' | 'south'; hint: 'northHint' | 'southHint' }[] = [
  { region: 'HN', label: 'north', hint: 'northHint' },
  { region: 'HCM', label: 'south', hint: 'southHint' },
];

/**
 * Visitors pick a region to see its prices (spec/foundations.md §2.3). The choice is required, so
 * the dialog cannot be dismissed: the Shell makes the rest of the page inert while it is shown.
 *
 * Server-rendered with the page, so it is there with the first paint. Its form GETs `?region=…`,
 * which the proxy stores for a year (Set-Cookie on its redirect back) — before hydration, after it
 * and without JavaScript alike, and with no script-written cookie racing a reload. No dialog
 * library: a modal that cannot be closed needs no focus trap beyond `inert`, and no chunk to load
 * after hydration on every first visit.
 */
export function RegionPopup() {
  const t = useTranslations('region');
  const searchParams = useSearchParams();
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  // In the server HTML and not dismissible: it only keeps every other dialog away, for this visit too.
  useExclusiveDialog('region', 'required', true);

  useEffect(() => {
    // Start on the chosen region (as Tab would), unless the visitor has already moved on.
    if (document.activeElement === document.body || document.activeElement === null)
      form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
  }, []);

  return (
    <div data-region-popup="" className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-description`}
        data-testid="region-popup"
        className="w-full max-w-[500px] rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${ids}-title`} className="font-bold text-neutral-900 text-xl">
          {t('title')}
        </h2>
        <p id={`${ids}-description`} className="mt-1 text-neutral-600 text-sm">
          {t('description')}
        </p>
        <form
          ref={form}
          method="get"
          className="mt-5"
          onSubmit={() => {
            // Recorded again on the answer itself: the reload it causes must not bring the home popup.
            markVisitInterrupted();
            setSaving(true);
          }}
        >
          {/* A GET form replaces the query: the page's own parameters go along. */}
          {[...searchParams].map(([name, value], index) =>
            name === REGION_PARAM ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; the order is the URL's
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ),
          )}
          <fieldset>
            <legend className="sr-only">{t('legend')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {CHOICES.map((choice) => (
                <label
                  key={choice.region}
                  data-testid={`region-${choice.region}`}
                  className="flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-neutral-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2"
                >
                  <span className="flex items-center gap-2">
                    {/* Uncontrolled: a choice made before hydration is kept. */}
                    <input
                      type="radio"
                      name={REGION_PARAM}
                      value={choice.region}
                      defaultChecked={choice.region === DEFAULT_REGION}
                      className="h-4 w-4 accent-brand-600 focus-visible:outline-none"
                    />
                    <span className="font-semibold text-neutral-900">{t(choice.label)}</span>
                  </span>
                  <span className="text-neutral-600 text-xs">{t(choice.hint)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={saving}
            aria-busy={saving}
            className="mt-6 min-h-11 w-full rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {t('continue')}
          </button>
        </form>
      </div>
    </div>
  );
}
