import type { Language } from '../platform/constants';
import type { OrderStatus } from './choose-initial-status';

/**
 * The wording of every order status, in both languages: the one source for the web's badges and filters, the
 * notifications' titles and contents, the invoice and the CSV. Words a Vietnamese kitchen uses on the phone with
 * its supplier ("chờ duyệt", "đang giao"), not the enum names.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, Record<Language, string>> = {
  PENDING_APPROVAL: { vi: 'Chờ duyệt', en: 'Pending approval' },
  APPROVAL_DISAPPROVED: { vi: 'Không được duyệt', en: 'Disapproved' },
  PENDING_ACCEPTANCE: { vi: 'Chờ nhà cung cấp xác nhận', en: 'Waiting for the supplier' },
  ACCEPTED: { vi: 'Đã xác nhận', en: 'Accepted' },
  SENT: { vi: 'Đã gửi nhà cung cấp', en: 'Sent to the supplier' },
  IN_PROGRESS: { vi: 'Đang chuẩn bị', en: 'Being prepared' },
  PENDING_DELIVERY: { vi: 'Chờ giao hàng', en: 'Ready for delivery' },
  DELIVERING: { vi: 'Đang giao', en: 'Out for delivery' },
  DELIVERY_IN_PROGRESS: { vi: 'Đang nhận hàng', en: 'Being handed over' },
  DELIVERED: { vi: 'Đã giao', en: 'Delivered' },
  DECLINED: { vi: 'Nhà cung cấp từ chối', en: 'Declined by the supplier' },
  CANCELED: { vi: 'Đã huỷ', en: 'Canceled' },
};

export function orderStatusLabel(status: OrderStatus, lang: Language): string {
  return ORDER_STATUS_LABELS[status][lang];
}
