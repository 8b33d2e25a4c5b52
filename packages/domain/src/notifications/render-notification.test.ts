import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/choose-initial-status';
import { ORDER_STATUS_LABELS } from '../orders/order-labels';
import { renderNotification } from './render-notification';

describe('renderNotification', () => {
  it.each([
    [
      'vi',
      { from: 'PENDING_APPROVAL', to: 'PENDING_ACCEPTANCE', reason: null },
      'Đơn hàng CB-000042: Chờ nhà cung cấp xác nhận',
      'Đơn hàng CB-000042 của Rau Đà Lạt đã chuyển từ “Chờ duyệt” sang “Chờ nhà cung cấp xác nhận”.',
    ],
    [
      'en',
      { from: 'PENDING_APPROVAL', to: 'PENDING_ACCEPTANCE', reason: null },
      'Order CB-000042: Awaiting supplier acceptance',
      'Order CB-000042 from Rau Đà Lạt moved from “Pending approval” to “Awaiting supplier acceptance”.',
    ],
    [
      'vi',
      { from: 'PENDING_APPROVAL', to: 'APPROVAL_DISAPPROVED', reason: 'Vượt ngân sách tuần' },
      'Đơn hàng CB-000042: Không được duyệt',
      'Đơn hàng CB-000042 của Rau Đà Lạt đã chuyển từ “Chờ duyệt” sang “Không được duyệt”. Lý do: Vượt ngân sách tuần',
    ],
    [
      'en',
      { from: 'SENT', to: 'DECLINED', reason: 'Hết hàng' },
      'Order CB-000042: Declined by the supplier',
      'Order CB-000042 from Rau Đà Lạt moved from “Forwarded by Chợ Bếp” to “Declined by the supplier”. Reason: Hết hàng',
    ],
    [
      'en',
      { from: null, to: 'PENDING_ACCEPTANCE', reason: null },
      'Order CB-000042: Awaiting supplier acceptance',
      'Order CB-000042 from Rau Đà Lạt is now “Awaiting supplier acceptance”.',
    ],
  ] as const)('%s: %j', (lang, change, title, content) => {
    expect(
      renderNotification({ type: 'ORDER_STATUS_UPDATE', orderNumber: 42, supplierName: 'Rau Đà Lạt', ...change }, lang),
    ).toEqual({ title, content });
  });

  it('names the missing items in the reader’s language, with the quantity when known', () => {
    const data = {
      type: 'ORDER_MISSING_ITEM' as const,
      orderNumber: 7,
      supplierName: 'Hải sản Vũng Tàu',
      items: [
        { nameVi: 'Tôm sú', nameEn: 'Tiger prawns', missingQuantity: 1.5 },
        { nameVi: 'Mực ống', nameEn: '' },
      ],
      note: 'Giao bù ngày mai',
    };
    expect(renderNotification(data, 'vi')).toEqual({
      title: 'Đơn hàng CB-000007 thiếu hàng',
      content: 'Hải sản Vũng Tàu báo thiếu hàng trong đơn CB-000007: Tôm sú (1,5), Mực ống. Ghi chú: Giao bù ngày mai',
    });
    expect(renderNotification(data, 'en')).toEqual({
      title: 'Items missing from order CB-000007',
      content:
        'Hải sản Vũng Tàu reported items missing from order CB-000007: Tiger prawns (1.5), Mực ống. Note: Giao bù ngày mai',
    });
  });

  it('tells what the supplier changed, before → after, with the total and the reason', () => {
    const data = {
      type: 'ORDER_ITEMS_CHANGED' as const,
      orderNumber: 12,
      supplierName: 'Thịt Sạch Phương Nam',
      items: [
        { nameVi: 'Thịt ba chỉ', nameEn: 'Pork belly', kind: 'DELIVERED_QUANTITY' as const, before: 3, after: 2.85 },
        { nameVi: 'Sườn non', nameEn: 'Baby ribs', kind: 'FINAL_PRICE' as const, before: 150_000, after: 145_000 },
      ],
      totalBefore: 1_250_000,
      totalAfter: 1_190_250,
      reason: 'Giá chợ hôm nay',
    };
    expect(renderNotification(data, 'vi')).toEqual({
      title: 'Đơn hàng CB-000012 đã được cập nhật',
      content:
        'Thịt Sạch Phương Nam đã cập nhật đơn hàng CB-000012: Thịt ba chỉ: 3 → 2,85; Sườn non: 150.000 đ → 145.000 đ. Tổng thanh toán 1.250.000 đ → 1.190.250 đ. Lý do: Giá chợ hôm nay',
    });
    expect(renderNotification(data, 'en')).toEqual({
      title: 'Order CB-000012 was updated',
      content:
        'Thịt Sạch Phương Nam updated order CB-000012: Pork belly: 3 → 2.85; Baby ribs: 150,000 đ → 145,000 đ. Total 1,250,000 đ → 1,190,250 đ. Reason: Giá chợ hôm nay',
    });
  });

  it('every status has wording in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS.vi[status].length).toBeGreaterThan(0);
      expect(ORDER_STATUS_LABELS.en[status].length).toBeGreaterThan(0);
    }
  });
});
