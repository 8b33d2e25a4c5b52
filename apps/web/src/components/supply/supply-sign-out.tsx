'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSignOut } from '@/components/accounts/use-sign-out';

/** Sign-out for supplier users and operators: the same meLogout as buyers, then /signin. */
export function SupplySignOut() {
  const t = useTranslations('supply');
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      data-testid="supply-sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
      className="min-h-11 rounded-full border border-neutral-300 px-4 font-semibold text-neutral-800 text-sm hover:bg-neutral-50 disabled:opacity-60"
    >
      {t('signOut')}
    </button>
  );
}
