'use client';

import type { OrderStatus } from '@chobep/domain/orders/choose-initial-status';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { browserRequest } from '../api/browser';
import { ProxyReloginMutation } from '../api/documents';

/** An order of the current store changed (GET /events `order`, sent after the change committed). */
export interface OrderChange {
  orderId: string;
  orderNumber: number;
  from: OrderStatus | null;
  status: OrderStatus;
  /** When the API published it (ms since the epoch). */
  sentAt: number;
}

/** `null`: the stream was interrupted and came back — what changed meanwhile is unknown, refetch everything. */
export type OrderEventListener = (change: OrderChange | null) => void;

interface LiveEvents {
  storeId: string | null;
  /** The store's unread messages; null until the stream has said. */
  unreadCount: number | null;
  connected: boolean;
  subscribe(listener: OrderEventListener): () => void;
}

const Context = createContext<LiveEvents>({
  storeId: null,
  unreadCount: null,
  connected: false,
  subscribe: () => () => {},
});

export function useLiveEvents(): LiveEvents {
  return useContext(Context);
}

/** Waits after a refused or dropped stream before trying again: 2 s doubling to a minute. */
const RETRY_MS = { first: 2_000, max: 60_000 };

/**
 * One EventSource per tab for the current store (the API limits streams per user), shared by every component
 * through `useOrderEvents` and `useLiveUnreadCount`. The browser reconnects by itself after a dropped connection
 * (with Last-Event-ID; the API then answers `ready` with `resync`, and listeners are told to refetch). A stream the
 * API refuses (an expired access token) is not retried by the browser: the session is renewed once through
 * meRelogin, then the stream is opened again with backoff.
 */
export function LiveEventsProvider({
  storeId,
  enabled,
  children,
}: {
  storeId: string | null;
  enabled: boolean;
  children: ReactNode;
}) {
  const [unreadCount, setUnreadCount] = useState<number | null>(null);
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Set<OrderEventListener>());

  useEffect(() => {
    if (!enabled || !storeId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: number | null = null;
    let delay = RETRY_MS.first;
    let stopped = false;
    let opened = false;
    const emit = (change: OrderChange | null) => {
      for (const listener of [...listeners.current]) listener(change);
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(`/events?storeId=${encodeURIComponent(storeId)}`, { withCredentials: true });
      source.addEventListener('ready', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { unreadCount: number; resync: boolean };
        setUnreadCount(data.unreadCount);
        setConnected(true);
        delay = RETRY_MS.first;
        // Every connection after the first may have missed something.
        if (opened || data.resync) emit(null);
        opened = true;
      });
      source.addEventListener('order', (event) => emit(JSON.parse((event as MessageEvent<string>).data)));
      source.addEventListener('notifications', (event) =>
        setUnreadCount((JSON.parse((event as MessageEvent<string>).data) as { unreadCount: number }).unreadCount),
      );
      source.addEventListener('resync', () => emit(null));
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        source = null;
        retry = window.setTimeout(async () => {
          retry = null;
          await browserRequest(ProxyReloginMutation).catch(() => null);
          open();
        }, delay);
        delay = Math.min(delay * 2, RETRY_MS.max);
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      if (retry !== null) window.clearTimeout(retry);
      setConnected(false);
      setUnreadCount(null);
    };
  }, [enabled, storeId]);

  const subscribe = useCallback((listener: OrderEventListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo<LiveEvents>(
    () => ({ storeId, unreadCount, connected, subscribe }),
    [storeId, unreadCount, connected, subscribe],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
