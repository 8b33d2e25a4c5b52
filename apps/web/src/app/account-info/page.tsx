import type { Language } from '@chobep/domain/platform/constants';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountInfoForm } from '@/components/accounts/account-info-form';
import { AccountPageFrame } from '@/components/accounts/account-page-frame';
import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { AccountInfoQuery } from '@/lib/api/accounts';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountPages.account');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /account-info: the signed-in user's own name, phone, language and picture (meUpdate). */
export default async function AccountInfoPage() {
  const [{ viewer }, t] = await Promise.all([getRequestContext(), getTranslations('accountPages.account')]);
  if (!viewer) redirect('/signin?redirect=/account-info');
  const { me } = await serverRequest(AccountInfoQuery);
  return (
    <AccountPageFrame active="account-info" title={t('title')} subtitle={t('subtitle')} namespaces={['passwords']}>
      <section className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
        <AccountInfoForm
          account={{
            name: me.name,
            email: me.email ?? null,
            telephone: me.telephone ?? null,
            imageUrl: me.imageUrl ?? null,
            lang: me.lang as Language,
          }}
        />
      </section>
      {/* Changing the password (meUpdatePassword): the current one is asked, other sessions end. */}
      <section className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
        <ChangePasswordForm />
      </section>
    </AccountPageFrame>
  );
}
