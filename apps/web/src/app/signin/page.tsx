import { ERROR_MESSAGES, type ErrorCode, safeReturnPath, translateError } from '@chobep/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/components/accounts/sign-in-form';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signIn');
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Why the user was sent here (an account that may not sign in, an expired session…). */
function reasonMessage(reason: string | undefined, locale: 'vi' | 'en'): string | null {
  if (!reason || !Object.hasOwn(ERROR_MESSAGES, reason)) return null;
  return translateError(reason as ErrorCode, locale);
}

export default async function SignInPage({ searchParams }: Props) {
  const [query, t, { locale }] = await Promise.all([searchParams, getTranslations('signIn'), getRequestContext()]);
  const reason = first(query.reason);
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl text-neutral-900">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('subtitle')}</p>
        <SignInForm
          redirectTo={safeReturnPath(first(query.redirect))}
          reasonMessage={reasonMessage(reason, locale)}
          reasonCode={reason ?? null}
        />
      </div>
    </div>
  );
}
