'use client';

import { useEffect, useRef, useState } from 'react';
import { type OrderEventListener, useLiveEvents } from './live-events';

export type { OrderChange } from './live-events';

/**
 * Calls `onEvent` when an order of the current store changes (after the change committed), or with `null` when the
 * live stream was interrupted and came back (refetch everything then). With `orderId`, only that order's changes
 * (and the `null` resyncs) are passed on. The handler may change between renders; the latest one is called.
 *
 *   useOrderEvents((change) => router.refresh(), order.id);
 */
export function useOrderEvents(onEvent: OrderEventListener, orderId?: string): void {
  const { subscribe } = useLiveEvents();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(
    () =>
      subscribe((change) => {
        if (change === null || !orderId || change.orderId === orderId) handler.current(change);
      }),
    [subscribe, orderId],
  );
}

/**
 * A number that grows whenever the order (or, without `orderId`, any order of the store) changed or the stream
 * resynced: put it in a query key or an effect's dependencies to refetch.
 *
 *   const version = useOrderVersion(order.id);
 *   useQuery({ queryKey: ['order', order.id, version], … });
 */
export function useOrderVersion(orderId?: string): number {
  const [version, setVersion] = useState(0);
  useOrderEvents(() => setVersion((v) => v + 1), orderId);
  return version;
}

/** The current store's unread message count, live; null while unknown (signed out, no store, not connected yet). */
export function useLiveUnreadCount(): number | null {
  return useLiveEvents().unreadCount;
}
