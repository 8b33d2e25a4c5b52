'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { StoreDialogCurrentStoreQuery } from '@/lib/api/geo';
import type { StoreToUpdate } from './store-dialog';

/**
 * The dialog's code (its form, the address search, the map pin and the store rules with zod: ≈ 40 kB compressed)
 * loads only for a store that must be updated: the root layout renders this host on every page of such a store.
 */
const StoreDialog = dynamic(() => import('./store-dialog').then((m) => m.StoreDialog), { ssr: false });

/**
 * The update-mode store dialog: on any page, when the current store is flagged isForceUpdate (foundations §4), it
 * loads the store and opens; it cannot be put off. After saving, the page reloads.
 */
export function StoreUpdateHost({ region }: { region: 'HN' | 'HCM' }) {
  const [store, setStore] = useState<StoreToUpdate | null>(null);
  useEffect(() => {
    browserRequest(StoreDialogCurrentStoreQuery)
      .then((res) => {
        if (res.currentStore?.isForceUpdate) setStore(res.currentStore);
      })
      .catch(() => undefined);
  }, []);
  if (!store) return null;
  return (
    <StoreDialog
      open
      mode="update"
      region={region}
      store={store}
      onClose={() => undefined}
      onSaved={() => window.location.reload()}
    />
  );
}
