import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OperatorsOnly } from '@/components/supply/operators-only';
import { STORE_REVIEW_STATUSES, type StoreReviewStatus } from '@/components/supply/store-review-statuses';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { SupplyStoreReviewList } from '@/components/supply/supply-store-reviews';
import { pageMessages } from '@/i18n/client-messages';
import { serverRequest } from '@/lib/api/server';
import { SupplyStoreReviewsQuery } from '@/lib/api/signup';
import { ProxySupplyViewerQuery } from '@/lib/api/supply';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('supplyStores');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /supplier/stores: the stores companies created and that wait for review, for the marketplace's operators. A
 * supplier's user is let in by the route table (the supply side) but is not an operator: it is told so.
 */
export default async function SupplyStoresPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const { supplyMe } = await serverRequest(ProxySupplyViewerQuery, {});
  if (supplyMe?.kind !== 'OPERATOR') return <OperatorsOnly me={supplyMe} testId="store-reviews-operators-only" />;
  const raw = first(query.status);
  const status: StoreReviewStatus = STORE_REVIEW_STATUSES.includes(raw as StoreReviewStatus)
    ? (raw as StoreReviewStatus)
    : 'PENDING';
  const page = Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1);
  const [data, messages] = await Promise.all([
    serverRequest(SupplyStoreReviewsQuery, { status, page, size: PAGE_SIZE }),
    getMessages(),
  ]);
  return (
    <SupplyFrame me={data.supplyMe} current="/supplier/stores">
      <NextIntlClientProvider messages={pageMessages(messages, ['supply', 'supplyStores'])}>
        <SupplyStoreReviewList data={data.supplyStoreReviews} status={status} page={page} pageSize={PAGE_SIZE} />
      </NextIntlClientProvider>
    </SupplyFrame>
  );
}
