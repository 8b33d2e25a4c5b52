'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SalesContactList } from './sales-contact';
import { useSignOut } from './use-sign-out';

/** /account-mobile's live parts: the sales contact (asked for once the page is open) and Sign out. */
export function AccountMobileSalesContact() {
  return <SalesContactList />;
}

export function AccountMobileSignOut() {
  const t = useTranslations('header');
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      data-testid="account-mobile-sign-out"
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
      className="flex min-h-12 w-full items-center justify-center rounded-2xl border border-red-200 bg-white font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait"
    >
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
