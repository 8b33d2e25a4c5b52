'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { HomePopupData } from './home-popup';

/** The home popup's Radix dialog, in its own chunk: loaded only when the popup opens. */
export function HomePopupDialog({
  popup,
  href,
  open,
  doNotShowAgain,
  setDoNotShowAgain,
  setOpen,
  close,
}: {
  popup: HomePopupData;
  href: string | null;
  open: boolean;
  doNotShowAgain: boolean;
  setDoNotShowAgain: (value: boolean) => void;
  setOpen: (value: boolean) => void;
  close: () => void;
}) {
  const t = useTranslations('homePage');
  const checkbox = useId();
  const picture = (
    // biome-ignore lint/performance/noImgElement: a promotion picture served by the API, sized (4:5) to avoid layout shift
    <img
      src={popup.imageUrl}
      alt={t('homePopupView')}
      width={720}
      height={900}
      style={{ backgroundColor: pickPictureTint(popup.imageUrl) }}
      className="block aspect-[4/5] h-auto w-full"
    />
  );

  return (
    // Not modal: a promotion must not block ordering or hide the page from assistive technology.
    // It floats at the bottom (right on wide screens); Close, Escape or a click elsewhere dismisses it.
    <Dialog.Root modal={false} open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="home-popup"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Focus the dialog itself, not its first link, so a keyboard user is not sent off by Enter.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          tabIndex={-1}
          className="fixed right-1/2 bottom-4 z-50 max-h-[calc(100dvh-2rem)] w-[min(360px,calc(100vw-2rem))] translate-x-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 outline-none md:right-6 md:bottom-6 md:translate-x-0"
        >
          <Dialog.Title className="sr-only">{t('homePopupTitle')}</Dialog.Title>
          {href ? (
            <Link
              href={href}
              prefetch={false}
              onClick={close}
              data-testid="home-popup-link"
              className="block focus-visible:outline-offset-[-3px]"
            >
              {picture}
            </Link>
          ) : (
            picture
          )}
          <div className="flex items-center justify-between gap-3 px-4 py-2">
            <label
              htmlFor={checkbox}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-neutral-800 text-sm"
            >
              <input
                id={checkbox}
                type="checkbox"
                checked={doNotShowAgain}
                onChange={(event) => setDoNotShowAgain(event.target.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              {t('doNotShowAgain')}
            </label>
            <Dialog.Close
              data-testid="home-popup-close"
              className="min-h-11 rounded-full px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50"
            >
              {t('close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
