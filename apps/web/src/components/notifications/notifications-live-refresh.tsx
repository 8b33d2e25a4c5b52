'use client';

import { useRouter } from 'next/navigation';
import { useOrderEvents } from '@/lib/live/use-order-events';

/**
 * Reads /notifications again (a server refresh, no reload) whenever an order of the store changes or the live
 * stream resynced: whether the page showed the list or "no notifications yet", the new message appears.
 */
export function NotificationsLiveRefresh() {
  const router = useRouter();
  useOrderEvents(() => router.refresh());
  return null;
}
