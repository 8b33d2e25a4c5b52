'use server';

import { COOKIES, isStoreSelectable, safeReturnPath } from '@chobep/domain';
import { cookies, headers } from 'next/headers';
import { getRequestContext } from '@/lib/request-context';

export type ChooseStoreState =
  | { status: 'idle' }
  | { status: 'error'; code: 'UNAUTHENTICATED' | 'STORE_NOT_FOUND' }
  | { status: 'chosen'; location: string };

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Stores the chosen store for this browser. The id must be one of the viewer's own stores (as the
 * proxy fetched them for this very request) and not PENDING; the API checks the store again on
 * every call that uses it.
 */
export async function chooseStore(_previous: ChooseStoreState, form: FormData): Promise<ChooseStoreState> {
  const { viewer } = await getRequestContext();
  if (!viewer) return { status: 'error', code: 'UNAUTHENTICATED' };
  const storeId = form.get('storeId');
  const store = viewer.stores.find((s) => s.id === storeId);
  if (!store || !isStoreSelectable(store.status)) return { status: 'error', code: 'STORE_NOT_FOUND' };

  const h = await headers();
  const secure = h.get('x-forwarded-proto') === 'https';
  (await cookies()).set(COOKIES.store, store.id, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax', secure });
  const redirect = form.get('redirect');
  return { status: 'chosen', location: safeReturnPath(typeof redirect === 'string' ? redirect : null) };
}
