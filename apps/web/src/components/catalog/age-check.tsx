'use client';

import { shouldAskAge } from '@chobep/domain/catalog/require-age-check';
import { parseLanguage } from '@chobep/domain/platform/constants';
import { isCrawler } from '@chobep/domain/platform/crawler';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useExclusiveDialog } from '@/lib/exclusive-dialog';
import { localisedPath } from '@/lib/paths';
import { SESSION_STORAGE_KEYS } from '@/lib/storage-keys';

/** The Radix dialog in its own chunk, loaded only when the question is to be asked. */
const AgeCheckDialog = dynamic(() => import('./age-check-dialog').then((m) => m.AgeCheckDialog), { ssr: false });

function confirmedThisSession(): boolean {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEYS.alcoholPopupHidden) === '1';
  } catch {
    return false;
  }
}

function rememberConfirmed(): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.alcoholPopupHidden, '1');
  } catch (error) {
    console.error('Could not store the age answer', error);
  }
}

/**
 * The alcohol age check (spec/foundations.md §1, §3): on the page of an age-restricted product or
 * category, the visitor is asked once per browser session whether they are 18 or older. "Yes"
 * stays and is remembered in sessionStorage (the "alcohol popup not-shown-again" flag); "No" goes
 * to the home page. Client-side only: the server HTML is the whole page, so crawlers read it as
 * it is (and known crawlers are not asked). A required dialog of useExclusiveDialog: it waits
 * for the region popup of a first visit and keeps promotions away.
 */
export function AgeCheck({ restricted }: { restricted: boolean }) {
  const router = useRouter();
  const lang = parseLanguage(useLocale()) ?? 'vi';
  const [wanted, setWanted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const open = useExclusiveDialog('age-check', 'required', wanted);

  useEffect(() => {
    setWanted(
      shouldAskAge({
        restricted,
        confirmedThisSession: confirmedThisSession(),
        crawler: isCrawler(navigator.userAgent),
      }),
    );
  }, [restricted]);

  if (!wanted) return null;
  return (
    <AgeCheckDialog
      open={open}
      leaving={leaving}
      onYes={() => {
        rememberConfirmed();
        setWanted(false);
      }}
      onNo={() => {
        // Replace: Back does not return to the alcohol page. The dialog stays until the home page shows.
        setLeaving(true);
        router.replace(localisedPath('/', lang));
      }}
    />
  );
}
