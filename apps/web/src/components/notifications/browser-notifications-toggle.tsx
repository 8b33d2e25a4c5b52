'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import {
  type BrowserNotificationState,
  browserNotificationState,
  turnOffBrowserNotifications,
  turnOnBrowserNotifications,
} from '@/lib/browser-notifications';

/**
 * On /notifications when BuyerWebNotification is `on`: turns the system's notifications for this store's order
 * changes on or off in this browser. What the browser allows is only known after hydration, so nothing shows before.
 */
export function BrowserNotificationsToggle() {
  const t = useTranslations('notifications');
  const [state, setState] = useState<BrowserNotificationState | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => setState(browserNotificationState()), []);
  if (state === null || state === 'unsupported') return null;
  return (
    <section
      data-testid="browser-notifications"
      data-state={state}
      aria-labelledby="browser-notifications-title"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
    >
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="browser-notifications-title" className="font-semibold text-neutral-900">
          {t('browserTitle')}
        </h2>
        <p role="status" className="mt-1 text-neutral-600 text-sm">
          {state === 'on' ? t('browserOn') : state === 'denied' ? t('browserDenied') : t('browserOff')}
        </p>
      </div>
      {state === 'denied' ? null : (
        <button
          type="button"
          data-testid="browser-notifications-toggle"
          aria-pressed={state === 'on'}
          disabled={asking}
          onClick={async () => {
            if (state === 'on') {
              setState(turnOffBrowserNotifications());
              return;
            }
            setAsking(true);
            try {
              setState(await turnOnBrowserNotifications());
            } finally {
              setAsking(false);
            }
          }}
          className={
            state === 'on'
              ? 'min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50'
              : 'min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70'
          }
        >
          {state === 'on' ? t('browserTurnOff') : t('browserTurnOn')}
        </button>
      )}
    </section>
  );
}
