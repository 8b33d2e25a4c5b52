import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountMobileSalesContact, AccountMobileSignOut } from '@/components/accounts/account-mobile-actions';
import { UserAvatar } from '@/components/accounts/user-avatar';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountPages.mobile');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-neutral-400" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7.5 4.5 13 10l-5.5 5.5-1.4-1.4L10.2 10 6.1 5.9z" />
    </svg>
  );
}

function Group({ title, links }: { title: string; links: { href: string; label: string; testId: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="px-1 font-semibold text-neutral-600 text-xs uppercase tracking-wide">{title}</h2>
      <ul className="mt-2 divide-y divide-neutral-200 overflow-hidden rounded-2xl border border-neutral-200 bg-white">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              data-testid={link.testId}
              className="flex min-h-12 items-center justify-between gap-3 px-4 text-neutral-900 hover:bg-neutral-50 focus-visible:outline-offset-[-3px]"
            >
              <span>{link.label}</span>
              <Chevron />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /account-mobile: the account menu as a page, for phones (spec/trading.md §2) — who is signed in, the account
 * pages, the order pages this user may open, store and language, the sales contact, and Sign out.
 */
export default async function AccountMobilePage() {
  const [{ viewer }, t, menu, header] = await Promise.all([
    getRequestContext(),
    getTranslations('accountPages.mobile'),
    getTranslations('accountMenu'),
    getTranslations('header'),
  ]);
  if (!viewer) redirect('/signin?redirect=/account-mobile');
  const permissions: readonly string[] = viewer.permissionCodes;
  const has = (...codes: string[]) => codes.every((c) => permissions.includes(c));
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-6">
      <h1 className="sr-only">{t('title')}</h1>
      <div className="flex items-center gap-4 rounded-2xl border border-neutral-200 bg-white p-4">
        <UserAvatar name={viewer.name} imageUrl={viewer.imageUrl} size={56} testId="account-mobile-avatar" />
        <div className="min-w-0">
          <p className="break-words font-semibold text-lg text-neutral-900" data-testid="account-mobile-name">
            {viewer.name}
          </p>
          <p className="break-words text-neutral-600 text-sm">{viewer.buyer.name}</p>
        </div>
      </div>
      <Group
        title={t('account')}
        links={[
          { href: '/account-info', label: menu('accountInfo'), testId: 'account-mobile-account-info' },
          { href: '/company-info', label: menu('companyInfo'), testId: 'account-mobile-company-info' },
          { href: '/store-info', label: menu('storeInfo'), testId: 'account-mobile-store-info' },
          ...(has('BUYER_USER_LIST')
            ? [{ href: '/user-management', label: menu('users'), testId: 'account-mobile-users' }]
            : []),
          ...(has('BUYER_GROUP_LIST')
            ? [{ href: '/group-management', label: menu('groups'), testId: 'account-mobile-groups' }]
            : []),
        ]}
      />
      <Group
        title={t('orders')}
        links={[
          ...(has('ORDER_LIST') ? [{ href: '/orders', label: header('orders'), testId: 'account-mobile-orders' }] : []),
          ...(has('ORDER_APPROVE')
            ? [{ href: '/orders-pending-approval', label: header('approvals'), testId: 'account-mobile-approvals' }]
            : []),
          ...(has('ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE')
            ? [{ href: '/pending-orders-history', label: header('approvalHistory'), testId: 'account-mobile-history' }]
            : []),
        ]}
      />
      <Group
        title={t('settings')}
        links={[{ href: '/change-store', label: header('changeStore'), testId: 'account-mobile-change-store' }]}
      />
      <div className="mt-4 flex justify-center">
        <LanguageSwitch signedIn />
      </div>
      <section className="mt-6 rounded-2xl border border-neutral-200 bg-white py-2">
        <AccountMobileSalesContact />
      </section>
      <div className="mt-6">
        <AccountMobileSignOut />
      </div>
    </div>
  );
}
