'use client';

import { HEARTBEAT_INTERVAL_MS } from '@chobep/domain/platform/constants';
import { useEffect } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { HeartbeatMutation } from '@/lib/api/documents';

/** While signed in, tells the API every 15 minutes that the user is still here (spec §4, §9). */
export function Heartbeat({ userId }: { userId: string }) {
  useEffect(() => {
    const timer = window.setInterval(() => {
      browserRequest(HeartbeatMutation, { userId }).catch((error: unknown) => {
        console.warn('pingUser failed', error);
      });
    }, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [userId]);
  return null;
}
