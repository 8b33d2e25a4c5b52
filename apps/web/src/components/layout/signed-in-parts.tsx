'use client';

import dynamic from 'next/dynamic';

/**
 * The header's parts only a signed-in buyer gets, in one chunk of their own (signed-in-header.tsx): the header is a
 * server component, and Turbopack puts every client component it may render into every page's JavaScript, so
 * visitors' pages carried the store switcher, the bell and the approvals link with the documents they import
 * (docs/performance.md, "JavaScript budgets"). Server-rendered as before; the chunk loads only where a part is
 * rendered. One chunk rather than one per part: five small chunks cost signed-in pages 3–4 kB more than they saved.
 * Each call names the import itself: Next.js reads it there to preload the chunk with the page, so hydration does not
 * wait for it to be discovered.
 */
export const StoreSwitcher = dynamic(() => import('./signed-in-header').then((m) => m.StoreSwitcher));
export const PendingApprovalsLink = dynamic(() => import('./signed-in-header').then((m) => m.PendingApprovalsLink));
export const NotificationBell = dynamic(() => import('./signed-in-header').then((m) => m.NotificationBell));
