import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServerCartStep } from '@/components/checkout/cart-step-server';
import { CheckoutPage } from '@/components/checkout/checkout-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('metaTitle.cart'), robots: { index: false, follow: false } };
}

/** /checkout: step 1, the cart (login and ORDER_PLACE, checked by the proxy and again by the API). */
export default function CheckoutCartPage() {
  return (
    <CheckoutPage step={1}>
      <ServerCartStep />
    </CheckoutPage>
  );
}
