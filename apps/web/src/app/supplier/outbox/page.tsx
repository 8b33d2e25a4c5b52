import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MailOutboxList, parseOutboxParams } from '@/components/platform/mail-outbox-list';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { OperatorMailOutboxQuery, OutboxViewerQuery } from '@/lib/api/passwords';
import { serverRequest } from '@/lib/api/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outbox');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;

/**
 * /supplier/outbox: the mail outbox, for the marketplace's operators only. The proxy lets supply users in; a
 * supplier's user is sent back to its orders here, and the API refuses it anyway.
 */
export default async function MailOutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = parseOutboxParams(await searchParams);
  const { supplyMe } = await serverRequest(OutboxViewerQuery, {});
  if (supplyMe?.kind !== 'OPERATOR') redirect('/supplier/orders');
  const data = await serverRequest(OperatorMailOutboxQuery, {
    page: params.page,
    size: PAGE_SIZE,
    recipient: params.recipient || null,
  });
  return (
    <SupplyFrame me={data.supplyMe} current="/supplier/outbox">
      <MailOutboxList data={data.operatorMailOutbox} params={params} />
    </SupplyFrame>
  );
}
