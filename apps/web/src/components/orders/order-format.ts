import { localInstant as instantOf, isLocalDate } from '@chobep/domain/checkout/local-time';
import type { OrderStatus } from '@chobep/domain/orders/choose-initial-status';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@chobep/domain/orders/order-labels';
import { fullDate, type Lang, localInstant } from '../checkout/format-delivery';

/**
 * How the order pages write statuses, payment methods, dates and times: the wording of `@chobep/domain` (the one the
 * invoice, the export and the notifications use), dates in Vietnam's calendar whatever the browser's zone.
 */
export function statusLabel(status: OrderStatus, lang: Lang): string {
  return ORDER_STATUS_LABELS[lang][status];
}

export function paymentLabel(method: string, lang: Lang): string {
  return (PAYMENT_METHOD_LABELS[lang] as Record<string, string>)[method] ?? method;
}

/** "26/11/2026" and "14:05" of an instant, in Asia/Ho_Chi_Minh. */
export function instantParts(iso: string, lang: Lang): { date: string; time: string } {
  const local = localInstant(iso);
  return { date: fullDate(local.date, lang), time: local.time };
}

/** The tone of a status badge: waiting, moving, done, stopped. */
export function statusTone(status: OrderStatus): 'waiting' | 'moving' | 'done' | 'stopped' {
  if (status === 'PENDING_APPROVAL') return 'waiting';
  if (status === 'DELIVERED') return 'done';
  if (status === 'CANCELED' || status === 'DECLINED' || status === 'APPROVAL_DISAPPROVED') return 'stopped';
  return 'moving';
}

const TONE_CLASSES = {
  waiting: 'bg-amber-100 text-amber-950',
  moving: 'bg-sky-100 text-sky-950',
  done: 'bg-brand-100 text-brand-900',
  stopped: 'bg-neutral-200 text-neutral-800',
} as const;

export function statusBadgeClass(status: OrderStatus): string {
  return `inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ${TONE_CLASSES[statusTone(status)]}`;
}

/** Orders whose bank transfer may still be due: placed with BANK_TRANSFER and not stopped (no paid flag yet). */
export function mayNeedTransfer(order: { paymentMethod: string; status: OrderStatus }): boolean {
  return order.paymentMethod === 'BANK_TRANSFER' && statusTone(order.status) !== 'stopped';
}

/** The decision on an order that waited for approval: the history entry that left PENDING_APPROVAL. */
export function approvalDecision<
  T extends { fromStatus?: OrderStatus | null; status: OrderStatus; actorName?: string | null; createdAt: string },
>(history: readonly T[]): T | null {
  return history.find((h) => h.fromStatus === 'PENDING_APPROVAL') ?? null;
}

/** Whether `now` is before the start of the order's delivery slot, in Vietnam's time (receipt then asks "early?"). */
export function isBeforeDelivery(order: { deliveryDate: string; deliveryTimeSlot: string }, now = new Date()): boolean {
  const start = /^(\d{2}):(\d{2})/.exec(order.deliveryTimeSlot);
  if (!start || !isLocalDate(order.deliveryDate)) return false;
  return now < instantOf(order.deliveryDate, `${start[1]}:${start[2]}` as Parameters<typeof instantOf>[1]);
}
