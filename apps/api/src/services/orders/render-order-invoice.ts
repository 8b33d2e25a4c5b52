import { createRequire } from 'node:module';
import {
  formatMoney,
  formatNumber,
  formatQuantity,
  type Language,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  toLocalDateTime,
} from '@chobep/domain';
import PDFDocument from 'pdfkit';

/** One order line as stored (order_items), with its name and unit already in the reader's language. */
export interface InvoiceItem {
  name: string;
  unit: string;
  /** The unit's code (kg, bottle): measures are written by their symbol after the quantity (2,5 kg). */
  unitCode?: string | null;
  /** Ordered; the invoice shows the delivered quantity when set, else the accepted one, else this. */
  quantity: number;
  acceptedQuantity: number | null;
  deliveredQuantity: number | null;
  priceBeforeVat: number;
  /** Percent: 0, 5, 8 or 10. */
  vatRate: number;
  amountBeforeVat: number;
  vat: number;
  /** With VAT, before the discount. */
  amount: number;
  discount: number;
}

export interface InvoiceParty {
  name: string;
  address?: string | null;
}

/** The order as stored (orders row, amounts in whole đồng) plus its code; a row can be spread into it. */
export interface InvoiceOrder {
  /** CB-000123 (formatOrderNumber). */
  code: string;
  createdAt: Date;
  /** YYYY-MM-DD, local. */
  deliveryDate: string;
  slotStart: string;
  slotEnd: string;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  deliveryNote?: string | null;
  voucherCode?: string | null;
  subtotalBeforeVat: number;
  vat: number;
  itemsTotal: number;
  discount: number;
  /** With VAT; deliveryFeeVat is the VAT part of it. */
  deliveryFee: number;
  deliveryFeeVat: number;
  grossTotal: number;
  redInvoiceName?: string | null;
  redInvoiceAddress?: string | null;
  redInvoiceTaxCode?: string | null;
}

export interface InvoiceInput {
  order: InvoiceOrder;
  supplier: InvoiceParty;
  /** The buying company. */
  buyer: InvoiceParty;
  store: InvoiceParty;
  items: readonly InvoiceItem[];
}

// The site's font (Maven Pro, SIL OFL 1.1) as whole static TTFs: the @fontsource files the web app uses are split by
// script, so no one of them can set a Vietnamese line. Resolved from this module, whose import.meta.url the API
// bundle keeps (scripts/build-api.mjs), so tsx and the bundle read the same files; resolving at load fails the start,
// not the first invoice, when the package is missing. Passing it as the document font also keeps pdfkit from loading
// Helvetica's metrics, which its own createRequire could not find from inside the bundle.
const requireFont = createRequire(import.meta.url);
const FONT = {
  regular: requireFont.resolve('@expo-google-fonts/maven-pro/400Regular/MavenPro_400Regular.ttf'),
  bold: requireFont.resolve('@expo-google-fonts/maven-pro/700Bold/MavenPro_700Bold.ttf'),
};

const MARGIN = 36;
const FOOTER = 18;
const PAD = 3;
const GREY = '#555555';
const RULE = '#bbbbbb';

