import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GroupCreateForm } from '@/components/accounts/team/group-create-form';
import { TeamMessages } from '@/components/accounts/team/team-messages';
import { TeamNav, TeamNotice } from '@/components/accounts/team/team-ui';
import { serverRequest } from '@/lib/api/server';
import { TeamGroupsQuery } from '@/lib/api/team';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('team');
  return { title: t('groupsMeta'), robots: { index: false, follow: false } };
}

/** /group-management (BUYER_GROUP_LIST): the company's groups; creating one with BUYER_GROUP_ADD. */
export default async function GroupManagementPage() {
  const [t, { viewer }] = await Promise.all([getTranslations('team'), getRequestContext()]);
  if (!viewer) redirect('/signin?redirect=/group-management');
  const can = (p: string) => viewer.permissionCodes.includes(p as never);
  const result = await serverRequest(TeamGroupsQuery, {}).catch(() => null);

  return (
    <TeamMessages>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-10">
        <h1 className="font-bold text-2xl text-neutral-900">{t('groupsTitle')}</h1>
        <TeamNav
          current="groups"
          labels={{ users: t('nav.users'), groups: t('nav.groups') }}
          showUsers={can('BUYER_USER_LIST')}
          showGroups
        />
        {!result ? (
          <TeamNotice title={t('loadGroupFailed')} />
        ) : result.userGroups.length === 0 ? (
          <TeamNotice title={t('noGroups')} />
        ) : (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="group-list">
            {result.userGroups.map((g) => (
              <li key={g.groupId}>
                <Link
                  href={`/groups/${g.groupId}`}
                  prefetch={false}
                  className="block rounded-2xl border border-neutral-200 bg-white p-4 hover:border-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-semibold text-neutral-900">{g.name}</span>
                    {g.isSystemCreated ? (
                      <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-700 text-xs">
                        {t('system')}
                      </span>
                    ) : null}
                    {!g.active ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 text-xs">
                        {t('inactive')}
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-1 block text-neutral-600 text-sm">
                    {t('memberCount', { count: g.members.length })} ·{' '}
                    {t('permissionCount', { count: g.permissions.length })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {can('BUYER_GROUP_ADD') ? <GroupCreateForm /> : null}
      </div>
    </TeamMessages>
  );
}
