import { PERMISSIONS } from '@chobep/domain/accounts/permissions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InvitePanel } from '@/components/accounts/team/invite-panel';
import { TeamMessages } from '@/components/accounts/team/team-messages';
import { BUTTON, BUTTON_SECONDARY, INPUT, TeamNav, TeamNotice } from '@/components/accounts/team/team-ui';
import { serverRequest } from '@/lib/api/server';
import { TeamGroupOptionsQuery, TeamStoresQuery, TeamUsersQuery } from '@/lib/api/team';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('team');
  return { title: t('usersMeta'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PAGE_SIZE = 20;
const STATUSES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || '';

/**
 * /user-management (BUYER_USER_LIST): the company's users, searched by name, filtered by group, permission and
 * status (all in the URL, a plain GET form), 20 a page; inviting with BUYER_USER_ADD.
 */
export default async function UserManagementPage({ searchParams }: Props) {
  const [query, t, { viewer }] = await Promise.all([searchParams, getTranslations('team'), getRequestContext()]);
  if (!viewer) redirect('/signin?redirect=/user-management');
  const can = (p: string) => viewer.permissionCodes.includes(p as never);
  const q = first(query.q).slice(0, 100);
  const group = first(query.group);
  const permission = PERMISSIONS.find((p) => p === first(query.permission)) ?? '';
  const status = STATUSES.find((s) => s === first(query.status)) ?? '';
  const page = Math.min(Math.max(Number.parseInt(first(query.page) || '1', 10) || 1, 1), 10_000);

  const [result, groupOptions, stores] = await Promise.all([
    serverRequest(TeamUsersQuery, {
      filter: {
        query: q || null,
        groupId: group || null,
        permission: permission || null,
        statuses: status ? [status] : null,
      },
      page: page - 1,
      size: PAGE_SIZE,
    }).catch(() => null),
    can('BUYER_GROUP_LIST') ? serverRequest(TeamGroupOptionsQuery, {}).catch(() => null) : Promise.resolve(null),
    can('BUYER_USER_ADD') ? serverRequest(TeamStoresQuery, {}).catch(() => null) : Promise.resolve(null),
  ]);
  const groups = groupOptions?.userGroups ?? [];
  const hrefFor = (p: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (group) params.set('group', group);
    if (permission) params.set('permission', permission);
    if (status) params.set('status', status);
    if (p > 1) params.set('page', String(p));
    const s = params.toString();
    return s ? `/user-management?${s}` : '/user-management';
  };

  return (
    <TeamMessages>
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-bold text-2xl text-neutral-900">{t('usersTitle')}</h1>
          {can('BUYER_USER_ADD') ? (
            <InvitePanel
              groups={groups.map((g) => ({ id: g.groupId, name: g.name }))}
              stores={stores?.buyer?.stores ?? []}
            />
          ) : null}
        </div>
        <TeamNav
          current="users"
          labels={{ users: t('nav.users'), groups: t('nav.groups') }}
          showUsers
          showGroups={can('BUYER_GROUP_LIST')}
        />
        <form
          method="get"
          action="/user-management"
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          aria-label={t('search')}
        >
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor="team-q" className="sr-only">
              {t('search')}
            </label>
            <input id="team-q" name="q" type="search" defaultValue={q} placeholder={t('search')} className={INPUT} />
          </div>
          {groups.length > 0 ? (
            <div>
              <label htmlFor="team-group" className="sr-only">
                {t('filterGroup')}
              </label>
              <select id="team-group" name="group" defaultValue={group} className={INPUT}>
                <option value="">{t('allGroups')}</option>
                {groups.map((g) => (
                  <option key={g.groupId} value={g.groupId}>
                    {g.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor="team-permission" className="sr-only">
              {t('filterPermission')}
            </label>
            <select id="team-permission" name="permission" defaultValue={permission} className={INPUT}>
              <option value="">{t('allPermissions')}</option>
              {PERMISSIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`permission.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="team-status" className="sr-only">
              {t('status')}
            </label>
            <select id="team-status" name="status" defaultValue={status} className={INPUT}>
              <option value="">{t('statusAll')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statusValue.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={BUTTON}>
            {t('searchButton')}
          </button>
        </form>

        {!result ? (
          <TeamNotice title={t('loadFailed')} />
        ) : result.users.totalResults === 0 ? (
          <TeamNotice title={t('noUsers')} />
        ) : (
          <>
            <p className="mt-4 text-neutral-600 text-sm">{t('total', { count: result.users.totalResults })}</p>
            <ul
              className="mt-2 divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white"
              data-testid="user-list"
            >
              {result.users.data.map((u) => (
                <li key={u.id}>
                  <Link
                    href={`/user-details/${u.id}`}
                    prefetch={false}
                    className="flex flex-col gap-1 p-4 hover:bg-neutral-50 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0 sm:w-1/3">
                      <span className="block break-words font-semibold text-neutral-900">{u.name}</span>
                      {u.email ? <span className="block break-all text-neutral-600 text-sm">{u.email}</span> : null}
                    </span>
                    <span className="min-w-0 flex-1 text-neutral-700 text-sm">
                      {u.userGroups.map((g) => g.name).join(', ') || '—'}
                    </span>
                    <span
                      className={`w-fit rounded-full px-2 py-0.5 text-xs ${
                        u.status === 'ACTIVE'
                          ? 'bg-green-100 text-green-900'
                          : u.status === 'INACTIVE'
                            ? 'bg-amber-100 text-amber-900'
                            : 'bg-neutral-200 text-neutral-700'
                      }`}
                    >
                      {t(`statusValue.${u.status}`)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {result.users.totalPage > 1 ? (
              <nav
                className="mt-4 flex flex-wrap items-center gap-3"
                aria-label={t('page', { page, total: result.users.totalPage })}
              >
                {page > 1 ? (
                  <Link href={hrefFor(page - 1)} prefetch={false} className={BUTTON_SECONDARY}>
                    {t('previous')}
                  </Link>
                ) : null}
                <span className="text-neutral-700 text-sm">{t('page', { page, total: result.users.totalPage })}</span>
                {page < result.users.totalPage ? (
                  <Link href={hrefFor(page + 1)} prefetch={false} className={BUTTON_SECONDARY}>
                    {t('next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </TeamMessages>
  );
}
