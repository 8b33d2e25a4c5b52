'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ResultOf } from '@/lib/api/graphql';
import type { OrderDetailFields } from '@/lib/api/orders';
import { useFormatMoney, useFormatQuantity } from '@/lib/use-format-money';
import type { Lang } from '../checkout/format-delivery';
import { instantParts } from './order-format';

type Change = ResultOf<typeof OrderDetailFields>['lineChanges'][number];
type Item = ResultOf<typeof OrderDetailFields>['items'][number];

const PRICE_KINDS: readonly Change['kind'][] = ['FINAL_PRICE', 'PRICE_PROPOSED'];

/**
 * Every change of the lines' quantities and prices after the order was placed — who, from which side, when, before →
 * after, the order's total before → after, and why — on the buyer's and the supplier's order pages alike: a price cut
 * or a lighter delivery is never without a trace.
 */
export function OrderLineChanges({
  changes,
  items,
}: {
  changes: readonly Change[];
  items: readonly Pick<Item, 'id' | 'uom' | 'uomName'>[];
}) {
  const t = useTranslations('orderMoney.changes');
  const lang: Lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const quantity = useFormatQuantity();
  if (changes.length === 0) return null;
  const unitOf = (c: Change) => {
    const item = items.find((i) => i.id === c.orderItemId);
    return item ? { code: item.uom, name: item.uomName } : null;
  };
  const value = (c: Change, v: number | null) =>
    v === null ? '—' : PRICE_KINDS.includes(c.kind) ? money(v) : quantity(v, unitOf(c));
  return (
    <section aria-labelledby="order-line-changes-title" className="rounded-2xl border border-neutral-200 bg-white p-4">
      <h2 id="order-line-changes-title" className="font-semibold text-lg text-neutral-900">
        {t('title')}
      </h2>
      <ol data-testid="order-line-changes" className="mt-3 grid gap-3">
        {changes.map((c) => {
          const when = instantParts(c.createdAt, lang);
          const side = t(`side.${c.actorSide}`);
          return (
            <li key={c.id} data-testid="order-line-change" data-kind={c.kind} className="text-sm">
              <p className="font-medium text-neutral-900">
                {c.name} — {t(c.kind)}: <span className="tabular-nums">{value(c, c.before)}</span> →{' '}
                <span className="tabular-nums">{value(c, c.after)}</span>
              </p>
              <p className="text-neutral-700 text-xs tabular-nums">
                {t('total', { before: money(c.totalBefore), after: money(c.totalAfter) })}
              </p>
              <p className="text-neutral-600 text-xs">
                {c.actorName ? t('by', { ...when, name: c.actorName, side }) : t('bySide', { ...when, side })}
              </p>
              {c.reason ? <p className="text-neutral-800 text-xs">{t('reason', { reason: c.reason })}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Under a line's name: reported missing (with the supplier's note), or a price the buyer proposed. */
export function OrderItemFlags({ item }: { item: Item }) {
  const t = useTranslations('orderMoney.item');
  const money = useFormatMoney();
  return (
    <>
      {item.missingReportedAt ? (
        <span
          data-testid="order-item-missing"
          className="mt-1 block rounded-md bg-red-50 px-2 py-1 text-red-900 text-xs"
        >
          {item.deliveryQuantity !== null ? t('missingDelivered') : t('missing')}
          {item.missingNote ? ` · ${t('missingNote', { note: item.missingNote })}` : null}
        </span>
      ) : null}
      {item.proposedPriceBeforeVat !== null && item.proposedPriceBeforeVat !== undefined ? (
        <span
          data-testid="order-item-proposal"
          className="mt-1 block rounded-md bg-amber-50 px-2 py-1 text-amber-950 text-xs"
        >
          {t('proposed', { price: money(item.proposedPriceBeforeVat) })}
          {item.proposalNote ? ` · ${t('proposalNote', { note: item.proposalNote })}` : null}
        </span>
      ) : null}
    </>
  );
}
