import { formatQuantity } from '../cart/format-quantity';
import type { OrderStatus } from '../orders/choose-initial-status';
import { formatOrderNumber } from '../orders/choose-initial-status';
import { ORDER_STATUS_LABELS } from '../orders/order-labels';
import type { Language } from '../platform/constants';
import { formatMoney } from '../text/format-money';

/** spec/trading.md §3 "Notification message": the kinds of message a buyer's store receives. */
export const NOTIFICATION_TYPES = ['ORDER_STATUS_UPDATE', 'ORDER_MISSING_ITEM', 'ORDER_ITEMS_CHANGED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_READ_STATUSES = ['NOT_READ', 'IS_READ'] as const;
export type NotificationReadStatus = (typeof NOTIFICATION_READ_STATUSES)[number];

/** Push-token registration (spec §3 enumerations). */
export const PUSH_PROVIDERS = ['EXPO', 'FCM'] as const;
export type PushProvider = (typeof PUSH_PROVIDERS)[number];
export const PUSH_PLATFORMS = ['ANDROID', 'IOS', 'WEB'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** What an ORDER_STATUS_UPDATE stores: facts, never sentences (the reader's language decides the words). */
export interface OrderStatusUpdateData {
  orderNumber: number;
  supplierName: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** The disapproval, decline or cancel reason, as its author wrote it. */
  reason?: string | null;
}

export interface MissingItemData {
  orderNumber: number;
  supplierName: string;
  items: { nameVi: string; nameEn: string; missingQuantity?: number | null }[];
  note?: string | null;
}

/**
 * ORDER_ITEMS_CHANGED: the supplier's side changed what the order bills after it was placed — accepted fewer,
 * delivered another weight, set another price — with the order's total before and after and the reason given.
 */
export interface ItemsChangedData {
  orderNumber: number;
  supplierName: string;
  items: {
    nameVi: string;
    nameEn: string;
    kind:
      | 'ORDERED_QUANTITY'
      | 'ACCEPTED_QUANTITY'
      | 'DELIVERED_QUANTITY'
      | 'FINAL_PRICE'
      | 'PRICE_PROPOSED'
      | 'MISSING';
    before: number | null;
    after: number | null;
  }[];
  totalBefore: number;
  totalAfter: number;
  reason?: string | null;
}

export type NotificationData =
  | ({ type: 'ORDER_STATUS_UPDATE' } & OrderStatusUpdateData)
  | ({ type: 'ORDER_MISSING_ITEM' } & MissingItemData)
  | ({ type: 'ORDER_ITEMS_CHANGED' } & ItemsChangedData);

/** Page sizes of notificationMessages. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;
/** Push tokens (an FCM token is ≈ 160 characters, an Expo one ≈ 40). */
export const PUSH_TOKEN_MAX = 4096;

const q = (text: string) => `“${text}”`;

/**
 * The title and content of a message in the reader's language, from its type and stored facts. Rendered when read,
 * so a Vietnamese approver and an English owner of the same store each read their own language, and a change of
 * wording reaches old messages too.
 */
export function renderNotification(data: NotificationData, lang: Language): { title: string; content: string } {
  const number = formatOrderNumber(data.orderNumber);
  if (data.type === 'ORDER_STATUS_UPDATE') {
    const to = ORDER_STATUS_LABELS[lang][data.to];
    const from = data.from ? ORDER_STATUS_LABELS[lang][data.from] : null;
    const reason = data.reason?.trim();
    if (lang === 'vi') {
      const moved = from
        ? `Đơn hàng ${number} của ${data.supplierName} đã chuyển từ ${q(from)} sang ${q(to)}.`
        : `Đơn hàng ${number} của ${data.supplierName} đang ở trạng thái ${q(to)}.`;
      return { title: `Đơn hàng ${number}: ${to}`, content: reason ? `${moved} Lý do: ${reason}` : moved };
    }
    const moved = from
      ? `Order ${number} from ${data.supplierName} moved from ${q(from)} to ${q(to)}.`
      : `Order ${number} from ${data.supplierName} is now ${q(to)}.`;
    return { title: `Order ${number}: ${to}`, content: reason ? `${moved} Reason: ${reason}` : moved };
  }
  if (data.type === 'ORDER_ITEMS_CHANGED') return renderItemsChanged(data, number, lang);
  const names = data.items
    .map((i) => {
      const name = lang === 'vi' ? i.nameVi : i.nameEn || i.nameVi;
      return i.missingQuantity ? `${name} (${formatQuantity(i.missingQuantity, lang)})` : name;
    })
    .join(', ');
  const note = data.note?.trim();
  if (lang === 'vi') {
    const text = `${data.supplierName} báo thiếu hàng trong đơn ${number}: ${names}.`;
    return { title: `Đơn hàng ${number} thiếu hàng`, content: note ? `${text} Ghi chú: ${note}` : text };
  }
  const text = `${data.supplierName} reported items missing from order ${number}: ${names}.`;
  return { title: `Items missing from order ${number}`, content: note ? `${text} Note: ${note}` : text };
}

function renderItemsChanged(
  data: ItemsChangedData,
  number: string,
  lang: Language,
): { title: string; content: string } {
  const money = (n: number) => formatMoney(n, lang);
  const value = (kind: ItemsChangedData['items'][number]['kind'], n: number | null) =>
    n === null ? '—' : kind === 'FINAL_PRICE' || kind === 'PRICE_PROPOSED' ? money(n) : formatQuantity(n, lang);
  const lines = data.items
    .map((i) => {
      const name = lang === 'vi' ? i.nameVi : i.nameEn || i.nameVi;
      return `${name}: ${value(i.kind, i.before)} → ${value(i.kind, i.after)}`;
    })
    .join('; ');
  const reason = data.reason?.trim();
  if (lang === 'vi') {
    const text = `${data.supplierName} đã cập nhật đơn hàng ${number}: ${lines}. Tổng thanh toán ${money(data.totalBefore)} → ${money(data.totalAfter)}.`;
    return { title: `Đơn hàng ${number} đã được cập nhật`, content: reason ? `${text} Lý do: ${reason}` : text };
  }
  const text = `${data.supplierName} updated order ${number}: ${lines}. Total ${money(data.totalBefore)} → ${money(data.totalAfter)}.`;
  return { title: `Order ${number} was updated`, content: reason ? `${text} Reason: ${reason}` : text };
}
