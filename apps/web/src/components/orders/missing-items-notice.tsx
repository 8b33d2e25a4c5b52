'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '../checkout/format-delivery';
import { instantParts } from './order-format';

export interface MissingLine {
  id: string;
  name: string;
  missingNote: string | null;
  missingReportedAt: string | null;
  /** A quantity entered after the report (the goods came after all): the line is billed again. */
  deliveryQuantity: number | null;
}

/**
 * The supplier's missing-item report on the order itself, above the lines — on the buyer's and the supplier's order
 * pages alike, so the report is read where the order is, not only in the notification: which lines, when, the
 * supplier's note, and that they are not billed (or, for one delivered after all, that it is billed as delivered).
 */
export function MissingItemsNotice({ items }: { items: readonly MissingLine[] }) {
  const t = useTranslations('orderMoney.missing');
  const lang: Lang = useLocale() === 'en' ? 'en' : 'vi';
  const missing = items.filter((i) => i.missingReportedAt);
  if (missing.length === 0) return null;
  const latest = missing
    .map((i) => i.missingReportedAt as string)
    .sort()
    .at(-1) as string;
  const notes = [...new Set(missing.flatMap((i) => (i.missingNote ? [i.missingNote] : [])))];
  return (
    <section
      aria-labelledby="order-missing-title"
      data-testid="order-missing-report"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 text-sm"
    >
      <h2 id="order-missing-title" className="font-semibold text-base">
        {t('title', { count: missing.length })}
      </h2>
      <p className="text-xs">{t('when', instantParts(latest, lang))}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {missing.map((item) => (
          <li key={item.id} data-testid="order-missing-line">
            <span className="font-medium">{item.name}</span>
            {' — '}
            {item.deliveryQuantity !== null ? t('deliveredAfterAll') : t('notBilled')}
          </li>
        ))}
      </ul>
      {notes.map((note) => (
        <p key={note} data-testid="order-missing-note" className="mt-2">
          {t('note', { note })}
        </p>
      ))}
    </section>
  );
}
