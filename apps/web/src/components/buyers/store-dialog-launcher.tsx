'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { chooseNewStore } from '@/app/change-store/actions';
import { offerRecommendationsFor } from './recommendation-popup';

// The dialog's code (its form, the address search, the map pin, zod) loads when it opens.
const StoreDialog = dynamic(() => import('./store-dialog').then((m) => m.StoreDialog), { ssr: false });

/**
 * The store just created becomes the current store, and the reloaded page offers its recommendations once
 * (RecommendationPopupHost). When the store cannot be chosen (the session ended meanwhile), the page reloads as
 * before, without the offer.
 */
async function afterCreate(storeId: string | undefined): Promise<void> {
  if (storeId) {
    try {
      const chosen = await chooseNewStore(storeId);
      if (chosen.status === 'chosen') offerRecommendationsFor(storeId);
    } catch (error) {
      console.error('The new store could not be chosen', error);
    }
  }
  window.location.assign('/change-store?created=1');
}

/**
 * The create-mode store dialog of /change-store: it opens by itself when the company has no store yet
 * (foundations §4), and the button opens it again. After saving, the page reloads with the new (pending) store as
 * the current one, and offers its recommended products (the recommendation popup).
 */
export function StoreDialogLauncher({ region, autoOpen }: { region: 'HN' | 'HCM'; autoOpen: boolean }) {
  const t = useTranslations('storeDialog');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (autoOpen) setOpen(true);
  }, [autoOpen]);
  return (
    <>
      <button
        type="button"
        data-testid="add-store"
        onClick={() => setOpen(true)}
        className="mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('addStore')}
      </button>
      {open ? (
        <StoreDialog
          open={open}
          mode="create"
          region={region}
          onClose={() => setOpen(false)}
          onSaved={(_message, storeId) => void afterCreate(storeId)}
        />
      ) : null}
    </>
  );
}
