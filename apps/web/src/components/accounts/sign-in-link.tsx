'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** "Sign in" for visitors, returning to the current page afterwards. */
export function SignInLink({ className }: { className?: string }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const here = `${pathname}${query ? `?${query}` : ''}`;
  const href = here === '/' ? '/signin' : `/signin?redirect=${encodeURIComponent(here)}`;
  return (
    <Link href={href} prefetch={false} data-testid="sign-in-link" className={className}>
      {t('signIn')}
    </Link>
  );
}
