import { HOTLINE_TEL, isPendingPath, safeReturnPath } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChangeStoreForm } from '@/components/buyers/change-store-form';
import { RecommendationPopupHost } from '@/components/buyers/recommendation-popup';
import { StoreDialogLauncher } from '@/components/buyers/store-dialog-launcher';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('changeStore');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Store selection (spec/foundations.md §4) from the stores the proxy resolved for this request. */
export default async function ChangeStorePage({ searchParams }: Props) {
  const [query, t, { viewer, storeId, currentStore }] = await Promise.all([
    searchParams,
    getTranslations('changeStore'),
    getRequestContext(),
  ]);
  // The proxy already sent visitors to /signin; this only covers an API outage.
  if (!viewer) redirect('/signin?redirect=/change-store');
  const raw = query.redirect;
  const redirectTo = safeReturnPath(Array.isArray(raw) ? raw[0] : raw);
  // The store dialog (issue 15): for those who may set the company up; it opens by itself without a store.
  const mayAddStore = viewer.permissionCodes.includes('BUYER_INFO_EDIT');
  const tDialog = await getTranslations('storeDialog');

  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
      {query.created === '1' ? (
        <p
          role="status"
          data-testid="store-created"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900 text-sm"
        >
          {tDialog('created')}
        </p>
      ) : null}
      {viewer.stores.length === 0 ? (
        <div
          data-testid="no-stores"
          className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 text-center sm:p-10"
        >
          <h2 className="font-semibold text-lg text-neutral-900">{t('emptyTitle')}</h2>
          <p className="mt-2 text-neutral-600">{t('emptyBody')}</p>
          {/* The contact form is not built yet: the hotline until it is. */}
          <Link
            href={isPendingPath('/contact-us') ? HOTLINE_TEL : '/contact-us'}
            prefetch={false}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('contactSupport')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-neutral-600">{t('subtitle', { company: viewer.buyer.name })}</p>
          <ChangeStoreForm stores={viewer.stores} currentId={storeId} redirectTo={redirectTo} />
        </>
      )}
      {mayAddStore ? <StoreDialogLauncher region={viewer.buyer.region} autoOpen={viewer.stores.length === 0} /> : null}
      {/* After a new store (the launcher's reload): its recommended products, once. */}
      {mayAddStore ? (
        <RecommendationPopupHost storeName={currentStore?.name ?? null} pending={currentStore?.status === 'PENDING'} />
      ) : null}
    </div>
  );
}
