import type { StoreStatus } from '@chobep/domain/buyers/store-selection';
import { useTranslations } from 'next-intl';
import type { StoreInfoQuery } from '@/lib/api/accounts';
import type { ResultOf } from '@/lib/api/graphql';
import { StoreStatusBadge } from './store-status-badge';

type Store = ResultOf<typeof StoreInfoQuery>['buyer']['stores'][number];

/** /store-info's list: each store read-only, with its status; then who to ask for a change. */
export function StoreInfoList({
  stores,
  contact,
}: {
  stores: readonly Store[];
  contact: { name: string; phoneNumber: string } | null;
}) {
  const t = useTranslations('accountPages.stores');
  return (
    <div>
      {stores.length === 0 ? (
        <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-700">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="store-info-list">
          {stores.map((store) => (
            <li
              key={store.id}
              data-testid="store-info-card"
              className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="break-words font-semibold text-neutral-900" data-testid="store-info-name">
                    {store.name}
                  </h2>
                  <p className="text-neutral-600 text-sm">{t('code', { code: store.internalId })}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <StoreStatusBadge status={store.status as StoreStatus} />
                  {store.disabled ? (
                    <span className="rounded-full bg-neutral-100 px-2 py-0.5 font-medium text-neutral-700 text-xs">
                      {t('disabled')}
                    </span>
                  ) : null}
                </div>
              </div>
              {store.status === 'BLOCKED' && store.reviewNote ? (
                <p data-testid="store-info-review-note" className="text-red-800 text-sm">
                  {t('reviewNote', { reason: store.reviewNote })}
                </p>
              ) : null}
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-medium text-neutral-600">{t('address')}</dt>
                  <dd className="break-words text-neutral-900">
                    {store.location?.formattedAddress ?? store.location?.address}
                  </dd>
                </div>
                {store.telephone ? (
                  <div>
                    <dt className="font-medium text-neutral-600">{t('phone')}</dt>
                    <dd className="text-neutral-900">{store.telephone}</dd>
                  </div>
                ) : null}
                {store.addressNote ? (
                  <div>
                    <dt className="font-medium text-neutral-600">{t('note')}</dt>
                    <dd className="break-words text-neutral-900">{store.addressNote}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <aside
        data-testid="store-info-locked"
        className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5"
      >
        <h2 className="font-semibold">{t('lockedTitle')}</h2>
        <p className="mt-1 text-sm">{t('locked')}</p>
        {contact ? (
          <a
            href={`tel:${contact.phoneNumber}`}
            data-testid="store-info-contact"
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-amber-950 text-sm ring-1 ring-amber-300 hover:bg-amber-100"
          >
            {t('contact', { name: contact.name, phone: contact.phoneNumber })}
          </a>
        ) : null}
      </aside>
    </div>
  );
}
