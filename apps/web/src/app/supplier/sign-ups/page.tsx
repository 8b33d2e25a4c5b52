import { translateError } from '@chobep/domain/platform/errors';
import { SUPPLY_HOME } from '@chobep/domain/platform/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SIGN_UP_STATUSES, type SignUpStatus } from '@/components/supply/sign-up-statuses';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { SupplySignUpList } from '@/components/supply/supply-sign-ups';
import { pageMessages } from '@/i18n/client-messages';
import { serverRequest } from '@/lib/api/server';
import { SupplyBuyerSignUpsQuery } from '@/lib/api/signup';
import { ProxySupplyViewerQuery } from '@/lib/api/supply';
import { getRequestContext } from '@/lib/request-context';

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
  if (supplyMe?.kind !== 'OPERATOR') {
    // A supplier's user: the route is the supply side's, the page is not theirs (the API refuses them too).
    const { locale } = await getRequestContext();
    return (
      <SupplyFrame me={supplyMe}>
        <div data-testid="sign-ups-operators-only" className="rounded-2xl border border-neutral-200 p-6">
          <h1 className="font-bold text-2xl text-neutral-900">{translateError('FORBIDDEN', locale)}</h1>
          <p className="mt-2 text-neutral-700">{translateError('OPERATORS_ONLY', locale)}</p>
          <Link href={SUPPLY_HOME} className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline">
            {(await getTranslations('supplySignUps'))('navOrders')}
          </Link>
        </div>
      </SupplyFrame>
    );
  }
  const raw = first(query.status);
  const status: SignUpStatus = SIGN_UP_STATUSES.includes(raw as SignUpStatus) ? (raw as SignUpStatus) : 'PENDING';
  const page = Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1);
  const [data, messages] = await Promise.all([
    serverRequest(SupplyBuyerSignUpsQuery, { status, page, size: PAGE_SIZE }),
    getMessages(),
  ]);
  return (
    <SupplyFrame me={data.supplyMe}>
      <NextIntlClientProvider messages={pageMessages(messages, ['supply', 'supplySignUps'])}>
        <SupplySignUpList data={data.supplyBuyerSignUps} status={status} page={page} pageSize={PAGE_SIZE} />
      </NextIntlClientProvider>
    </SupplyFrame>
  );
}
