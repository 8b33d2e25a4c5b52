'use client';

import { MAINTENANCE_CHECK_INTERVAL_MS } from '@chobep/domain/platform/platform-settings';
import { useEffect } from 'react';
import { maintenanceOn } from './platform-watch';

/**
 * On the maintenance page: every 10 seconds the same check; once maintenance is over (it was on when the page was
 * rendered, or a check saw it on since), back where the user was. A page opened while maintenance is off (a bookmark)
 * stays, with its link back.
 */
export function MaintenanceReturn({ redirect, initiallyOn }: { redirect: string; initiallyOn: boolean }) {
  useEffect(() => {
    let stopped = false;
    let seenOn = initiallyOn;
    const check = async () => {
      const on = await maintenanceOn();
      if (on === true) seenOn = true;
      if (on === false && seenOn && !stopped) window.location.replace(redirect);
    };
    const timer = window.setInterval(check, MAINTENANCE_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [redirect, initiallyOn]);
  return null;
}
