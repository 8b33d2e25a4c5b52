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
 * The order statuses in both languages: the one wording of every place that writes a status — the buyer's, the
 * supplier's and the operator's pages and filters, checkout's last step, the notifications and mails, the delivery
 * note, the invoice and the CSV. No messages file holds a status label of its own (a test in apps/web/src/i18n
 * checks), and no two statuses read alike (order-labels.test.ts), so one state never shows under two names. Words
 * that read right to both sides of the order and that a Vietnamese kitchen uses on the phone with its supplier
 * ("chờ duyệt", "đang giao"), not the enum names.
 */
export const ORDER_STATUS_LABELS: Record<Language, Record<OrderStatus, string>> = {
  vi: {
    PENDING_APPROVAL: 'Chờ duyệt',
    APPROVAL_DISAPPROVED: 'Không được duyệt',
    PENDING_ACCEPTANCE: 'Chờ nhà cung cấp xác nhận',
    ACCEPTED: 'Đã xác nhận',
    SENT: 'Chợ Bếp đã chuyển đơn',
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
    PENDING_ACCEPTANCE: 'Awaiting supplier acceptance',
    ACCEPTED: 'Accepted',
    SENT: 'Forwarded by Chợ Bếp',
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
