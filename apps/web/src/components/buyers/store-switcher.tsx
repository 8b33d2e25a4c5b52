'use client';

import type { StoreStatus } from '@chobep/domain/buyers/store-selection';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { StoreStatusBadge } from './store-status-badge';

export interface StoreSummary {
  id: string;
  name: string;
  status: StoreStatus;
}

function StoreIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M4 10v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9M3 10l1.5-5h15L21 10a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM10 20v-5h4v5"
      />
    </svg>
  );
}

/** The current store and its state, linking to /change-store with a way back here. */
export function StoreSwitcher({ store }: { store: StoreSummary | null }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const here = `${pathname}${query ? `?${query}` : ''}`;
  const href = here === '/' ? '/change-store' : `/change-store?redirect=${encodeURIComponent(here)}`;
  return (
    <Link
      href={href}
      prefetch={false}
      data-testid="store-switcher"
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-neutral-200 bg-white px-3 py-1.5 text-left hover:border-brand-400 hover:bg-brand-50"
    >
      <StoreIcon />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-neutral-600 text-xs">{store ? t('currentStore') : t('noStoreSelected')}</span>
        <span className="truncate font-semibold text-neutral-900 text-sm">{store ? store.name : t('chooseStore')}</span>
      </span>
      {store ? <StoreStatusBadge status={store.status} /> : null}
      <span className="ml-auto hidden whitespace-nowrap pl-1 font-medium text-brand-700 text-xs underline-offset-2 sm:inline">
        {t('changeStore')}
      </span>
    </Link>
  );
}
