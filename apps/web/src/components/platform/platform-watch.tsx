'use client';

import {
  MAINTENANCE_CHECK_INTERVAL_MS,
  MAINTENANCE_PATH,
  VERSION_CHECK_INTERVAL_MS,
} from '@chobep/domain/platform/platform-settings';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { MaintenanceCheckQuery } from '@/lib/api/platform';

/** Pages the maintenance check leaves alone: the maintenance page itself and the supply side (operators turn it off there). */
export function maintenanceWatched(pathname: string): boolean {
  return pathname !== MAINTENANCE_PATH && !pathname.startsWith('/supplier');
}

/** The maintenance page, with the path to come back to. */
export function maintenanceUrl(pathname: string, search: string): string {
  return `${MAINTENANCE_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Asks the API whether maintenance is on; a failed request means the app is not stable (reported, not shown). */
export async function maintenanceOn(): Promise<boolean | null> {
  try {
    const { maintenance } = await browserRequest(MaintenanceCheckQuery);
    return maintenance.enabled;
  } catch (error) {
    console.error('The app is not stable: the maintenance check failed', error);
    return null;
  }
}

/**
 * spec/foundations.md §4 on every buyer page: every 10 seconds the maintenance check; when
 * maintenance is on, the maintenance page with a redirect back to where the user was. And the update check: every
 * 30 minutes and whenever the tab comes back into focus, the server's build id; when it is not the one this page was
 * built with, "A new version is available, reload?".
 */
export function PlatformWatch({ buildId }: { buildId: string }) {
  const t = useTranslations('platformWatch');
  const pathname = usePathname();
  const [newVersion, setNewVersion] = useState<string | null>(null);
  const dismissed = useRef<string | null>(null);
  const watched = maintenanceWatched(pathname);

  useEffect(() => {
    if (!watched) return;
    let stopped = false;
    const check = async () => {
      const on = await maintenanceOn();
      if (on && !stopped) window.location.assign(maintenanceUrl(window.location.pathname, window.location.search));
    };
    // Every 10 s (spec/foundations.md §4), the first 10 s after the page loaded, not at once: a check at load was a
    // second API call for every page view before the first interaction, and someone who arrives during maintenance
    // is sent there within the same 10 s as someone already on a page.
    const timer = window.setInterval(check, MAINTENANCE_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [watched]);

  const checkVersion = useCallback(async () => {
    try {
      const res = await fetch('/version.json', { cache: 'no-store', credentials: 'omit' });
      if (!res.ok) return;
      const { version } = (await res.json()) as { version?: unknown };
      if (typeof version === 'string' && version !== buildId && version !== dismissed.current) setNewVersion(version);
    } catch (error) {
      console.warn('The version check failed', error);
    }
  }, [buildId]);

  useEffect(() => {
    const onFocus = () => void checkVersion();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkVersion();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(checkVersion, VERSION_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [checkVersion]);

  if (!newVersion) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="new-version-text"
      data-testid="new-version-prompt"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-neutral-900 px-4 py-3 text-white shadow-lg md:inset-x-auto md:right-4 md:bottom-4"
    >
      <p id="new-version-text" className="min-w-0 flex-1 text-sm">
        {t('newVersion')}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => {
            dismissed.current = newVersion;
            setNewVersion(null);
          }}
          className="min-h-11 rounded-full px-4 font-semibold text-neutral-200 text-sm hover:bg-white/10"
        >
          {t('later')}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-full bg-brand-500 px-4 font-semibold text-sm text-white hover:bg-brand-600"
        >
          {t('reload')}
        </button>
      </div>
    </div>
  );
}
