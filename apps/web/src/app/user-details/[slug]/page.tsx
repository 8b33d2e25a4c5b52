import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TeamMessages } from '@/components/accounts/team/team-messages';
import { TeamNotice } from '@/components/accounts/team/team-ui';
import { UserEditor } from '@/components/accounts/team/user-editor';
import { serverRequest } from '@/lib/api/server';
import { TeamGroupOptionsQuery, TeamUserQuery } from '@/lib/api/team';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('team');
  return { title: t('userDetails'), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ slug: string }> };

/** /user-details/{id} (BUYER_USER_LIST): a colleague; editing and removing with BUYER_USER_ADD. */
export default async function UserDetailsPage({ params }: Props) {
  const [{ slug }, t, { viewer }] = await Promise.all([params, getTranslations('team'), getRequestContext()]);
  if (!viewer) redirect(`/signin?redirect=/user-details/${encodeURIComponent(slug)}`);
  const can = (p: string) => viewer.permissionCodes.includes(p as never);
  const [result, groupOptions] = await Promise.all([
    serverRequest(TeamUserQuery, { id: decodeURIComponent(slug) }).catch(() => null),
    can('BUYER_GROUP_LIST') ? serverRequest(TeamGroupOptionsQuery, {}).catch(() => null) : Promise.resolve(null),
  ]);
  const user = result?.user;

  return (
    <TeamMessages>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-10">
        <Link href="/user-management" prefetch={false} className="text-brand-700 text-sm underline">
          {t('back')}
        </Link>
        {!result || !user ? (
          <TeamNotice title={t('userNotFound')} />
        ) : (
          <>
            <h1 className="mt-2 break-words font-bold text-2xl text-neutral-900">{user.name}</h1>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-neutral-600">{t('email')}</dt>
              <dd className="break-all text-neutral-900">{user.email ?? '—'}</dd>
              <dt className="text-neutral-600">{t('role')}</dt>
              <dd className="text-neutral-900">{t(`roleValue.${user.role}`)}</dd>
              <dt className="text-neutral-600">{t('status')}</dt>
              <dd className="text-neutral-900" data-testid="user-status">
                {t(`statusValue.${user.status}`)}
              </dd>
              <dt className="text-neutral-600">{t('permissions')}</dt>
              <dd className="text-neutral-900">
                {user.permissionCodes.length === 0
                  ? t('noPermissions')
                  : user.permissionCodes.map((p) => t(`permission.${p}`)).join(', ')}
              </dd>
            </dl>
            <UserEditor
              data={result}
              groups={groupOptions?.userGroups ?? user.userGroups}
              canEdit={can('BUYER_USER_ADD')}
              isSelf={user.id === viewer.id}
            />
          </>
        )}
      </div>
    </TeamMessages>
  );
}
