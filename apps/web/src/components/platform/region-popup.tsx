'use client';

import dynamic from 'next/dynamic';

/**
 * The region popup (Radix dialog) in its own chunk, loaded only for visitors without a region. Its
 * dialog is portalled into the body after mount, so it never had server-rendered markup.
 */
export const RegionPopup = dynamic(() => import('./region-popup-dialog').then((m) => m.RegionPopup), { ssr: false });
