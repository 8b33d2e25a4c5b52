'use client';

import { COOKIES } from '@chobep/domain/platform/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { SignOutMutation } from '@/lib/api/documents';
import { deleteCookie } from '@/lib/client-cookies';
import { clearSessionStorage } from '@/lib/storage-keys';

/**
 * Sign-out (spec/foundations.md §4): the API ends the session and clears its httpOnly cookies;
 * the browser drops the store and the checkout id, the client cache is reset, and a full
 * navigation to /signin lets the proxy see the signed-out state.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await browserRequest(SignOutMutation);
    } catch (error) {
      console.error('meLogout failed', error);
    }
    deleteCookie(COOKIES.store);
    clearSessionStorage();
    queryClient.clear();
    window.location.assign('/signin');
  }, [queryClient]);
}
