'use server';

import { COOKIES, safeReturnPath } from '@chobep/domain';
import { cookies, headers } from 'next/headers';
import { getRequestContext } from '@/lib/request-context';

export type ChooseStoreState =
  | { status: 'idle' }
  | { status: 'error'; code: 'UNAUTHENTICATED' | 'STORE_NOT_FOUND' }
  | { status: 'chosen'; location: string };

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Stores the chosen store for this browser. The id must be one of the viewer's own stores (as the
 * proxy fetched them for this very request), whatever its status: a PENDING store prepares its cart, a
 * BLOCKED one shows its history; the API checks the store again on every call that uses it, and
 * ordering for a store that cannot order is refused there.
 */
export async function chooseStore(_previous: ChooseStoreState, form: FormData): Promise<ChooseStoreState> {
  const storeId = form.get('storeId');
  const chosen = await rememberStore(typeof storeId === 'string' ? storeId : '');
  if (chosen.status !== 'chosen') return chosen;
  const redirect = form.get('redirect');
  return { status: 'chosen', location: safeReturnPath(typeof redirect === 'string' ? redirect : null) };
}

/**
 * The store the user has just created becomes the current one (spec/foundations.md §4: the recommendation popup
 * puts products in the new store's cart, and its View cart opens that cart at checkout step 1).
 */
export async function chooseNewStore(storeId: string): Promise<ChooseStoreState> {
  return rememberStore(storeId);
}

async function rememberStore(storeId: string): Promise<ChooseStoreState> {
  const { viewer } = await getRequestContext();
  if (!viewer) return { status: 'error', code: 'UNAUTHENTICATED' };
  const store = viewer.stores.find((s) => s.id === storeId);
  if (!store) return { status: 'error', code: 'STORE_NOT_FOUND' };
  const h = await headers();
  const secure = h.get('x-forwarded-proto') === 'https';
  (await cookies()).set(COOKIES.store, store.id, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax', secure });
  return { status: 'chosen', location: '/' };
}
