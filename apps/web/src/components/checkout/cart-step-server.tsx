import { CheckoutCartQuery } from '@/lib/api/checkout';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';
import { CartStep } from './cart-step';

/**
 * Step 1 with the cart read on the server, so the groups, lines and totals are in the HTML: the page no longer waits
 * for its script, hydration and a /graphql round trip before showing the cart (it was the largest paint, ≈ 3 s on
 * Lighthouse's phone). When the API does not answer here, the page reads the cart in the browser as before.
 */
export async function ServerCartStep() {
  const { currentStore } = await getRequestContext();
  let cart = null;
  if (currentStore) {
    try {
      cart = (await serverRequest(CheckoutCartQuery, { storeId: currentStore.id })).cart;
    } catch (error) {
      console.error('[checkout] cart not read on the server', error instanceof Error ? error.message : error);
    }
  }
  return <CartStep initialCart={cart} storePending={currentStore?.status === 'PENDING'} />;
}
