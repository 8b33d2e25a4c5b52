'use client';

import { formatOrderNumber } from '@chobep/domain/orders/choose-initial-status';
import { orderStatusLabel } from '@chobep/domain/orders/order-labels';
import type { Language } from '@chobep/domain/platform/constants';
import { resolveTreatment } from '@chobep/domain/platform/platform-settings';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { FeatureFlagsQuery } from '@/lib/api/platform';
import { browserNotificationState } from '@/lib/browser-notifications';
import { useOrderEvents } from '@/lib/live/use-order-events';

/**
 * Shows the system's notification for an order change of the current store that arrives while the tab is in the
 * background, once the person turned them on (BrowserNotificationsToggle) and while BuyerWebNotification is `on`.
 * A visible tab already shows the change itself.
 * Several hidden tabs notify under one tag, so the system shows the change once.
 */
export function BrowserNotifier() {
  const t = useTranslations('notifications');
  const lang = useLocale() as Language;
  // The flag is asked once per page load, on the first change that could be shown (nobody else pays for it).
  const flagOn = useRef<Promise<boolean> | null>(null);

  useOrderEvents((change) => {
    if (!change || document.visibilityState !== 'hidden' || browserNotificationState() !== 'on') return;
    flagOn.current ??= browserRequest(FeatureFlagsQuery)
      .then(({ featureFlags }) => {
        const stored = featureFlags.find((f) => f.name === 'BuyerWebNotification')?.treatment;
        return resolveTreatment('BuyerWebNotification', stored) === 'on';
      })
      .catch((error: unknown) => {
        console.error('Could not read the feature flags', error);
        flagOn.current = null;
        return false;
      });
    void flagOn.current.then((on) => {
      if (!on) return;
      try {
        const code = formatOrderNumber(change.orderNumber);
        const notification = new Notification(t('browserOrderTitle', { code }), {
          body: t('browserOrderBody', { status: orderStatusLabel(change.status, lang) }),
          tag: `order-${change.orderId}-${change.status}`,
          lang,
          icon: '/icon.svg',
        });
        notification.onclick = () => {
          window.focus();
          window.location.assign(`/orders/${change.orderId}`);
          notification.close();
        };
      } catch (error) {
        // Some browsers allow notifications only from a service worker; the bell still counts the change.
        console.error('Could not show the browser notification', error);
      }
    });
  });
  return null;
}
