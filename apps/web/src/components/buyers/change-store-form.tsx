'use client';

import { translateError } from '@chobep/domain/platform/errors';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { type ChooseStoreState, chooseStore } from '@/app/change-store/actions';
import type { ViewerStore } from '@/lib/viewer';
import { StoreStatusBadge } from './store-status-badge';

const IDLE: ChooseStoreState = { status: 'idle' };

export function ChangeStoreForm({
  stores,
  currentId,
  redirectTo,
}: {
  stores: readonly ViewerStore[];
  currentId: string | null;
  redirectTo: string;
}) {
  const t = useTranslations('changeStore');
  const lang = useLocale() as 'vi' | 'en';
  const [state, action, pending] = useActionState(chooseStore, IDLE);
  const [choosing, setChoosing] = useState<string | null>(null);

  useEffect(() => {
    // A full navigation: the header and the proxy must see the new store.
    if (state.status === 'chosen') window.location.assign(state.location);
  }, [state]);

  const busy = pending || state.status === 'chosen';
  return (
    <form action={action} className="mt-6">
      <input type="hidden" name="redirect" value={redirectTo} />
      {state.status === 'error' ? (
        <div
          role="alert"
          data-testid="form-error"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          {state.code === 'STORE_NOT_FOUND' ? t('invalidStore') : translateError(state.code, lang)}
        </div>
      ) : null}
      <ul aria-label={t('listLabel')} className="space-y-3">
        {stores.map((store) => {
          const current = store.id === currentId;
          const noteId = `store-note-${store.id}`;
          return (
            <li key={store.id}>
              <button
                type="submit"
                name="storeId"
                value={store.id}
                disabled={busy}
                aria-current={current ? 'true' : undefined}
                aria-describedby={noteId}
                aria-busy={busy && choosing === store.id}
                data-testid={`store-option-${store.id}`}
                data-status={store.status}
                onClick={() => setChoosing(store.id)}
                className={`flex w-full items-start gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors ${
                  current ? 'border-brand-600 bg-brand-50' : 'border-neutral-200'
                } hover:border-brand-400 disabled:cursor-wait`}
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-neutral-900">{store.name}</span>
                    <StoreStatusBadge status={store.status} />
                    {current ? (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 font-medium text-white text-xs">
                        {t('current')}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-neutral-700 text-sm">
                    {store.location.formattedAddress || store.location.address || t('noAddress')}
                  </span>
                  <span id={noteId} className="text-sm">
                    {store.status === 'PENDING' ? (
                      <span className="text-amber-900">{t('pendingNote')}</span>
                    ) : store.status === 'BLOCKED' ? (
                      <span className="text-red-800">{t('blockedNote')}</span>
                    ) : null}
                  </span>
                </span>
                <span className="self-center whitespace-nowrap font-semibold text-brand-700 text-sm">
                  {busy && choosing === store.id ? t('choosing') : t('choose')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
