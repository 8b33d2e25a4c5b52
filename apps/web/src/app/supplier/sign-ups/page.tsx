import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OperatorsOnly } from '@/components/supply/operators-only';
import { SIGN_UP_STATUSES, type SignUpStatus } from '@/components/supply/sign-up-statuses';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { SupplySignUpList } from '@/components/supply/supply-sign-ups';
import { pageMessages } from '@/i18n/client-messages';
import { serverRequest } from '@/lib/api/server';
import { SupplyBuyerSignUpsQuery } from '@/lib/api/signup';
import { ProxySupplyViewerQuery } from '@/lib/api/supply';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('supplySignUps');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /supplier/sign-ups: the companies waiting for approval, for the marketplace's operators (issue 15). A supplier's
 * user is let in by the route table (the supply side) but is not an operator: it is told so, with a link to its
 * orders, and the API refuses it anyway.
 */
export default async function SupplySignUpsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const { supplyMe } = await serverRequest(ProxySupplyViewerQuery, {});
  if (supplyMe?.kind !== 'OPERATOR') return <OperatorsOnly me={supplyMe} testId="sign-ups-operators-only" />;
  const raw = first(query.status);
  const status: SignUpStatus = SIGN_UP_STATUSES.includes(raw as SignUpStatus) ? (raw as SignUpStatus) : 'PENDING';
  const page = Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1);
  const [data, messages] = await Promise.all([
    serverRequest(SupplyBuyerSignUpsQuery, { status, page, size: PAGE_SIZE }),
    getMessages(),
  ]);
  return (
    <SupplyFrame me={data.supplyMe} current="/supplier/sign-ups">
      <NextIntlClientProvider messages={pageMessages(messages, ['supply', 'supplySignUps'])}>
        <SupplySignUpList data={data.supplyBuyerSignUps} status={status} page={page} pageSize={PAGE_SIZE} />
      </NextIntlClientProvider>
    </SupplyFrame>
  );
}
