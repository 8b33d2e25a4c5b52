'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useOrderEvents } from '@/lib/live/use-order-events';

/** Changes within this long are read in one refresh (an approver declining ten orders at once). */
const SETTLE_MS = 400;

/**
 * The order lists follow their store's orders live: any order event (or a resync after a dropped stream) renders the
 * server page again with the same URL, so filters, paging and the selection's page stay as they are.
 */
export function LiveRefresh() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useOrderEvents(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), SETTLE_MS);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return null;
}
