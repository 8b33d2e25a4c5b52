import { toLocalDateTime } from '../checkout/local-time';
import type { PaymentMethod } from '../checkout/payment-methods';
import type { Language } from '../platform/constants';
import type { OrderStatus } from './choose-initial-status';
import { formatOrderNumber } from './choose-initial-status';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './order-labels';

/**
 * The order export as Excel opens it: UTF-8 with a byte-order mark (without it Excel reads Vietnamese as
 * Windows-1252), CRLF line ends, every text quoted. Amounts are plain whole đồng (no thousands separators) so that
 * Excel sums them in either locale; dates are DD/MM/YYYY as Vietnamese buyers write them.
 *
 * Two variants: comma-separated (the CSV standard, Excel in English settings, Google Sheets, LibreOffice) and
 * semicolon-separated, for Excel with Vietnamese regional settings, whose list separator is ";" because the comma is
 * its decimal separator — a comma file opens there as one column. Whole numbers read the same in both; a decimal
 * (none is exported yet) would be written with the variant's decimal separator (`csvDecimal`).
 */
export const CSV_BOM = '\uFEFF';

/** The field separator of an export variant. */
export type CsvSeparator = ',' | ';';

/** `sep=semicolon` in the export's URL asks for the Excel-in-Vietnamese variant; anything else is the comma file. */
export function csvSeparatorOf(param: string | null | undefined): CsvSeparator {
  return param === 'semicolon' ? ';' : ',';
}

/** A decimal number as the variant's spreadsheet reads it: 2.5 in the comma file, 2,5 in the semicolon one. */
export function csvDecimal(value: number, separator: CsvSeparator): string {
  const text = String(value);
  return separator === ';' ? text.replace('.', ',') : text;
}

/** One exported order, as the export's statement reads it. */
export interface OrderCsvRecord {
  number: number;
  createdAt: Date;
  deliveryDate: string;
  slotStart: string;
  slotEnd: string;
  storeName: string;
  supplierName: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  subtotalBeforeVat: number;
  vat: number;
  deliveryFee: number;
  discount: number;
  grossTotal: number;
  itemCount: number;
  creatorName: string | null;
  voucherCode: string | null;
  statusReason: string | null;
  deliveryNote: string | null;
}

const HEADERS: Record<Language, readonly string[]> = {
  vi: [
    'Mã đơn',
    'Ngày đặt',
    'Ngày giao',
    'Khung giờ giao',
    'Cửa hàng',
    'Nhà cung cấp',
    'Trạng thái',
    'Thanh toán',
    'Số sản phẩm',
    'Tạm tính trước VAT',
    'VAT',
    'Phí giao hàng',
    'Giảm giá',
    'Tổng cộng',
    'Người đặt',
    'Mã giảm giá',
    'Lý do',
    'Ghi chú giao hàng',
  ],
  en: [
    'Order code',
    'Order date',
    'Delivery date',
    'Delivery time',
    'Store',
    'Supplier',
    'Status',
    'Payment',
    'Items',
    'Subtotal before VAT',
    'VAT',
    'Delivery fee',
    'Discount',
    'Total',
    'Placed by',
    'Voucher',
    'Reason',
    'Delivery note',
  ],
};

/**
 * One field. Text is always quoted (a quote doubled). A text that a spreadsheet would read as a formula
 * (= + - @, tab, CR) gets a leading apostrophe, so a store or note named "=HYPERLINK(…)" stays text (CSV injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (values: readonly (string | number | null)[], separator: CsvSeparator = ',') =>
  `${values.map(csvField).join(separator)}\r\n`;

export const orderCsvHeader = (lang: Language, separator: CsvSeparator = ',') =>
  CSV_BOM + csvLine(HEADERS[lang], separator);

const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (date: string) => date.split('-').reverse().join('/');

/** An order as one line of the export, in the reader's language; moments in Vietnam's time. */
export function orderCsvLine(order: OrderCsvRecord, lang: Language, separator: CsvSeparator = ','): string {
  const placed = toLocalDateTime(order.createdAt);
  return csvLine(
    [
      formatOrderNumber(order.number),
      `${dmy(placed.date)} ${pad2(Math.floor(placed.minutes / 60))}:${pad2(placed.minutes % 60)}`,
      dmy(order.deliveryDate),
      `${order.slotStart}–${order.slotEnd}`,
      order.storeName,
      order.supplierName,
      ORDER_STATUS_LABELS[lang][order.status],
      PAYMENT_METHOD_LABELS[lang][order.paymentMethod],
      order.itemCount,
      order.subtotalBeforeVat,
      order.vat,
      order.deliveryFee,
      order.discount,
      order.grossTotal,
      order.creatorName,
      order.voucherCode,
      order.statusReason,
      order.deliveryNote,
    ],
    separator,
  );
}
