import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPageFrame } from '@/components/accounts/account-page-frame';
import { StoreInfoList } from '@/components/buyers/store-info-list';
import { SalesPicQuery, StoreInfoQuery } from '@/lib/api/accounts';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountPages.stores');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /store-info: the stores the user acts for (an owner: all of the company's) with their status. A saved store is not
 * edited by the buyer (spec/trading.md §4: "contact sales"): the page says so and names the sales contact.
 */
export default async function StoreInfoPage() {
  const [{ viewer }, t] = await Promise.all([getRequestContext(), getTranslations('accountPages.stores')]);
  if (!viewer) redirect('/signin?redirect=/store-info');
  const [{ buyer }, sales] = await Promise.all([
    serverRequest(StoreInfoQuery),
    serverRequest(SalesPicQuery).catch(() => ({ listSalesPic: [] })),
  ]);
  return (
    <AccountPageFrame active="store-info" title={t('title')} subtitle={t('count', { count: buyer.stores.length })}>
      <StoreInfoList stores={buyer.stores} contact={sales.listSalesPic[0] ?? null} />
    </AccountPageFrame>
  );
}
