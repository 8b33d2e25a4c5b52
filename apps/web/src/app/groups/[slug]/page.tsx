import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GroupEditor } from '@/components/accounts/team/group-editor';
import { TeamMessages } from '@/components/accounts/team/team-messages';
import { TeamNotice } from '@/components/accounts/team/team-ui';
import { serverRequest } from '@/lib/api/server';
import { TeamColleaguesQuery, TeamGroupQuery } from '@/lib/api/team';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('team');
  return { title: t('groupsMeta'), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ slug: string }> };

/** /groups/{id} (BUYER_GROUP_LIST): one group; editing with BUYER_GROUP_EDIT. Another company's id: not found. */
export default async function GroupPage({ params }: Props) {
  const [{ slug }, t, { viewer }] = await Promise.all([params, getTranslations('team'), getRequestContext()]);
  if (!viewer) redirect(`/signin?redirect=/groups/${encodeURIComponent(slug)}`);
  const can = (p: string) => viewer.permissionCodes.includes(p as never);
  const [result, colleagues] = await Promise.all([
    serverRequest(TeamGroupQuery, { id: decodeURIComponent(slug) }).catch(() => null),
    can('BUYER_USER_LIST') && can('BUYER_GROUP_EDIT')
      ? serverRequest(TeamColleaguesQuery, {}).catch(() => null)
      : Promise.resolve(null),
  ]);

  return (
    <TeamMessages>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-10">
        <Link href="/group-management" prefetch={false} className="text-brand-700 text-sm underline">
          {t('back')}
        </Link>
        {!result?.userGroup ? (
          <TeamNotice title={t('groupNotFound')} />
        ) : (
          <>
            <h1 className="mt-2 break-words font-bold text-2xl text-neutral-900">{result.userGroup.name}</h1>
            <GroupEditor
              initial={result.userGroup}
              colleagues={colleagues?.users.data ?? []}
              canEdit={can('BUYER_GROUP_EDIT')}
            />
          </>
        )}
      </div>
    </TeamMessages>
  );
}
