'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The form (react-hook-form, the shared schema) loads on the first click: every product list renders this trigger.
const TalkToSalesDialog = dynamic(() => import('./talk-to-sales-dialog').then((m) => m.TalkToSalesDialog), {
  ssr: false,
});

/**
 * "Talk to our sales team" on an exclusive product (spec/trading.md §2 product card): opens a short form that sends
 * customerContactRequest with the product, so the sales team calls back about it. The hotline stays in the form.
 */
export function TalkToSales({
  productId,
  productName,
  variant,
}: {
  productId: string;
  productName: string;
  variant: 'card' | 'page';
}) {
  const t = useTranslations('catalog');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        data-testid="talk-to-sales"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={
          variant === 'card'
            ? 'w-fit text-left font-semibold text-brand-700 text-sm underline underline-offset-2'
            : 'inline-flex min-h-11 w-fit items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700'
        }
      >
        {t('talkToSales')}
      </button>
      {opened ? (
        <TalkToSalesDialog productId={productId} productName={productName} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
