'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSignOut } from './use-sign-out';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The signed-in user's menu: who is signed in, for which company, and Sign out. */
export function AccountMenu({
  name,
  company,
  orderLinks = { orders: false, pendingApproval: false, history: false },
}: {
  name: string;
  company: string;
  /** The order pages this user may open (the header knows the permissions). */
  orderLinks?: { orders: boolean; pendingApproval: boolean; history: boolean };
}) {
  const t = useTranslations('header');
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="account-menu"
        aria-label={t('accountMenu', { name })}
        className="flex min-h-11 max-w-56 items-center gap-2 rounded-full border border-neutral-200 bg-white py-1 pr-3 pl-1 hover:border-brand-400 data-[state=open]:border-brand-500"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-sm text-white"
        >
          {initials(name)}
        </span>
        <span className="hidden truncate font-medium text-neutral-900 text-sm md:inline">{name}</span>
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
