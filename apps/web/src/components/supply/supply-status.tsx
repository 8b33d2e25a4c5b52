import type { OrderStatus } from '@chobep/domain';
import { orderStatusLabel } from '@chobep/domain/orders/order-labels';
import { useLocale } from 'next-intl';

const TONE: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'bg-neutral-100 text-neutral-800',
  APPROVAL_DISAPPROVED: 'bg-neutral-100 text-neutral-800',
  PENDING_ACCEPTANCE: 'bg-amber-100 text-amber-900',
  SENT: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-sky-100 text-sky-900',
  IN_PROGRESS: 'bg-sky-100 text-sky-900',
  PENDING_DELIVERY: 'bg-sky-100 text-sky-900',
  DELIVERING: 'bg-indigo-100 text-indigo-900',
  DELIVERY_IN_PROGRESS: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-brand-100 text-brand-900',
  DECLINED: 'bg-red-100 text-red-900',
  CANCELED: 'bg-red-100 text-red-900',
};

/** An order's status in the one wording of every page, coloured by what it asks of the supplier. */
export function SupplyStatus({ status }: { status: OrderStatus }) {
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  return (
    <span
      data-testid="supply-status"
      data-status={status}
      className={`inline-block rounded-full px-2.5 py-0.5 font-semibold text-xs ${TONE[status]}`}
    >
      {orderStatusLabel(status, lang)}
    </span>
  );
}

/** "2026-11-27" as 27/11/2026. */
export function formatIsoDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}