const LABELS = {
  vi: {
    title: 'HOÁ ĐƠN BÁN HÀNG',
    notLegal:
      'Bảng kê đơn hàng đặt qua Chợ Bếp, không thay thế hoá đơn điện tử (hoá đơn GTGT) do nhà cung cấp phát hành.',
    order: 'Mã đơn hàng',
    createdAt: 'Ngày đặt',
    delivery: 'Giao hàng',
    payment: 'Thanh toán',
    status: 'Trạng thái',
    note: 'Ghi chú giao hàng',
    seller: 'BÊN BÁN (NHÀ CUNG CẤP)',
    buyer: 'BÊN MUA',
    store: 'Cửa hàng nhận hàng',
    redInvoice: 'THÔNG TIN XUẤT HOÁ ĐƠN ĐỎ (VAT)',
    redName: 'Tên đơn vị',
    redAddress: 'Địa chỉ',
    taxCode: 'Mã số thuế',
    currency: 'Số tiền tính bằng đồng (đ)',
    columns: [
      'STT',
      'Tên hàng hoá',
      'Số lượng',
      'Đơn giá chưa VAT',
      'VAT',
      'Thành tiền chưa VAT',
      'Tiền VAT',
      'Thành tiền gồm VAT',
    ],
    lineDiscount: 'Giảm giá',
    subtotal: 'Cộng tiền hàng (chưa VAT)',
    vatAt: (rate: string, base: string) => `Thuế VAT ${rate} (trên ${base})`,
    itemsTotal: 'Cộng tiền hàng (gồm VAT)',
    discount: (code: string | null) => (code ? `Giảm giá (mã ${code})` : 'Giảm giá'),
    deliveryFee: 'Phí giao hàng (gồm VAT)',
    deliveryFeeVat: 'Trong đó VAT phí giao hàng',
    free: 'Miễn phí',
    total: 'Tổng thanh toán',
    page: (n: number, of: number) => `Trang ${n}/${of}`,
  },
  en: {
    title: 'SALES INVOICE',
    notLegal:
      'A statement of an order placed on Chợ Bếp; it does not replace the e-invoice (VAT invoice) the supplier issues.',
    order: 'Order',
    createdAt: 'Placed',
    delivery: 'Delivery',
    payment: 'Payment',
    status: 'Status',
    note: 'Delivery note',
    seller: 'SELLER (SUPPLIER)',
    buyer: 'BUYER',
    store: 'Delivered to',
    redInvoice: 'VAT INVOICE DETAILS',
    redName: 'Registered name',
    redAddress: 'Registered address',
    taxCode: 'Tax code',
    currency: 'Amounts in đồng (đ)',
    columns: [
      '#',
      'Item',
      'Quantity',
      'Unit price before VAT',
      'VAT',
      'Amount before VAT',
      'VAT amount',
      'Amount with VAT',
    ],
    lineDiscount: 'Discount',
    subtotal: 'Goods before VAT',
    vatAt: (rate: string, base: string) => `VAT ${rate} (on ${base})`,
    itemsTotal: 'Goods with VAT',
    discount: (code: string | null) => (code ? `Discount (voucher ${code})` : 'Discount'),
    deliveryFee: 'Delivery fee (VAT included)',
    deliveryFeeVat: 'of which VAT on the delivery fee',
    free: 'Free',
    total: 'Total',
    page: (n: number, of: number) => `Page ${n}/${of}`,
  },
} as const;

/**
 * [width in pt, alignment] of the item table's columns; they fill A4 less the margins (523 pt). The quantity is
 * written with its unit in one cell ("5,25 kg", "12 cartons"): a unit column of its own, 36 pt wide, broke
 * "Kilogram" inside the word.
 */
const COLUMNS: ReadonlyArray<readonly [number, 'left' | 'right']> = [
  [20, 'right'],
  [163, 'left'],
  [72, 'right'],
  [60, 'right'],
  [28, 'right'],
  [62, 'right'],
  [54, 'right'],
  [64, 'right'],
];
/** The smallest size a cell's text is shrunk to so that its longest word fits the column. */
const MIN_CELL_SIZE = 5;

const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (date: string) => date.split('-').reverse().join('/');

