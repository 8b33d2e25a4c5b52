import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/lib/request-context';
import { AccountMenu } from '../accounts/account-menu';
import { SignInLink } from '../accounts/sign-in-link';
import { CartLink } from '../cart/cart-link';
import { MarketSearchBar } from '../catalog/market-search-bar';
import { BlockedBanner } from './blocked-banner';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NotificationBell, PendingApprovalsLink, StoreSwitcher } from './signed-in-parts';

/** Header of the main layout (spec/foundations.md §2.1): home, language, store, account. */
export async function MainHeader({ context }: { context: RequestContext }) {
  const t = await getTranslations('header');
  const { viewer, currentStore, locale } = context;
  const permissions: readonly string[] = viewer?.permissionCodes ?? [];
  const has = (...codes: string[]) => codes.every((c) => permissions.includes(c));
  // The order pages this user may open, for the account menu (the route table's permissions).
  const orderLinks = {
    orders: has('ORDER_LIST'),
    pendingApproval: has('ORDER_APPROVE'),
    history: has('ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'),
    users: has('BUYER_USER_LIST'),
    groups: has('BUYER_GROUP_LIST'),
  };
  // Sticky from 768 px only: on a phone it is 220 px tall (search and store on their own rows), and pinned it left
  // checkout pages about 500 of 812 px between it and their bottom bar. Opaque: text scrolled under it never shows.
  return (
    <header className="relative z-40 border-neutral-200 border-b bg-white md:sticky md:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link href="/" aria-label={t('home')} data-testid="logo-link" className="rounded-lg">
          <Logo />
        </Link>
        <div className="order-last w-full lg:order-none lg:w-auto lg:max-w-xl lg:flex-1" data-testid="market-search">
          <MarketSearchBar storeId={viewer ? (currentStore?.id ?? null) : null} />
        </div>
        {viewer ? (
          <div className="order-last w-full md:order-none md:ml-4 md:w-auto md:max-w-md md:flex-1">
            <StoreSwitcher store={currentStore} />
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch signedIn={viewer !== null} />
          {orderLinks.pendingApproval ? <PendingApprovalsLink /> : null}
          {viewer?.permissionCodes.includes('ORDER_VIEW') && currentStore ? <NotificationBell /> : null}
          <CartLink />
          {viewer ? (
            <AccountMenu
              name={viewer.name}
              company={viewer.buyer.name}
              imageUrl={viewer.imageUrl}
              orderLinks={orderLinks}
            />
          ) : (
            <SignInLink className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700" />
          )}
        </div>
      </div>
      {viewer?.buyer.accountBuyerStatus === 'BLOCKED' ? <BlockedBanner locale={locale} /> : null}
    </header>
  );
}
