import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { SupplyOrderDetail } from '@/components/supply/supply-order-detail';
import { ApiError } from '@/lib/api/request';
import { serverRequest } from '@/lib/api/server';
import { ProxySupplyViewerQuery, SupplyOrderQuery } from '@/lib/api/supply';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('supply');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /supplier/orders/{id}: one order of the supplier (any, for an operator). Another supplier's order, or none, is
 * answered FORBIDDEN by the API alike; the page then says it was not found, with the way back.
 */
export default async function SupplyOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations('supply');
  const data = await serverRequest(SupplyOrderQuery, { id }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) return null;
    throw error;
  });
  const me = data?.supplyMe ?? (await serverRequest(ProxySupplyViewerQuery)).supplyMe;
  return (
    <SupplyFrame me={me}>
      {data?.supplyOrder ? (
        <SupplyOrderDetail initial={data.supplyOrder} />
      ) : (
        <div className="rounded-2xl bg-neutral-50 p-6 text-center">
          <h1 className="font-bold text-neutral-900 text-xl">{t('notFound')}</h1>
          <Link href="/supplier/orders" className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t('backToList')}
          </Link>
        </div>
      )}
    </SupplyFrame>
  );
}
