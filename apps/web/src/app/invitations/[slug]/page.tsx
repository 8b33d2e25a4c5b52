import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { InvitationForm } from '@/components/accounts/team/invitation-form';
import { TeamMessages } from '@/components/accounts/team/team-messages';
import { BUTTON, TeamNotice } from '@/components/accounts/team/team-ui';
import { serverRequest } from '@/lib/api/server';
import { InvitationQuery } from '@/lib/api/team';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('team');
  // The token is in the URL: never indexed, never sent on as a referrer.
  return { title: t('invitation.metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ slug: string }> };

/**
 * /invitations/{token} (public): accept an invitation — name, password, stores among those offered. An expired,
 * used, withdrawn (its inviter was deactivated or removed) or unknown link gets a page saying so.
 */
export default async function InvitationPage({ params }: Props) {
  const [{ slug }, t] = await Promise.all([params, getTranslations('team')]);
  const token = decodeURIComponent(slug);
  const result = await serverRequest(InvitationQuery, { token }).catch(() => null);
  const invitation = result?.invitation;

  let content: React.ReactNode;
  if (!invitation) content = <TeamNotice title={t('invitation.failed')} />;
  else if (invitation.state === 'VALID' && invitation.email)
    content = (
      <>
        <h1 className="break-words font-bold text-2xl text-neutral-900">
          {t('invitation.title', { company: invitation.companyName ?? '' })}
        </h1>
        <p className="mt-2 text-neutral-700">
          {t('invitation.intro', { inviter: invitation.inviterName ?? '', company: invitation.companyName ?? '' })}
        </p>
        <InvitationForm token={token} email={invitation.email} stores={invitation.stores} />
      </>
    );
  else {
    const key = (
      { EXPIRED: 'expired', USED: 'used', WITHDRAWN: 'withdrawn', INVALID: 'invalid', VALID: 'invalid' } as const
    )[invitation.state];
    content = (
      <TeamNotice
        title={t(`invitation.${key}Title`)}
        body={t(`invitation.${key}Body`)}
        action={
          <Link
            href={invitation.state === 'USED' ? '/signin' : '/'}
            prefetch={false}
            className={`${BUTTON} mt-6`}
            data-testid="invitation-state"
            data-state={invitation.state}
          >
            {invitation.state === 'USED' ? t('invitation.signIn') : t('invitation.home')}
          </Link>
        }
      />
    );
  }

  return (
    <TeamMessages>
      <div className="mx-auto w-full max-w-lg flex-1 px-4 py-6 sm:py-10">{content}</div>
    </TeamMessages>
  );
}
