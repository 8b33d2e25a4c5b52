'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenedOnce } from '@/lib/use-opened-once';

/**
 * The form (react-hook-form, zod and the shared schema, the Radix dialog: ≈ 60 kB compressed) loads on the first
 * click. Turbopack puts every client component a page may render into that page's chunk, rendered or not, so a
 * static import here put the form into every listing's JavaScript although only an empty result shows the button.
 */
const ProductRequestDialog = dynamic(() => import('./product-request-dialog').then((m) => m.ProductRequestDialog), {
  ssr: false,
});

/** "Request a new product": the button, and the dialog once it has been opened. */
export function ProductRequest({ defaultName }: { defaultName: string }) {
  const t = useTranslations('platform');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        data-testid="product-request-open"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('productRequestOpen')}
      </button>
      {opened ? <ProductRequestDialog defaultName={defaultName} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
