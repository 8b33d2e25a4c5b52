'use client';

import { LOCAL_STORAGE_KEYS } from './storage-keys';

/**
 * Browser notifications (the BuyerWebNotification flag, docs/decisions.md): the system's own notification for an
 * order change that arrives over the store's live stream while the tab is in the background. No push service: they
 * come while a tab of the site is open.
 *
 * - `unsupported`: no Notification API (most in-app browsers, iOS outside a home-screen app);
 * - `denied`: the person blocked the site in the browser's settings; only they can undo it there;
 * - `off`: allowed or not asked yet, and not turned on here;
 * - `on`: turned on here and allowed.
 */
export type BrowserNotificationState = 'unsupported' | 'denied' | 'off' | 'on';

export function browserNotificationState(): BrowserNotificationState {
  if (typeof window === 'undefined' || typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && readOptIn() ? 'on' : 'off';
}

function readOptIn(): boolean {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.browserNotifications) === '1';
  } catch {
    return false;
  }
}

function writeOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(LOCAL_STORAGE_KEYS.browserNotifications, '1');
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.browserNotifications);
  } catch (error) {
    console.error('Could not store the browser notification choice', error);
  }
}

/** Asks the browser (only from a click: browsers ignore a request nobody asked for) and remembers the answer. */
export async function turnOnBrowserNotifications(): Promise<BrowserNotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  writeOptIn(permission === 'granted');
  return browserNotificationState();
}

/** Turned off here; the browser's permission stays as the person set it. */
export function turnOffBrowserNotifications(): BrowserNotificationState {
  writeOptIn(false);
  return browserNotificationState();
}
