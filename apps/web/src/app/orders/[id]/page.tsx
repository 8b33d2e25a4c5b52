import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { OrderDetail, type OrderDetailData } from '@/components/orders/order-detail';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { OrderDetailQuery } from '@/lib/api/orders';
import { serverRequest } from '@/lib/api/server';

type Props = { params: Promise<{ id: string }> };

/** The order, or null for any failure: another company's order, none, a refused id, the API not answering. */
const loadOrder = cache(async (id: string): Promise<OrderDetailData | null> => {
  try {
    return (await serverRequest(OrderDetailQuery, { id })).order ?? null;
  } catch (error) {
    console.error('[orders] order not read', error instanceof Error ? error.message : error);
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('orders')]);
  const order = await loadOrder(decodeURIComponent(id));
  return {
    title: order ? t('metaTitle.detail', { code: order.code }) : t('metaTitle.detailFallback'),
    robots: { index: false, follow: false },
  };
}

/**
 * /orders/{id} (ORDER_VIEW). Any failure to load the order goes to /not-authorized (spec/foundations.md §2.1): the
 * API answers another company's order and a missing one alike, so the page never says which.
 */
export default async function OrderPage({ params }: Props) {
  const [{ id }, t] = await Promise.all([params, getTranslations('orders')]);
  const order = await loadOrder(decodeURIComponent(id));
  if (!order) redirect('/not-authorized');
  return (
    <OrdersFrame section="detail" title={t('metaTitle.detail', { code: order.code })}>
      <OrderDetail initial={order} />
    </OrdersFrame>
  );
}
