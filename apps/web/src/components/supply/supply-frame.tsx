import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LogoMark } from '@/components/layout/logo';
import { pageMessages } from '@/i18n/client-messages';
import { SupplySignOut } from './supply-sign-out';

export interface SupplyMe {
  name: string;
  kind: 'BUYER' | 'SUPPLIER' | 'OPERATOR';
  supplierName: string | null;
}

/**
 * The frame of the supply side's pages (issue 14 point 5): the supplier (or "operations"), who is signed in, the
 * language switch and sign-out. Its pages use the route table's empty layout: no buyer header, cart or search.
 */
export async function SupplyFrame({
  me,
  current,
  children,
}: {
  me: SupplyMe | null;
  /** The operators' bar item of this page (its href), marked as the current page. */
  current?: string;
  children: ReactNode;
}) {
  const [t, common, outbox, platform, stores, messages] = await Promise.all([
    getTranslations('supply'),
    getTranslations('common'),
    getTranslations('outbox'),
    getTranslations('platform'),
    getTranslations('supplyStores'),
    getMessages(),
  ]);
  const who = me?.kind === 'OPERATOR' ? t('operator') : (me?.supplierName ?? '');
  const nav = me?.kind === 'OPERATOR' ? await getTranslations('supplySignUps') : null;
  return (
    // The supply side's texts reach the browser on its pages only (client-messages.ts, PAGE_NAMESPACES).
    <NextIntlClientProvider messages={pageMessages(messages, ['supply', 'orderMoney'])}>
      <div className="border-neutral-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <div className="flex min-w-0 items-center gap-2">
            <LogoMark className="h-8 w-8 shrink-0" />
            <div className="min-w-0">
              <p className="font-bold text-brand-700 leading-tight">
                {common('brand')} · {t('section')}
              </p>
              <p data-testid="supply-who" className="truncate text-neutral-600 text-sm">
                {who}
                {me ? ` — ${me.name}` : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch signedIn={false} />
            <SupplySignOut />
          </div>
        </div>
      </div>
      {nav ? (
        // The operators' own pages (issue 15), in a bar of their own; on a phone it wraps onto a second row rather
        // than hiding a page behind a sideways scroll.
        <nav aria-label={nav('navLabel')} className="border-neutral-200 border-b bg-neutral-50">
          <div className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 py-1 sm:px-4">
            {[
              { href: '/supplier/orders', label: nav('navOrders'), testId: 'supply-nav-orders' },
              { href: '/supplier/sign-ups', label: nav('navSignUps'), testId: 'supply-nav-sign-ups' },
              { href: '/supplier/stores', label: stores('nav'), testId: 'supply-nav-stores' },
              { href: '/supplier/requests', label: platform('requestsNav'), testId: 'supply-nav-requests' },
              { href: '/supplier/outbox', label: outbox('nav'), testId: 'nav-outbox' },
            ].map((item) => (
              <Link
                key={item.href}
                href={item.href}
                data-testid={item.testId}
                aria-current={item.href === current ? 'page' : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 font-medium text-sm hover:text-brand-700 ${
                  item.href === current ? 'border-brand-600 text-brand-800' : 'border-transparent text-neutral-800'
                }`}
              >
                {item.label}
              </Link>
            ))}
          </div>
        </nav>
      ) : null}
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 md:pt-6">{children}</div>
    </NextIntlClientProvider>
  );
}
