'use client';

import { tagsPath } from '@chobep/domain/content/resolve-banner-link';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@/lib/storage-keys';

export interface HomePopupData {
  key: string;
  imageUrl: string;
  tags: readonly string[];
}

type HiddenMap = Record<string, boolean>;

function readHidden(): HiddenMap {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_KEYS.blockHomePagePopup);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as HiddenMap) : {};
  } catch {
    return {};
  }
}

function writeHidden(map: HiddenMap): void {
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.blockHomePagePopup, JSON.stringify(map));
  } catch (error) {
    console.error('Could not store the home popup choice', error);
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.homePopupOpened, '1');
  } catch (error) {
    console.error('Could not store the home popup flag', error);
  }
}

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEYS.homePopupOpened) === '1';
  } catch {
    return false;
  }
}

/**
 * The home popup (spec/foundations.md §4): shown to visitors and buyers when a popup exists whose key is not hidden
 * ("Do not show again" stores key → hidden in localStorage) and it has not been shown in this
 * browser session (sessionStorage); once shown it counts as seen, however it is closed. Clicking
 * the picture goes to the tag page. When the server has no popup, the stored choices are cleared.
 * It waits for the region popup: a visitor without a region sees that first, and the page
 * reloads after the choice.
 */
export function HomePopup({ popup, waitForRegion }: { popup: HomePopupData | null; waitForRegion: boolean }) {
  const t = useTranslations('homePage');
  const locale = useLocale() as 'vi' | 'en';
  const [open, setOpen] = useState(false);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const checkbox = useId();

  useEffect(() => {
    if (!popup) {
      try {
        localStorage.removeItem(LOCAL_STORAGE_KEYS.blockHomePagePopup);
      } catch {
        // Storage may be unavailable (private mode): nothing to clear then.
      }
      return;
    }
    if (waitForRegion || readHidden()[popup.key] || seenThisSession()) return;
    markSeen();
    setOpen(true);
  }, [popup, waitForRegion]);

  if (!popup) return null;
  const href = tagsPath(popup.tags, locale);

  function close() {
    if (doNotShowAgain && popup) writeHidden({ ...readHidden(), [popup.key]: true });
    setOpen(false);
  }

  const picture = (
    // biome-ignore lint/performance/noImgElement: a promotion picture served by the API, sized (4:5) to avoid layout shift
    <img src={popup.imageUrl} alt={t('homePopupView')} width={720} height={900} className="block h-auto w-full" />
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
            <Link href={href} prefetch={false} onClick={close} data-testid="home-popup-link" className="block">
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
