import { formatQuantity } from '../cart/format-quantity';
import type { ItemsChangedData } from '../notifications/render-notification';
import type { Language } from '../platform/constants';
import type { MailContent } from '../platform/mail/render-mail';
import { formatMoney } from '../text/format-money';
import { formatOrderNumber } from './choose-initial-status';

export interface LineChangesMailInput {
  lang: Language;
  orderNumber: number;
  buyerName: string;
  storeName: string;
  items: ItemsChangedData['items'];
  totalBefore: number;
  totalAfter: number;
  reason: string | null;
  /** The supplier's page of the order; null when no origin is known (no link then). */
  url: string | null;
}

function formatValue(kind: ItemsChangedData['items'][number]['kind'], value: number | null, lang: Language): string {
  if (value === null) return '—';
  if (kind === 'FINAL_PRICE' || kind === 'PRICE_PROPOSED') return formatMoney(value, lang);
  return formatQuantity(value, lang);
}

/**
 * The mail a supplier's users get when the buyer changed what an order bills (a delivered quantity counted at the
 * store) or proposed another price: which lines, before → after, the total, the reason, and where to answer.
 */
export function lineChangesMailContent(input: LineChangesMailInput): MailContent {
  const { lang } = input;
  const number = formatOrderNumber(input.orderNumber);
  const proposed = input.items.some((i) => i.kind === 'PRICE_PROPOSED');
  const lines = input.items.map((i) => {
    const name = lang === 'vi' ? i.nameVi : i.nameEn || i.nameVi;
    const what =
      i.kind === 'PRICE_PROPOSED'
        ? lang === 'vi'
          ? 'đề xuất đơn giá'
          : 'proposed unit price'
        : i.kind === 'DELIVERED_QUANTITY'
          ? lang === 'vi'
            ? 'số lượng nhận'
            : 'quantity received'
          : lang === 'vi'
            ? 'thay đổi'
            : 'change';
    return `• ${name} — ${what}: ${formatValue(i.kind, i.before, lang)} → ${formatValue(i.kind, i.after, lang)}`;
  });
  const total = `${formatMoney(input.totalBefore, lang)} → ${formatMoney(input.totalAfter, lang)}`;
  if (lang === 'en')
    return {
      lang,
      subject: `Order ${number}: ${input.buyerName} ${proposed ? 'proposes a price' : 'updated the delivered items'}`,
      greeting: 'Hello,',
      paragraphs: [
        `${input.buyerName} (${input.storeName}) changed order ${number}:`,
        ...lines,
        `Total to pay: ${total}.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        ...(proposed ? ['A proposed price is billed only once you set it as the final price on the order.'] : []),
      ],
      action: input.url ? { label: 'Open the order', url: input.url } : undefined,
    };
  return {
    lang,
    subject: `Đơn ${number}: ${input.buyerName} ${proposed ? 'đề xuất đơn giá' : 'cập nhật hàng đã nhận'}`,
    greeting: 'Xin chào,',
    paragraphs: [
      `${input.buyerName} (${input.storeName}) đã thay đổi đơn hàng ${number}:`,
      ...lines,
      `Tổng thanh toán: ${total}.`,
      ...(input.reason ? [`Lý do: ${input.reason}`] : []),
      ...(proposed ? ['Đơn giá đề xuất chỉ được tính khi bạn đặt nó làm đơn giá cuối cùng của đơn hàng.'] : []),
    ],
    action: input.url ? { label: 'Mở đơn hàng', url: input.url } : undefined,
  };
}
