import type { PaymentMethod } from '../checkout/payment-methods';
import type { Language } from '../platform/constants';
import type { OrderStatus } from './choose-initial-status';

/** How payment methods are written in documents (the checkout's wording, apps/web/messages/vi/checkout.json and en). */
export const PAYMENT_METHOD_LABELS: Record<Language, Record<PaymentMethod, string>> = {
  vi: {
    COD: 'Thanh toán khi nhận hàng (COD)',
    BANK_TRANSFER: 'Chuyển khoản ngân hàng',
    DEPOSIT: 'Trừ vào tiền ký quỹ',
    DEBT_7_DAY: 'Công nợ 7 ngày',
    DEBT_15_DAY: 'Công nợ 15 ngày',
    DEBT_1_MONTH: 'Công nợ 1 tháng',
  },
  en: {
    COD: 'Cash on delivery (COD)',
    BANK_TRANSFER: 'Bank transfer',
    DEPOSIT: 'Pay from deposit',
    DEBT_7_DAY: 'Credit, 7 days',
    DEBT_15_DAY: 'Credit, 15 days',
    DEBT_1_MONTH: 'Credit, 1 month',
  },
};

/**
 * The order statuses as buyers read them, in both languages: the one wording for the web's badges and filters, the
 * notifications, the invoice and the CSV. Words a Vietnamese kitchen uses on the phone with its supplier ("chờ
 * duyệt", "đang giao"), not the enum names.
 */
export const ORDER_STATUS_LABELS: Record<Language, Record<OrderStatus, string>> = {
  vi: {
    PENDING_APPROVAL: 'Chờ duyệt',
    APPROVAL_DISAPPROVED: 'Không được duyệt',
    PENDING_ACCEPTANCE: 'Đã gửi đến nhà cung cấp',
    ACCEPTED: 'Đã xác nhận',
    SENT: 'Đã chuyển đến nhà cung cấp',
    IN_PROGRESS: 'Đang chuẩn bị',
    PENDING_DELIVERY: 'Chờ giao hàng',
    DELIVERING: 'Đang giao',
    DELIVERY_IN_PROGRESS: 'Đang nhận hàng',
    DELIVERED: 'Đã giao',
    DECLINED: 'Nhà cung cấp từ chối',
    CANCELED: 'Đã huỷ',
  },
  en: {
    PENDING_APPROVAL: 'Pending approval',
    APPROVAL_DISAPPROVED: 'Disapproved',
    PENDING_ACCEPTANCE: 'Sent to the supplier',
    ACCEPTED: 'Accepted',
    SENT: 'Forwarded to the supplier',
    IN_PROGRESS: 'Being prepared',
    PENDING_DELIVERY: 'Ready for delivery',
    DELIVERING: 'Out for delivery',
    DELIVERY_IN_PROGRESS: 'Being handed over',
    DELIVERED: 'Delivered',
    DECLINED: 'Declined by the supplier',
    CANCELED: 'Canceled',
  },
};

export function orderStatusLabel(status: OrderStatus, lang: Language): string {
  return ORDER_STATUS_LABELS[lang][status];
}
