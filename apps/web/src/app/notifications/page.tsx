import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BrowserNotificationsToggle } from '@/components/notifications/browser-notifications-toggle';
import { NotificationList } from '@/components/notifications/notification-list';
import { NotificationsLiveRefresh } from '@/components/notifications/notifications-live-refresh';
import { NotificationMessagesQuery } from '@/lib/api/notifications';
import { serverRequest } from '@/lib/api/server';
import { loadTreatments } from '@/lib/feature-flags';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 20;

function Notice({ title, body, action }: { title: string; body: string; action?: React.ReactNode }) {
  return (
    <div
      data-testid="notifications-notice"
      className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 text-center sm:p-10"
    >
      <h2 className="font-semibold text-lg text-neutral-900">{title}</h2>
      <p className="mt-2 text-neutral-600">{body}</p>
      {action}
    </div>
  );
}

const button =
  'mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/** /notifications: the current store's messages, newest first, 20 a page (?page=2 …); read state per store. */
export default async function NotificationsPage({ searchParams }: Props) {
  const [query, t, { viewer, currentStore }] = await Promise.all([
    searchParams,
    getTranslations('notifications'),
    getRequestContext(),
  ]);
  if (!viewer) redirect('/signin?redirect=/notifications');
  const raw = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = Math.min(Math.max(Number.parseInt(raw ?? '1', 10) || 1, 1), 10_000);

  let content: React.ReactNode;
  if (!viewer.permissionCodes.includes('ORDER_VIEW')) {
    content = <Notice title={t('noAccessTitle')} body={t('noAccessBody')} />;
  } else if (!currentStore) {
    content = (
      <Notice
        title={t('noStoreTitle')}
        body={t('noStoreBody')}
        action={
          <Link href="/change-store?redirect=/notifications" prefetch={false} className={button}>
            {t('chooseStore')}
          </Link>
        }
      />
    );
  } else {
    const [result, treatments] = await Promise.all([
      serverRequest(NotificationMessagesQuery, {
        storeId: currentStore.id,
        page: page - 1,
        size: PAGE_SIZE,
      }).catch(() => null),
      loadTreatments(),
    ]);
    const list = !result ? (
      <Notice
        title={t('errorTitle')}
        body={t('errorBody')}
        action={
          <a href={`/notifications${page > 1 ? `?page=${page}` : ''}`} className={button}>
            {t('retry')}
          </a>
        }
      />
    ) : result.notificationMessages.totalResults === 0 ? (
      <Notice title={t('emptyTitle')} body={t('emptyBody')} />
    ) : (
      <NotificationList key={page} page={page} list={result.notificationMessages} />
    );
    content = (
      <>
        <NotificationsLiveRefresh />
        {/* BuyerWebNotification `on`: the system's notifications can be turned on (docs/decisions.md). */}
        {treatments.BuyerWebNotification === 'on' ? <BrowserNotificationsToggle /> : null}
        {list}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
      {currentStore ? <p className="mt-1 text-neutral-600">{t('subtitle', { store: currentStore.name })}</p> : null}
      {content}
    </div>
  );
}
