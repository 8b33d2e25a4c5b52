import { getTranslations } from 'next-intl/server';

/** While an order page's data is read on the server (a first navigation to it): its shape, and words saying so. */
export async function OrdersLoading() {
  const t = await getTranslations('orders.list');
  return (
    <div
      data-testid="orders-page-loading"
      aria-busy="true"
      className="mx-auto grid w-full max-w-7xl gap-3 px-4 pt-4 pb-10 md:pt-6"
    >
      <p role="status" className="text-neutral-600 text-sm">
        {t('loading')}
      </p>
      <div className="h-8 w-56 animate-pulse rounded bg-neutral-200" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-20 animate-pulse rounded-2xl border border-neutral-200 bg-neutral-50" />
      ))}
    </div>
  );
}
