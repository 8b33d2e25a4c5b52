import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/choose-initial-status';
import { ORDER_STATUS_LABELS } from '../orders/order-labels';
import { renderNotification } from './render-notification';

describe('renderNotification', () => {
  it.each([
    [
      'vi',
      { from: 'PENDING_APPROVAL', to: 'PENDING_ACCEPTANCE', reason: null },
      'Đơn hàng CB-000042: Đã gửi đến nhà cung cấp',
      'Đơn hàng CB-000042 của Rau Đà Lạt đã chuyển từ “Chờ duyệt” sang “Đã gửi đến nhà cung cấp”.',
    ],
    [
      'en',
      { from: 'PENDING_APPROVAL', to: 'PENDING_ACCEPTANCE', reason: null },
      'Order CB-000042: Sent to the supplier',
      'Order CB-000042 from Rau Đà Lạt moved from “Pending approval” to “Sent to the supplier”.',
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
      'Order CB-000042 from Rau Đà Lạt moved from “Forwarded to the supplier” to “Declined by the supplier”. Reason: Hết hàng',
    ],
    [
      'en',
      { from: null, to: 'PENDING_ACCEPTANCE', reason: null },
      'Order CB-000042: Sent to the supplier',
      'Order CB-000042 from Rau Đà Lạt is now “Sent to the supplier”.',
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

  it('every status has wording in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS.vi[status].length).toBeGreaterThan(0);
      expect(ORDER_STATUS_LABELS.en[status].length).toBeGreaterThan(0);
    }
  });
});
