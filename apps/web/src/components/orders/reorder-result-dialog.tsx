'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ResultOf } from '@/lib/api/graphql';
import type { OrderReorderMutation } from '@/lib/api/orders';
import { useFormatNumber } from '@/lib/use-format-money';
import { useReturnFocus } from '@/lib/use-return-focus';

export type ReorderResult = Pick<ResultOf<typeof OrderReorderMutation>['orderReorder'], 'added' | 'leftOut'>;

/** What a reorder put into the cart and what it left out, with the server's reason for each (spec §4 Re-order). */
export function ReorderResultDialog({ result, onClose }: { result: ReorderResult | null; onClose: () => void }) {
  const t = useTranslations('orders.reorder');
  const number = useFormatNumber();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={result !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-testid="reorder-result"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[520px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{t('title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('title')}</Dialog.Description>
          {result ? (
            <div className="mt-3 grid gap-4 text-sm">
              {result.added.length > 0 ? (
                <section aria-labelledby="reorder-added">
                  <h3 id="reorder-added" className="font-semibold text-brand-800">
                    {t('added')}
                  </h3>
                  <ul className="mt-1 divide-y divide-neutral-100">
                    {result.added.map((line) => (
                      <li
                        key={`${line.storeId}-${line.productId}`}
                        data-testid="reorder-added"
                        className="flex flex-wrap justify-between gap-x-3 py-1.5"
                      >
                        <span className="min-w-0 text-neutral-900">{line.name}</span>
                        <span className="text-neutral-600 tabular-nums">
                          {t('quantity', { quantity: number(line.quantity, 3) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : (
                <p data-testid="reorder-none" className="text-neutral-700">
                  {t('noneAdded')}
                </p>
              )}
              {result.leftOut.length > 0 ? (
                <section aria-labelledby="reorder-left-out">
                  <h3 id="reorder-left-out" className="font-semibold text-red-800">
                    {t('leftOut')}
                  </h3>
                  <ul className="mt-1 divide-y divide-neutral-100">
                    {result.leftOut.map((line) => (
                      <li key={`${line.storeId}-${line.productId}`} data-testid="reorder-left-out" className="py-1.5">
                        <span className="block text-neutral-900">{line.name}</span>
                        <span className="block text-neutral-600 text-xs">
                          {line.reason} · {t('orderedQuantity', { quantity: number(line.quantity, 3) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              data-testid="reorder-close"
              onClick={onClose}
              className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
            >
              {t('close')}
            </button>
            {result && result.added.length > 0 ? (
              <Link
                href="/checkout"
                data-testid="reorder-to-checkout"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                {t('toCheckout')}
              </Link>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
