import { formatQuantity } from '@chobep/domain/cart/format-quantity';
import { formatMoney } from '@chobep/domain/text/format-money';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ResultOf } from '@/lib/api/graphql';
import type { FulfillmentNoteQuery } from '@/lib/api/orders';
import { type Lang, longDate, slotText } from '../checkout/format-delivery';
import { paymentLabel, statusBadgeClass, statusLabel } from './order-format';
import { PrintButton } from './print-button';

export type DeliveryNoteData = NonNullable<ResultOf<typeof FulfillmentNoteQuery>['fulfillmentNote']>;

/** A4 with room for the printer's margins; the rest of the print look is the `print:` variants below. */
const PAGE_STYLE = '@page { size: A4; margin: 12mm 12mm 14mm; }';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2';

/**
 * The delivery note (/phieu-giao/{id}) as the kitchen reads it on arrival and as it prints: supplier, store, date and
 * window, payment, the orders it covers, the lines with their quantities and prices, the totals and a handover box
 * to sign. `orderId` is the order the page was opened from (the "back" link). Rendered on the server; only the print
 * button runs in the browser. Printed, the site's chrome is hidden (Shell) and so is everything marked print:hidden.
 */
export async function DeliveryNote({ note, orderId }: { note: DeliveryNoteData; orderId: string }) {
  const [t, locale] = await Promise.all([getTranslations('orders.deliveryNote'), getLocale()]);
  const lang: Lang = locale === 'en' ? 'en' : 'vi';
  const money = (amount: number) => formatMoney(amount, lang);
  const merged = note.orderIds.length > 1;
  const backId = note.orderIds.includes(orderId) ? orderId : note.orderIds[0];

  return (
    <div
      data-testid="delivery-note"
      data-note-id={note.id}
      className="mx-auto w-full max-w-5xl px-4 pt-4 pb-10 md:pt-6 print:max-w-none print:p-0 print:text-[11pt] print:text-black"
    >
      <style>{PAGE_STYLE}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {backId ? (
          <Link
            href={`/orders/${backId}`}
            data-testid="delivery-note-back"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 text-sm underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('backToOrder')}
          </Link>
        ) : (
          <span />
        )}
        <PrintButton label={t('print')} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`} />
      </div>

      <article
        aria-labelledby="delivery-note-title"
        className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6 print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-neutral-900 border-b-2 pb-4">
          <div className="min-w-0">
            <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide print:text-black">
              {note.supplierName}
            </p>
            <h1 id="delivery-note-title" className="mt-1 font-bold text-2xl text-neutral-900 sm:text-3xl">
              {t('title')}{' '}
              <span data-testid="delivery-note-code" className="whitespace-nowrap tabular-nums">
                {note.shortCode}
              </span>
            </h1>
            {merged ? (
              <p data-testid="delivery-note-merged" className="mt-1 text-neutral-700 text-sm">
                {t('merged', { count: note.orderIds.length })}
              </p>
            ) : null}
          </div>
          <p className="text-sm">
            <span className="sr-only">{t('status')}: </span>
            <span
              data-testid="delivery-note-status"
              data-status={note.status}
              className={`${statusBadgeClass(note.status)} print:border print:border-black print:bg-white print:text-black`}
            >
              {statusLabel(note.status, lang)}
            </span>
          </p>
        </header>

        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-y-2">
          <Info label={t('supplier')} testId="delivery-note-supplier">
            {note.supplierName}
          </Info>
          <Info label={t('store')} testId="delivery-note-store" wide>
            <span className="block font-semibold">{note.storeName}</span>
            <span className="block font-normal">{note.storeAddress}</span>
            {note.storeTelephone ? (
              <span className="block font-normal">
                {t('phone')}: <span className="whitespace-nowrap tabular-nums">{note.storeTelephone}</span>
              </span>
            ) : null}
            {note.addressNote ? (
              <span className="block font-normal text-neutral-700 print:text-black">
                {t('addressNote')}: {note.addressNote}
              </span>
            ) : null}
          </Info>
          <Info label={t('deliveryDate')} testId="delivery-note-date">
            {longDate(note.deliveryDate, lang)}
          </Info>
          <Info label={t('deliveryWindow')} testId="delivery-note-window">
            <span className="tabular-nums">{slotText({ start: note.deliveryStart, end: note.deliveryEnd })}</span>
          </Info>
          <Info label={t('payment')} testId="delivery-note-payment">
            {note.paymentMethods.map((m) => paymentLabel(m, lang)).join(' · ')}
          </Info>
          <Info label={t('orders')} testId="delivery-note-orders">
            <ul aria-label={t('ordersLabel')} className="flex flex-wrap gap-x-3 gap-y-1">
              {note.orderCodes.map((code, i) => (
                <li key={code}>
                  <Link
                    href={`/orders/${note.orderIds[i]}`}
                    data-testid="delivery-note-order"
                    aria-label={t('viewOrder', { code })}
                    className="inline-flex min-h-6 items-center text-brand-800 tabular-nums underline underline-offset-2 print:min-h-0 print:text-black print:no-underline"
                  >
                    {code}
                  </Link>
                </li>
              ))}
            </ul>
          </Info>
        </dl>

        {note.deliveryNotes.length > 0 ? (
          <section
            aria-labelledby="delivery-note-notes-title"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm print:border-black print:bg-white"
          >
            <h2 id="delivery-note-notes-title" className="font-semibold text-neutral-900">
              {t('notes')}
            </h2>
            <ul data-testid="delivery-note-notes" className="mt-1 list-disc pl-5 text-neutral-900">
              {note.deliveryNotes.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="delivery-note-items-title" className="mt-6">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="delivery-note-items-title" className="font-semibold text-lg text-neutral-900">
              {t('items')}
            </h2>
            <p className="text-neutral-600 text-sm print:text-black">{t('itemsCount', { count: note.itemCount })}</p>
          </div>
          <Lines note={note} merged={merged} lang={lang} t={t} />
        </section>

        <section
          aria-labelledby="delivery-note-totals-title"
          className="mt-4 flex justify-end break-inside-avoid"
          data-testid="delivery-note-totals"
        >
          <div className="w-full sm:max-w-sm print:max-w-[9cm]">
            <h2 id="delivery-note-totals-title" className="sr-only">
              {t('totals')}
            </h2>
            <dl className="space-y-1 text-sm">
              <Row label={t('subtotal')} value={money(note.subTotalBeforeVat)} testId="delivery-note-subtotal" />
              <Row label={t('vat')} value={money(note.itemsVat)} testId="delivery-note-vat" />
              <Row label={t('itemsWithVat')} value={money(note.totalItemPrice)} testId="delivery-note-items-total" />
              <Row
                label={t('deliveryFee')}
                value={note.deliveryFee > 0 ? money(note.deliveryFee) : t('free')}
                testId="delivery-note-fee"
              />
              {note.deliveryFeeVat > 0 ? (
                <Row label={t('deliveryFeeVat')} value={money(note.deliveryFeeVat)} testId="delivery-note-fee-vat" />
              ) : null}
              {note.discount > 0 ? (
                <Row label={t('discount')} value={`−${money(note.discount)}`} testId="delivery-note-discount" />
              ) : null}
              <div className="flex items-baseline justify-between gap-3 border-neutral-900 border-t pt-2">
                <dt className="font-semibold text-neutral-900">{t('grossTotal')}</dt>
                <dd
                  data-testid="delivery-note-total"
                  className="whitespace-nowrap font-bold text-brand-800 text-lg tabular-nums print:text-black"
                >
                  {money(note.grossTotal)}
                </dd>
              </div>
            </dl>
          </div>
        </section>
        <p className="mt-3 text-neutral-600 text-xs print:text-black">{t('pricesNote')}</p>

        <section
          aria-labelledby="delivery-note-sign-title"
          data-testid="delivery-note-signatures"
          className="mt-6 break-inside-avoid rounded-lg border border-neutral-400 p-4 print:rounded-none print:border-black"
        >
          <h2 id="delivery-note-sign-title" className="font-semibold text-neutral-900">
            {t('signatures')}
          </h2>
          <div className="mt-2 grid gap-4 text-center text-sm sm:grid-cols-2 print:grid-cols-2">
            {[t('deliveredBy'), t('receivedBy')].map((who) => (
              <div key={who} className="flex flex-col">
                <h3 className="font-semibold text-neutral-900">{who}</h3>
                <p className="text-neutral-600 text-xs print:text-black">{t('signHint')}</p>
                <div className="mt-2 h-24 border-neutral-400 border-b border-dashed print:h-28 print:border-black" />
              </div>
            ))}
          </div>
          <p className="mt-3 text-neutral-700 text-sm print:text-black">{t('receivedAt')}</p>
        </section>
        <p className="mt-4 hidden text-right text-[9pt] print:block">{t('printedFrom', { code: note.shortCode })}</p>
      </article>
    </div>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'orders.deliveryNote'>>>;

/**
 * The lines: a table from `sm` up and on paper (its header repeated on every page, no row cut in two); on a phone one
 * block per line, "5 Túi × 184.680 đ" beside its amount. "Which orders" only on a merged note.
 */
function Lines({ note, merged, lang, t }: { note: DeliveryNoteData; merged: boolean; lang: Lang; t: T }) {
  const head = 'whitespace-nowrap px-2 py-2 font-semibold print:border print:border-black print:px-1.5 print:py-1';
  const table =
    'sm:table-cell sm:px-2 sm:py-2 sm:align-top print:table-cell print:border print:border-black print:px-1.5 print:py-1 print:align-top';
  const num = `${table} tabular-nums sm:text-right print:text-right`;
  return (
    <table
      data-testid="delivery-note-lines"
      className="block w-full text-sm sm:table sm:border-collapse print:table print:border-collapse print:text-[10pt]"
    >
      <caption className="sr-only">{t('tableCaption', { code: note.shortCode })}</caption>
      <thead className="hidden sm:table-header-group print:table-header-group">
        <tr className="border-neutral-900 border-b bg-neutral-50 text-left text-neutral-700 text-xs print:bg-white print:text-black">
          <th scope="col" className={`${head} w-10 text-right`}>
            {t('index')}
          </th>
          <th scope="col" className={head}>
            {t('product')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('quantity')}
          </th>
          <th scope="col" className={head}>
            {t('unit')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('price')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('amount')}
          </th>
          {merged ? (
            <th scope="col" className={head}>
              {t('fromOrders')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="block divide-y divide-neutral-200 border-neutral-200 border-y sm:table-row-group sm:border-y-0 print:table-row-group print:border-0">
        {note.items.map((item, i) => (
          <tr
            key={`${item.productId}:${item.price}`}
            data-testid="delivery-note-line"
            data-product-id={item.productId}
            className="flex break-inside-avoid flex-wrap items-baseline gap-x-1 py-3 sm:table-row sm:py-0 print:table-row print:py-0"
          >
            <td className={`hidden text-right text-neutral-600 tabular-nums print:text-black ${table}`}>{i + 1}</td>
            <td className={`mb-1 w-full font-medium text-neutral-900 sm:mb-0 sm:w-auto ${table}`}>
              <span className="mr-1 text-neutral-500 tabular-nums sm:hidden print:hidden">{i + 1}.</span>
              {item.name}
            </td>
            <td data-testid="delivery-note-line-quantity" className={`font-semibold ${num}`}>
              {formatQuantity(item.quantity, lang)}
            </td>
            <td className={table}>{item.unit}</td>
            <td className={`whitespace-nowrap text-neutral-700 print:text-black ${num}`}>
              <span aria-hidden="true" className="sm:hidden print:hidden">
                ×{' '}
              </span>
              {formatMoney(item.price, lang)}
            </td>
            <td
              data-testid="delivery-note-line-amount"
              className={`ml-auto whitespace-nowrap pl-3 font-semibold text-neutral-900 ${num}`}
            >
              {formatMoney(item.amount, lang)}
            </td>
            {merged ? (
              <td
                className={`mt-0.5 w-full text-neutral-600 text-xs sm:mt-0 sm:w-auto sm:text-sm print:text-black ${table}`}
              >
                <span className="sm:hidden print:hidden">{t('fromOrders')}: </span>
                {item.orderCodes.map((code, k) => (
                  <span key={code} className="whitespace-nowrap">
                    {k > 0 ? ', ' : ''}
                    {code}
                  </span>
                ))}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Info({
  label,
  testId,
  wide,
  children,
}: {
  label: string;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`rounded-lg bg-neutral-50 px-3 py-2 print:rounded-none print:bg-white print:p-0 ${wide ? 'sm:row-span-2' : ''}`}
    >
      <dt className="text-neutral-600 text-xs print:text-black">{label}</dt>
      <dd data-testid={testId} className="font-medium text-neutral-900">
        {children}
      </dd>
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-neutral-600 print:text-black">{label}</dt>
      <dd data-testid={testId} className="whitespace-nowrap text-right text-neutral-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}
