'use client';

import { COOKIES } from '@chobep/domain/platform/constants';
import { useCallback } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { SignOutMutation } from '@/lib/api/documents';
import { deleteCookie } from '@/lib/client-cookies';
import { clearSessionStorage } from '@/lib/storage-keys';

/**
 * Sign-out (spec/foundations.md §4): the API ends the session and clears its httpOnly cookies;
 * the browser drops the store and the checkout id, and a full navigation to /signin lets the
 * proxy see the signed-out state; it also discards the page's client cache (TanStack Query).
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await browserRequest(SignOutMutation);
    } catch (error) {
      console.error('meLogout failed', error);
    }
    deleteCookie(COOKIES.store);
    clearSessionStorage();
    window.location.assign('/signin');
  }, []);
}