/** "08:30 05/03/2026" in Asia/Ho_Chi_Minh, as the web app writes a moment. */
function localDateTime(instant: Date): string {
  const { date, minutes } = toLocalDateTime(instant);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)} ${dmy(date)}`;
}

/** Goods before VAT and their VAT per rate, lowest first, summed from the lines (which add up to the order's totals). */
function vatByRate(items: readonly InvoiceItem[]): [rate: number, base: number, vat: number][] {
  const groups = new Map<number, [number, number]>();
  for (const item of items) {
    const [base, vat] = groups.get(item.vatRate) ?? [0, 0];
    groups.set(item.vatRate, [base + item.amountBeforeVat, vat + item.vat]);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([rate, [base, vat]]) => [rate, base, vat]);
}

/** The order as an A4 PDF in the reader's language, fonts embedded (subset), every page numbered. */
export async function renderOrderInvoice(input: InvoiceInput, lang: Language): Promise<Uint8Array> {
  const L = LABELS[lang];
  const { order } = input;
  const money = (amount: number) => formatMoney(amount, lang);
  // A name typed or imported decomposed would be set as loose combining marks; NFC gives the font's own glyphs.
  const nfc = (text: string) => text.normalize('NFC');

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: FONT.regular,
    lang: lang === 'vi' ? 'vi-VN' : 'en',
    info: { Title: `${L.title} ${order.code}`, Author: 'Chợ Bếp' },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  let y = MARGIN;

  const style = (size: number, bold = false, color = 'black') =>
    doc.font(bold ? FONT.bold : FONT.regular, size).fillColor(color);
  /** Writes a wrapped block and returns where it ends. */
  const write = (text: string, x: number, top: number, w: number, align: 'left' | 'right' = 'left') => {
    doc.text(nfc(text), x, top, { width: w, align });
    return top + doc.heightOfString(nfc(text), { width: w });
  };
  const rule = (at: number, thickness = 0.5) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + width, at)
      .lineWidth(thickness)
      .strokeColor(RULE)
      .stroke();

  // Title, the order's facts, then the parties side by side.
  style(16, true);
  write(L.title, MARGIN, y, width);
  y = write(order.code, MARGIN, y, width, 'right') + 2;
  style(7.5, false, GREY);
  y = write(L.notLegal, MARGIN, y, width) + 6;
  rule(y);
  y += 6;

  const half = (width - 16) / 2;
  const right = MARGIN + half + 16;
  const facts: [string, string][] = [
    [L.order, order.code],
    [L.createdAt, localDateTime(order.createdAt)],
    [L.delivery, `${dmy(order.deliveryDate)}, ${order.slotStart}–${order.slotEnd}`],
    [L.payment, PAYMENT_METHOD_LABELS[lang][order.paymentMethod]],
    [L.status, ORDER_STATUS_LABELS[lang][order.status]],
  ];
  if (order.deliveryNote) facts.push([L.note, order.deliveryNote]);
  style(9);
  let leftY = y;
  let rightY = y;
  facts.forEach(([label, value], i) => {
    if (i % 2 === 0) leftY = write(`${label}: ${value}`, MARGIN, leftY, half) + 1;
    else rightY = write(`${label}: ${value}`, right, rightY, half) + 1;
  });
  y = Math.max(leftY, rightY) + 6;
  rule(y);
  y += 6;

  const party = (x: number, top: number, heading: string, name: string, lines: string[]) => {
    style(8, true, GREY);
    let at = write(heading, x, top, half) + 1;
    style(10, true);
    at = write(name, x, at, half) + 1;
    style(9);
    for (const line of lines) at = write(line, x, at, half) + 1;
    return at;
  };
  const { supplier, buyer, store } = input;
  leftY = party(MARGIN, y, L.seller, supplier.name, supplier.address ? [supplier.address] : []);
  const storeLine = store.address ? `${store.name} — ${store.address}` : store.name;
  rightY = party(right, y, L.buyer, buyer.name, [
    ...(buyer.address ? [buyer.address] : []),
    `${L.store}: ${storeLine}`,
  ]);
  if (order.redInvoiceName || order.redInvoiceTaxCode) {
    const lines = [
      order.redInvoiceName && `${L.redName}: ${order.redInvoiceName}`,
      order.redInvoiceAddress && `${L.redAddress}: ${order.redInvoiceAddress}`,
      order.redInvoiceTaxCode && `${L.taxCode}: ${order.redInvoiceTaxCode}`,
    ].filter((line): line is string => Boolean(line));
    style(8, true, GREY);
    rightY = write(L.redInvoice, right, rightY + 6, half) + 1;
    style(9);
    for (const line of lines) rightY = write(line, right, rightY, half) + 1;
  }
  y = Math.max(leftY, rightY) + 10;
  style(7.5, false, GREY);
  y = write(L.currency, MARGIN, y, width, 'right') + 2;

  // The item table; its header starts every page it runs onto. pdfkit breaks a word that is wider than its column
  // letter by letter, so a cell whose longest word does not fit is set smaller until it does: lines wrap between
  // words, never inside one.
  const cellSize = (text: string, i: number, size: number) => {
    const inner = COLUMNS[i]![0] - 2 * PAD;
    const words = nfc(text).split(/\s+/);
    let fitted = size;
    while (fitted > MIN_CELL_SIZE && Math.max(...words.map((w) => doc.fontSize(fitted).widthOfString(w))) > inner)
      fitted -= 0.25;
    doc.fontSize(size);
    return fitted;
  };
  const cellsHeight = (cells: readonly string[], size: number) =>
    Math.max(
      ...cells.map((text, i) => {
        const height = doc
          .fontSize(cellSize(text, i, size))
          .heightOfString(nfc(text), { width: COLUMNS[i]![0] - 2 * PAD });
        doc.fontSize(size);
        return height;
      }),
    );
  const drawCells = (cells: readonly string[], top: number, size: number) => {
    let x = MARGIN;
    cells.forEach((text, i) => {
      const [w, align] = COLUMNS[i]!;
      doc.fontSize(cellSize(text, i, size)).text(nfc(text), x + PAD, top + PAD, { width: w - 2 * PAD, align });
      doc.fontSize(size);
      x += w;
    });
  };
  const header = () => {
    style(7.5, true);
    const h = cellsHeight(L.columns, 7.5) + 2 * PAD;
    doc.rect(MARGIN, y, width, h).fill('#eeeeee');
    style(7.5, true); // fill() left the shade as the text colour
    drawCells(L.columns, y, 7.5);
    y += h;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  header();

  input.items.forEach((item, index) => {
    const quantity = item.deliveredQuantity ?? item.acceptedQuantity ?? item.quantity;
    const cells = [
      String(index + 1),
      item.name,
      formatQuantity(quantity, lang, { code: item.unitCode, name: item.unit }),
      formatNumber(item.priceBeforeVat, lang),
      `${item.vatRate}%`,
      formatNumber(item.amountBeforeVat, lang),
      formatNumber(item.vat, lang),
      formatNumber(item.amount, lang),
    ];
    const nameWidth = COLUMNS[1]![0] - 2 * PAD;
    const discount = item.discount ? nfc(`${L.lineDiscount}: −${money(item.discount)}`) : null;
    style(8);
    const nameHeight = doc.heightOfString(nfc(item.name), { width: nameWidth });
    let h = cellsHeight(cells, 8);
    if (discount) h = Math.max(h, nameHeight + style(7).heightOfString(discount, { width: nameWidth }));
    h += 2 * PAD;
    if (y + h > bottom()) {
      newPage();
      header();
    }
    style(8);
    drawCells(cells, y, 8);
    if (discount)
      style(7, false, GREY).text(discount, MARGIN + COLUMNS[0]![0] + PAD, y + PAD + nameHeight, { width: nameWidth });
    y += h;
    rule(y, 0.3);
  });

  // Totals, kept together under the table.
  const totals: [string, string, boolean?][] = [[L.subtotal, money(order.subtotalBeforeVat)]];
  for (const [rate, base, vat] of vatByRate(input.items)) totals.push([L.vatAt(`${rate}%`, money(base)), money(vat)]);
  totals.push([L.itemsTotal, money(order.itemsTotal)]);
  if (order.discount) totals.push([L.discount(order.voucherCode ?? null), `−${money(order.discount)}`]);
  totals.push([L.deliveryFee, order.deliveryFee ? money(order.deliveryFee) : L.free]);
  if (order.deliveryFeeVat) totals.push([L.deliveryFeeVat, money(order.deliveryFeeVat)]);
  totals.push([L.total, money(order.grossTotal), true]);

  const valueWidth = 100;
  const labelWidth = 240;
  const labelX = MARGIN + width - valueWidth - labelWidth;
  style(9);
  const totalsHeight = totals.length * (doc.currentLineHeight() + 3) + 20;
  y += 8;
  if (y + totalsHeight > bottom()) newPage();
  for (const [label, value, strong] of totals) {
    if (strong) {
      rule(y);
      y += 4;
    }
    style(strong ? 11 : 9, strong);
    write(label, labelX, y, labelWidth, 'right');
    y = write(value, labelX + labelWidth, y, valueWidth, 'right') + 3;
  }

  // Page numbers once the page count is known; the bottom margin is lifted so the footer does not open a page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const top = doc.page.height - MARGIN;
    style(7.5, false, GREY);
    doc.text(nfc(`${order.code} · ${supplier.name}`), MARGIN, top, { width: width / 2, lineBreak: false });
    doc.text(nfc(L.page(i - start + 1, count)), MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  }
  doc.end();
  return done;
}
