import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { filterOf, parseSupplyListParams, SupplyOrderList } from '@/components/supply/supply-order-list';
import { serverRequest } from '@/lib/api/server';
import { SupplyOrdersQuery } from '@/lib/api/supply';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('supply');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;

/** /supplier/orders: the supply side's incoming orders (supply users only: the proxy, then the API, check). */
export default async function SupplyOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = parseSupplyListParams(await searchParams);
  const [{ locale }, data] = await Promise.all([
    getRequestContext(),
    serverRequest(SupplyOrdersQuery, { filter: filterOf(params), page: params.page, size: PAGE_SIZE }),
  ]);
  return (
    <SupplyFrame me={data.supplyMe} current="/supplier/orders">
      <SupplyOrderList
        data={data.supplyOrders}
        params={params}
        lang={locale}
        suppliers={data.supplyMe.kind === 'OPERATOR' ? data.supplySuppliers : null}
      />
    </SupplyFrame>
  );
}
