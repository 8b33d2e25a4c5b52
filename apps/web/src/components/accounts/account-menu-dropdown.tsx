'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSalesContacts } from './sales-contact';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

/**
 * The sales contact inside the menu, as the menu's own parts (a label and items), so the menu holds only what a
 * menu may: a call link per contact.
 */
function SalesContactItems({ enabled }: { enabled: boolean }) {
  const t = useTranslations('accountMenu');
  const contacts = useSalesContacts(enabled);
  const note = 'px-3 pb-2 text-neutral-600 text-sm';
  return (
    <>
      <DropdownMenu.Label className="px-3 pt-2 pb-1 font-medium text-neutral-600 text-xs uppercase tracking-wide">
        {t('salesContact')}
      </DropdownMenu.Label>
      {contacts.isPending ? (
        <DropdownMenu.Label className={note}>{t('salesLoading')}</DropdownMenu.Label>
      ) : contacts.data.length === 0 ? (
        <DropdownMenu.Label className={note}>{t('salesNone')}</DropdownMenu.Label>
      ) : (
        contacts.data.map((c) => (
          <DropdownMenu.Item asChild key={c.id}>
            <a
              href={`tel:${c.phoneNumber}`}
              data-testid="sales-contact"
              className="flex min-h-10 cursor-pointer flex-col justify-center rounded-lg px-3 py-1 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              {/* Named by what it shows, after what it does (WCAG 2.5.3). */}
              <span className="sr-only">{t('call')} </span>
              <span data-testid="sales-contact-name" className="font-semibold text-neutral-900">
                {c.name}
              </span>{' '}
              <span className="text-brand-700">{c.phoneNumber}</span>
            </a>
          </DropdownMenu.Item>
        ))
      )}
    </>
  );
}

/** The signed-in user's menu: who is signed in, for which company, and Sign out. */
export function AccountMenu({
  name,
  company,
  imageUrl = null,
  orderLinks = { orders: false, pendingApproval: false, history: false, users: false, groups: false },
}: {
  name: string;
  company: string;
  /** The user's picture (the account page's upload), else initials. */
  imageUrl?: string | null;
  /** The order and team pages this user may open (the header knows the permissions). */
  orderLinks?: { orders: boolean; pendingApproval: boolean; history: boolean; users: boolean; groups: boolean };
}) {
  const t = useTranslations('header');
  const a = useTranslations('accountMenu');
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  // The sales contact is asked for when the menu first opens, not on every page.
  const [opened, setOpened] = useState(false);
  const item =
    'flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-neutral-800 text-sm outline-none data-[highlighted]:bg-brand-50';

  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenu.Trigger
        data-testid="account-menu"
        className="flex min-h-11 max-w-56 items-center gap-2 rounded-full border border-neutral-200 bg-white py-1 pr-3 pl-1 hover:border-brand-400 data-[state=open]:border-brand-500"
      >
        {/* Named by what it shows — the initials, the name from 768 px — then what it is: a voice-control user says
            what they see (WCAG 2.5.3), and a screen reader hears whose menu it is. */}
        <UserAvatar name={name} imageUrl={imageUrl} size={32} testId="header-avatar" decorative={false} />
        <span className="sr-only truncate font-medium text-neutral-900 text-sm md:not-sr-only">{name}</span>
        <span className="sr-only">{t('accountMenu')}</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-neutral-500" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold text-neutral-900" data-testid="account-name">
              {name}
            </span>
            <span className="block text-neutral-600 text-sm" data-testid="account-company">
              {company}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          {/* Issue 15: the account pages; on phones, /account-mobile gathers everything on one page. */}
          <DropdownMenu.Item asChild>
            <a href="/account-mobile" data-testid="account-menu-mobile" className={`${item} md:hidden`}>
              {a('allSettings')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a href="/account-info" data-testid="account-menu-account-info" className={item}>
              {a('accountInfo')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a href="/company-info" data-testid="account-menu-company-info" className={item}>
              {a('companyInfo')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a href="/store-info" data-testid="account-menu-store-info" className={item}>
              {a('storeInfo')}
            </a>
          </DropdownMenu.Item>
          {orderLinks.users ? (
            <DropdownMenu.Item asChild>
              <a href="/user-management" data-testid="account-menu-users" className={item}>
                {a('users')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          {orderLinks.groups ? (
            <DropdownMenu.Item asChild>
              <a href="/group-management" data-testid="account-menu-groups" className={item}>
                {a('groups')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          {orderLinks.orders ? (
            <DropdownMenu.Item asChild>
              <a
                href="/orders"
                data-testid="account-menu-orders"
                className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-neutral-800 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {t('orders')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          {orderLinks.pendingApproval ? (
            <DropdownMenu.Item asChild>
              <a
                href="/orders-pending-approval"
                data-testid="account-menu-approvals"
                className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-neutral-800 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {t('approvals')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          {orderLinks.history ? (
            <DropdownMenu.Item asChild>
              <a
                href="/pending-orders-history"
                data-testid="account-menu-approval-history"
                className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-neutral-800 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {t('approvalHistory')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild>
            <a
              href="/change-store"
              className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-neutral-800 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              {t('changeStore')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <SalesContactItems enabled={opened} />
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              setSigningOut(true);
              void signOut();
            }}
            className="flex min-h-10 cursor-pointer items-center rounded-lg px-3 font-medium text-red-700 text-sm outline-none data-[disabled]:cursor-wait data-[highlighted]:bg-red-50"
          >
            {signingOut ? t('signingOut') : t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
