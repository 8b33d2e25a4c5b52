'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import { NotificationMarkReadMutation, type NotificationMessagesQuery } from '@/lib/api/notifications';
import { formatDateTime } from '@/lib/format';

type List = ResultOf<typeof NotificationMessagesQuery>['notificationMessages'];

/**
 * One page of the store's messages. Opening one (its order link, or Mark as read) marks it read for the whole
 * store at once on the screen and then on the server. New messages arrive through NotificationsLiveRefresh.
 */
export function NotificationList({ page, list }: { page: number; list: List }) {
  const t = useTranslations('notifications');
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());

  const markRead = (id: string) => {
    setRead((before) => new Set(before).add(id));
    browserRequest(NotificationMarkReadMutation, { messageId: id, readStatus: 'IS_READ' }).catch(() => {
      // The spec stores notification failures without a message; the next load shows the server's state.
    });
  };
  const href = (n: number) => (n <= 1 ? '/notifications' : `/notifications?page=${n}`);

  return (
    <>
      <p className="mt-4 text-neutral-600 text-sm" data-testid="notifications-total">
        {t('total', { count: list.totalResults })}
      </p>
      <ul
        className="mt-2 divide-y divide-neutral-200 overflow-hidden rounded-2xl border border-neutral-200 bg-white"
        data-testid="notification-list"
      >
        {list.data.map((message) => {
          const unread = message.readStatus === 'NOT_READ' && !read.has(message.id);
          return (
            <li
              key={message.id}
              data-testid="notification-item"
              data-read={unread ? 'false' : 'true'}
              className={`flex gap-3 px-4 py-4 sm:px-5 ${unread ? 'bg-brand-50' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
              />
              <div className="min-w-0 flex-1">
                <h2 className={`text-base text-neutral-900 ${unread ? 'font-bold' : 'font-medium'}`}>
                  {unread ? <span className="sr-only">{t('unread')}: </span> : null}
                  {message.title}
                </h2>
                <p className="mt-1 break-words text-neutral-700 text-sm">{message.content}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <time dateTime={message.createdAt} className="text-neutral-600">
                    {formatDateTime(message.createdAt)}
                  </time>
                  {message.orderId ? (
                    <Link
                      href={`/orders/${message.orderId}`}
                      prefetch={false}
                      onClick={() => markRead(message.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {t('viewOrder')} {message.data.orderCode}
                    </Link>
                  ) : null}
                  {unread ? (
                    <button
                      type="button"
                      data-testid="notification-mark-read"
                      onClick={() => markRead(message.id)}
                      className="inline-flex min-h-11 items-center text-neutral-700 underline underline-offset-2 hover:text-neutral-900"
                    >
                      {t('markRead')}
                    </button>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {list.totalPage > 1 ? (
        <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link
              href={href(page - 1)}
              className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 font-semibold text-neutral-800 hover:border-brand-600"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-neutral-700">{t('pageOf', { page, total: list.totalPage })}</span>
          {page < list.totalPage ? (
            <Link
              href={href(page + 1)}
              className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 font-semibold text-neutral-800 hover:border-brand-600"
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
