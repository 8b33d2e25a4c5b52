import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ServerCartStep } from '@/components/checkout/cart-step-server';
import { CheckoutPage, STEP_KEYS } from '@/components/checkout/checkout-page';
import type { CheckoutStep } from '@/components/checkout/checkout-steps';
import { ConfirmStep } from '@/components/checkout/confirm-step';
import { DeliveryStep } from '@/components/checkout/delivery-step';
import { parseOrderIds } from '@/components/checkout/order-ids';
import { SuccessStep } from '@/components/checkout/success-step';

type Props = {
  params: Promise<{ step: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function stepOf(raw: string): CheckoutStep | null {
  return raw === '1' || raw === '2' || raw === '3' || raw === '4' ? (Number(raw) as CheckoutStep) : null;
}

function orderIdsOf(query: Record<string, string | string[] | undefined>): string[] {
  const raw = query.orders;
  return parseOrderIds(Array.isArray(raw) ? raw[0] : raw);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ step }, query, t] = await Promise.all([params, searchParams, getTranslations('checkout')]);
  const n = stepOf(step);
  const title =
    n === 4 && orderIdsOf(query).length === 0
      ? t('done.noOrdersTitle')
      : n
        ? t(`metaTitle.${STEP_KEYS[n]}`)
        : undefined;
  return { title, robots: { index: false, follow: false } };
}

/**
 * /checkout/1 (the cart again), /2 delivery and payment, /3 confirm (login and ORDER_PLACE), /4 success (login only:
 * ?orders= the ids just placed). Any other step is not a page.
 */
export default async function CheckoutStepPage({ params, searchParams }: Props) {
  const [{ step }, query] = await Promise.all([params, searchParams]);
  const n = stepOf(step);
  if (!n) notFound();
  const orderIds = n === 4 ? orderIdsOf(query) : [];
  return (
    <CheckoutPage step={n} noOrders={n === 4 && orderIds.length === 0}>
      {n === 1 ? <ServerCartStep /> : null}
      {n === 2 ? <DeliveryStep /> : null}
      {n === 3 ? <ConfirmStep /> : null}
      {n === 4 ? <SuccessStep orderIds={orderIds} /> : null}
    </CheckoutPage>
  );
}
