'use client';

import dynamic from 'next/dynamic';

/**
 * The header's parts only a signed-in buyer gets, in one chunk of their own (signed-in-header.tsx): the header is a
 * server component, and Turbopack puts every client component it may render into every page's JavaScript, so
 * visitors' pages carried the store switcher, the bell and the approvals link with the documents they import
 * (docs/performance.md, "JavaScript budgets"). Server-rendered as before; the chunk loads only where a part is
 * rendered. One chunk rather than one per part: five small chunks cost signed-in pages 3–4 kB more than they saved.
 */
const part = () => import('./signed-in-header');
export const StoreSwitcher = dynamic(() => part().then((m) => m.StoreSwitcher));
export const PendingApprovalsLink = dynamic(() => part().then((m) => m.PendingApprovalsLink));
export const NotificationBell = dynamic(() => part().then((m) => m.NotificationBell));
