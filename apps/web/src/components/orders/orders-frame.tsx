import { hasAllPermissions } from '@chobep/domain/accounts/capability-bundles';
import type { Permission } from '@chobep/domain/accounts/permissions';
import Link from 'next/link';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages } from '@/i18n/client-messages';
import { getRequestContext } from '@/lib/request-context';
import { LiveRefresh } from './live-refresh';

type Section = 'list' | 'pendingApproval' | 'history' | 'detail';

const SECTIONS: { key: Exclude<Section, 'detail'>; href: string; permissions: readonly Permission[] }[] = [
  { key: 'list', href: '/orders', permissions: ['ORDER_LIST'] },
  { key: 'pendingApproval', href: '/orders-pending-approval', permissions: ['ORDER_APPROVE'] },
  { key: 'history', href: '/pending-orders-history', permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'] },
];

/** The order pages' messages for the browser: the `orders` namespace and the checkout's bank-transfer block. */
function ordersMessages(messages: Messages) {
  return {
    ...pageMessages(messages, ['orders', 'orderMoney']),
    checkout: { done: { transfer: messages.checkout.done.transfer } },
  } as unknown as Messages;
}

/**
 * The frame of the order pages: their messages (a page namespace, like the checkout's), the title, and links between
 * the list, the approvals and their history for whoever may open them.
 */
export async function OrdersFrame({
  section,
  title,
  intro,
  actions,
  children,
}: {
  section: Section;
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [t, { viewer }, messages] = await Promise.all([getTranslations('orders'), getRequestContext(), getMessages()]);
  const permissions = viewer?.permissionCodes ?? [];
  const tabs = SECTIONS.filter((s) => hasAllPermissions(permissions, s.permissions));
  return (
    <NextIntlClientProvider messages={ordersMessages(messages)}>
      <div data-testid={`orders-page-${section}`} className="mx-auto w-full max-w-7xl px-4 pt-4 pb-10 md:pt-6">
        {section !== 'detail' && tabs.length > 1 ? (
          <nav aria-label={t('nav.label')} className="mb-3">
            <ul className="flex flex-wrap gap-2">
              {tabs.map((tab) => (
                <li key={tab.key} className="shrink-0">
                  <Link
                    href={tab.href}
                    aria-current={tab.key === section ? 'page' : undefined}
                    className={`inline-flex min-h-10 items-center rounded-full px-4 font-medium text-sm ${
                      tab.key === section
                        ? 'bg-brand-700 text-white'
                        : 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50'
                    }`}
                  >
                    {t(`nav.${tab.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h1 className="font-bold text-2xl text-neutral-900">{title}</h1>
            {intro ? <p className="mt-1 max-w-2xl text-neutral-600 text-sm">{intro}</p> : null}
          </div>
          {actions}
        </div>
        {section !== 'detail' ? <LiveRefresh /> : null}
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
