'use client';

import { tagsPath } from '@chobep/domain/content/resolve-banner-link';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useExclusiveDialog } from '@/lib/exclusive-dialog';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@/lib/storage-keys';
import { useOpenedOnce } from '@/lib/use-opened-once';

/**
 * Radix dialog code in its own chunk, rendered (closed, so no markup) only when the popup may open
 * on this page load: its chunk then loads with the page's own scripts and the popup opens right
 * after hydration, as it did when it was a static import (opening later, it took focus from
 * whatever the person had opened meanwhile). A first visit, which waits for the region popup,
 * does not load it.
 */
const HomePopupDialog = dynamic(() => import('./home-popup-dialog').then((m) => m.HomePopupDialog));

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
 * It is a promotion for useExclusiveDialog: it never opens while another dialog is open, and not at
 * all on a visit the region popup interrupted (the region choice reloads the page; the popup waits
 * for the next visit).
 */
export function HomePopup({ popup, waitForRegion }: { popup: HomePopupData | null; waitForRegion: boolean }) {
  const locale = useLocale() as 'vi' | 'en';
  const [eligible, setEligible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const open = useExclusiveDialog('home-popup', 'promotion', eligible && !dismissed);
  const openedOnce = useOpenedOnce(open);

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
    setEligible(true);
  }, [popup, waitForRegion]);

  useEffect(() => {
    if (open) markSeen();
    // Closed by another dialog taking the slot: it does not come back on this page load.
    else if (openedOnce) setDismissed(true);
  }, [open, openedOnce]);

  if (!popup) return null;
  const href = tagsPath(popup.tags, locale);

  function close() {
    if (doNotShowAgain && popup) writeHidden({ ...readHidden(), [popup.key]: true });
    setDismissed(true);
  }

  return !waitForRegion || openedOnce ? (
    <HomePopupDialog
      popup={popup}
      href={href}
      open={open}
      doNotShowAgain={doNotShowAgain}
      setDoNotShowAgain={setDoNotShowAgain}
      close={close}
    />
  ) : null;
}
