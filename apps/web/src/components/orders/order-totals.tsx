'use client';

import { useTranslations } from 'next-intl';
import type { ResultOf } from '@/lib/api/graphql';
import type { OrderDetailFields } from '@/lib/api/orders';
import { useFormatMoney } from '@/lib/use-format-money';

type Money = Pick<
  ResultOf<typeof OrderDetailFields>,
  | 'subTotalBeforeVat'
  | 'itemsVat'
  | 'totalItemPrice'
  | 'deliveryFee'
  | 'deliveryFeeVat'
  | 'discount'
  | 'voucherCode'
  | 'grossTotal'
  | 'amountToPay'
  | 'paidFromDeposit'
  | 'depositMovements'
  | 'paymentMethod'
>;

/**
 * An order's money, line by line so that it adds up: goods before VAT + their VAT = goods with VAT; + the fee (its VAT
 * inside it) − the discount = the order's total; then what is to be paid (nothing once the order ended without
 * delivery) and, for a deposit-paid order, every movement of the deposit and what it still holds. The buyer's and the
 * supplier's order pages show the same block.
 */
export function OrderTotals({ order }: { order: Money }) {
  const t = useTranslations('orderMoney');
  const money = useFormatMoney();
  const ended = order.amountToPay === 0 && order.grossTotal > 0;
  const outstanding = order.paymentMethod === 'DEPOSIT' ? order.amountToPay - order.paidFromDeposit : 0;
  return (
    <>
      <dl className="mt-3 space-y-1.5 text-sm" data-testid="order-totals">
        <Row label={t('totals.subtotal')} value={money(order.subTotalBeforeVat)} testId="order-subtotal" />
        <Row label={t('totals.vat')} value={money(order.itemsVat)} testId="order-vat" />
        <Row label={t('totals.itemsWithVat')} value={money(order.totalItemPrice)} testId="order-items-total" />
        <Row
          label={t('totals.deliveryFee')}
          value={order.deliveryFee > 0 ? money(order.deliveryFee) : t('totals.free')}
          testId="order-delivery-fee"
        />
        {order.deliveryFeeVat > 0 ? (
          <Row
            label={t('totals.deliveryFeeVat')}
            value={money(order.deliveryFeeVat)}
            testId="order-delivery-fee-vat"
            small
          />
        ) : null}
        {order.discount > 0 ? (
          <Row
            label={order.voucherCode ? t('totals.discount', { code: order.voucherCode }) : t('totals.discountNoCode')}
            value={`−${money(order.discount)}`}
            testId="order-discount"
          />
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-neutral-200 border-t pt-2">
          <dt className="font-medium text-neutral-800">{t('totals.grossTotal')}</dt>
          <dd
            data-testid="order-gross-total"
            className={`whitespace-nowrap tabular-nums ${ended ? 'text-neutral-500 line-through' : 'font-semibold text-neutral-900'}`}
          >
            {money(order.grossTotal)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-neutral-900">{t('totals.toPay')}</dt>
          <dd data-testid="order-to-pay" className="whitespace-nowrap font-bold text-brand-800 text-lg tabular-nums">
            {money(order.amountToPay)}
          </dd>
        </div>
      </dl>
      {ended ? (
        <p data-testid="order-ended-note" className="mt-1 text-neutral-700 text-sm">
          {t('totals.ended')}
        </p>
      ) : null}
      {order.depositMovements.length > 0 ? (
        <section aria-labelledby="order-deposit-title" className="mt-3 rounded-xl bg-neutral-50 p-3 text-sm">
          <h3 id="order-deposit-title" className="font-semibold text-neutral-900">
            {t('deposit.title')}
          </h3>
          <dl className="mt-1 space-y-1" data-testid="order-deposit">
            {order.depositMovements.map((m) => (
              <Row
                key={m.id}
                label={t(`deposit.${m.reason}`)}
                value={`${m.amount > 0 ? '+' : '−'}${money(Math.abs(m.amount))}`}
                testId="order-deposit-movement"
              />
            ))}
            <Row label={t('deposit.holds')} value={money(order.paidFromDeposit)} testId="order-deposit-holds" />
            {outstanding > 0 ? (
              <Row label={t('deposit.outstanding')} value={money(outstanding)} testId="order-deposit-outstanding" />
            ) : null}
          </dl>
        </section>
      ) : null}
      <p className="mt-2 text-neutral-600 text-xs">{t('totals.vatNote')}</p>
    </>
  );
}

function Row({ label, value, testId, small }: { label: string; value: string; testId: string; small?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${small ? 'pl-3 text-xs' : ''}`}>
      <dt className="text-neutral-600">{label}</dt>
      <dd data-testid={testId} className="whitespace-nowrap text-right text-neutral-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}
