'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/** /signin returning to the current page: visitors who reach for a buyer-only control go there. */
export function useSignInHref(): string {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const here = `${pathname}${query ? `?${query}` : ''}`;
  return here === '/' ? '/signin' : `/signin?redirect=${encodeURIComponent(here)}`;
}
