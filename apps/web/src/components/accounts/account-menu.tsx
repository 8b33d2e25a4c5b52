'use client';

import dynamic from 'next/dynamic';

/**
 * The account menu (Radix dropdown) in its own chunk: only signed-in people get it, so visitors'
 * pages do not load Radix at all. Server-rendered as before.
 */
export const AccountMenu = dynamic(() => import('./account-menu-dropdown').then((m) => m.AccountMenu));
