'use client';

import { COOKIES, DEFAULT_REGION, type Region } from '@chobep/domain/platform/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ONE_YEAR_SECONDS, writeCookie } from '@/lib/client-cookies';

const CHOICES: readonly { region: Region; label: 'north' | 'south'; hint: 'northHint' | 'southHint' }[] = [
  { region: 'HN', label: 'north', hint: 'northHint' },
  { region: 'HCM', label: 'south', hint: 'southHint' },
];

/**
 * Visitors pick a region to see its prices (spec/foundations.md §2.3). The choice is required, so
 * the dialog cannot be dismissed; Tiếp tục stores it for a year and reloads.
 */
export function RegionPopup() {
  const t = useTranslations('region');
  const [region, setRegion] = useState<Region>(DEFAULT_REGION);
  const [saving, setSaving] = useState(false);
  const name = useId();
  const form = useRef<HTMLFormElement>(null);

  function confirm() {
    setSaving(true);
    writeCookie(COOKIES.region, region, ONE_YEAR_SECONDS);
    window.location.reload();
  }

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="region-popup"
          onOpenAutoFocus={(event) => {
            // Start on the chosen region (as Tab would), not on the first radio.
            event.preventDefault();
            form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-bold text-neutral-900 text-xl">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-neutral-600 text-sm">{t('description')}</Dialog.Description>
          <form
            ref={form}
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
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
                      <input
                        type="radio"
                        name={name}
                        value={choice.region}
                        checked={region === choice.region}
                        onChange={() => setRegion(choice.region)}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
