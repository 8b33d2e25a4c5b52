'use client';

import type { ListingSort } from '@chobep/domain/catalog/parse-listing-params';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useTransition } from 'react';

/** Sorting changes the URL (shareable, back button) and starts again at page 1. */
export function SortSelect({ value, options }: { value: ListingSort; options: readonly ListingSort[] }) {
  const t = useTranslations('listing');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only whitespace-nowrap text-neutral-600 text-sm sm:not-sr-only">
        {t('sortBy')}
      </label>
      <select
        id={id}
        data-testid="sort-select"
        value={value}
        disabled={pending}
        onChange={(event) => {
          const next = new URLSearchParams(searchParams.toString());
          next.set('sort', event.target.value);
          next.delete('page');
          startTransition(() => router.push(`${pathname}?${next.toString()}`));
        }}
        className="min-h-10 rounded-lg border border-neutral-300 bg-white px-2 text-sm"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
