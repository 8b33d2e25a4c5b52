'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SalesPicQuery } from '@/lib/api/accounts';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';

type SalesContact = ResultOf<typeof SalesPicQuery>['listSalesPic'][number];

/** One request per page load, shared by the menu and the page; only ever started in the browser (an effect). */
let loading: Promise<SalesContact[]> | null = null;

/** The company's sales contacts (`listSalesPic`), fetched when first shown. A failure shows "none", logged. */
export function useSalesContacts(enabled = true): { isPending: boolean; data: SalesContact[] } {
  const [state, setState] = useState<{ isPending: boolean; data: SalesContact[] }>({ isPending: true, data: [] });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loading ??= browserRequest(SalesPicQuery)
      .then((r) => r.listSalesPic)
      .catch((error: unknown) => {
        console.warn('listSalesPic failed', error);
        loading = null;
        return [];
      });
    loading.then((data) => live && setState({ isPending: false, data }));
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

/** Who to call at the marketplace: name and a tel: link, for the account menu and /account-mobile. */
export function SalesContactList({ enabled = true }: { enabled?: boolean }) {
  const t = useTranslations('accountMenu');
  const contacts = useSalesContacts(enabled);
  return (
    <div data-testid="sales-contact" className="px-3 py-2 text-sm">
      <p className="font-medium text-neutral-600 text-xs uppercase tracking-wide">{t('salesContact')}</p>
      {contacts.isPending ? (
        <p className="mt-1 text-neutral-500">{t('salesLoading')}</p>
      ) : contacts.data.length === 0 ? (
        <p className="mt-1 text-neutral-600">{t('salesNone')}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {contacts.data.map((c) => (
            <li key={c.id}>
              <a
                href={`tel:${c.phoneNumber}`}
                className="flex min-h-10 flex-col justify-center rounded-lg text-neutral-900 hover:text-brand-700"
              >
                {/* Named by what it shows, after what it does (WCAG 2.5.3). */}
                <span className="sr-only">{t('call')} </span>
                <span data-testid="sales-contact-name" className="font-semibold">
                  {c.name}
                </span>{' '}
                <span className="text-brand-700">{c.phoneNumber}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
