import { CUSTOMER_REQUEST_KINDS, type CustomerRequestKind } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OperatorSettings } from '@/components/platform/operator-settings';
import { SupplyFrame } from '@/components/supply/supply-frame';
import { pageMessages } from '@/i18n/client-messages';
import type { ResultOf } from '@/lib/api/graphql';
import { CustomerRequestsQuery } from '@/lib/api/platform';
import { serverRequest } from '@/lib/api/server';
import { ProxySupplyViewerQuery } from '@/lib/api/supply';
import { formatDateTime } from '@/lib/format';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('platform');
  return { title: t('requestsMetaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type RequestItem = ResultOf<typeof CustomerRequestsQuery>['customerRequests']['items'][number];

const PAGE_SIZE = 50;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** "utm_source=facebook · utm_campaign=tet": the campaign source as operators read it. */
function sourceText(source: RequestItem['campaignSource']): string | null {
  if (!source) return null;
  const parts: string[] = [];
  const named: [string, string | null][] = [
    ['ref', source.ref],
    ['utm_id', source.utmId],
    ['utm_source', source.utmSource],
    ['utm_medium', source.utmMedium],
    ['utm_campaign', source.utmCampaign],
    ['utm_term', source.utmTerm],
    ['utm_content', source.utmContent],
    ['crmAcqType', source.crmAcqType],
    ['crmSourceType', source.crmSourceType],
    ['odooCustomerId', source.odooCustomerId],
  ];
  for (const [name, value] of named) if (value) parts.push(`${name}=${value}`);
  for (const other of source.utmOther) parts.push(`${other.name}=${other.value}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * /supplier/requests (issue 15): the requests customers sent — contact form, call-back, keep in touch, new products,
 * error reports — newest first with where they came from, and the operators' switches (maintenance, feature flags).
 * Operators only: a supplier's user is told so and sees nothing of it (the API refuses them the data anyway).
 */
export default async function CustomerRequestsPage({ searchParams }: Props) {
  const query = await searchParams;
  const { supplyMe } = await serverRequest(ProxySupplyViewerQuery);
  if (supplyMe.kind !== 'OPERATOR') {
    const t = await getTranslations('platform');
    return (
      <SupplyFrame me={supplyMe}>
        <h1 className="font-bold text-2xl text-neutral-900">{t('requestsTitle')}</h1>
        <p className="mt-4 text-neutral-700" data-testid="operators-only">
          {t('operatorsOnly')}
        </p>
      </SupplyFrame>
    );
  }
  const kindParam = first(query.kind);
  const kind = CUSTOMER_REQUEST_KINDS.includes(kindParam as CustomerRequestKind)
    ? (kindParam as CustomerRequestKind)
    : null;
  const after = first(query.after) ?? null;
  const [data, t, messages] = await Promise.all([
    serverRequest(CustomerRequestsQuery, { kind, first: PAGE_SIZE, after }),
    getTranslations('platform'),
    getMessages(),
  ]);
  const items = data.customerRequests.items;
  const last = items.at(-1)?.id;
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
      active ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-neutral-300 text-neutral-700'
    }`;

  return (
    <SupplyFrame me={data.supplyMe} current="/supplier/requests">
      <NextIntlClientProvider messages={pageMessages(messages, ['supply', 'platform'])}>
        <h1 className="font-bold text-2xl text-neutral-900">{t('requestsTitle')}</h1>
        <div className="mt-4">
          <OperatorSettings maintenance={data.maintenance.enabled} flags={data.featureFlags} />
        </div>
        <nav aria-label={t('filterKind')} className="mt-6 flex flex-wrap gap-2">
          <Link
            href="/supplier/requests"
            className={chip(kind === null)}
            aria-current={kind === null ? 'page' : undefined}
          >
            {t('kindAll')}
          </Link>
          {CUSTOMER_REQUEST_KINDS.map((k) => (
            <Link
              key={k}
              href={`/supplier/requests?kind=${k}`}
              className={chip(kind === k)}
              aria-current={kind === k ? 'page' : undefined}
            >
              {t(`kind.${k}`)}
            </Link>
          ))}
        </nav>
        {items.length === 0 ? (
          <p className="mt-6 text-neutral-600">{t('requestsEmpty')}</p>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="customer-requests">
            {items.map((item) => {
              const source = sourceText(item.campaignSource);
              return (
                <li
                  key={item.id}
                  data-testid="customer-request"
                  data-kind={item.kind}
                  className="rounded-2xl border border-neutral-200 bg-white p-4"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-neutral-900">
                      <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 text-xs">
                        {t(`kind.${item.kind}`)}
                      </span>
                      {item.name ?? item.email ?? item.telephone ?? '—'}
                    </p>
                    <p className="text-neutral-500 text-sm">
                      <span className="sr-only">{t('receivedAt')}: </span>
                      {formatDateTime(item.createdAt)}
                    </p>
                  </div>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                    {item.whoAreYou ? (
                      <>
                        <dt className="text-neutral-500">{t('whoAreYou')}</dt>
                        <dd className="text-neutral-900">{t(`who.${item.whoAreYou}`)}</dd>
                      </>
                    ) : null}
                    <dt className="text-neutral-500">{t('from')}</dt>
                    <dd className="break-words text-neutral-900">
                      {[item.telephone, item.email, item.companyName].filter(Boolean).join(' · ') || '—'}
                      {item.buyerId ? ` (${t('signedInBuyer')})` : ''}
                    </dd>
                    {item.productName ? (
                      <>
                        <dt className="text-neutral-500">{t('productName')}</dt>
                        <dd className="break-words text-neutral-900">
                          {item.productName}
                          {item.productLink ? (
                            <>
                              {' · '}
                              <a
                                href={item.productLink}
                                rel="noopener noreferrer nofollow"
                                target="_blank"
                                className="text-brand-700 underline"
                              >
                                {item.productLink}
                              </a>
                            </>
                          ) : null}
                        </dd>
                      </>
                    ) : null}
                    {item.message ? (
                      <>
                        <dt className="text-neutral-500">{t('details')}</dt>
                        <dd className="whitespace-pre-line break-words text-neutral-900">
                          {item.message}
                          {item.pageUrl ? ` (${item.pageUrl}${item.errorDigest ? ` · ${item.errorDigest}` : ''})` : ''}
                        </dd>
                      </>
                    ) : null}
                    <dt className="text-neutral-500">{t('source')}</dt>
                    <dd className="break-all text-neutral-700" data-testid="request-source">
                      {source ?? t('noSource')}
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
        {data.customerRequests.hasMore && last ? (
          <Link
            href={`/supplier/requests?${new URLSearchParams({ ...(kind ? { kind } : {}), after: last })}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 text-sm"
          >
            {t('more')}
          </Link>
        ) : null}
      </NextIntlClientProvider>
    </SupplyFrame>
  );
}
