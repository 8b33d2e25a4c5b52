import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './choose-initial-status';
import { ORDER_STATUS_LABELS, orderStatusLabel } from './order-labels';

/** Words that carry no meaning of their own in a status label. */
const FILLER: Record<'vi' | 'en', RegExp> = {
  vi: /\b(đã|đến|cho|the|bởi)\b/gu,
  en: /\b(the|to|by|for)\b/g,
};

describe('ORDER_STATUS_LABELS', () => {
  it.each(['vi', 'en'] as const)('%s: one label per status, and no two statuses read alike', (lang) => {
    const labels = ORDER_STATUSES.map((status) => orderStatusLabel(status, lang));
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    // Alike: the same words once case and filler words are set aside ("Đã gửi đến nhà cung cấp" and "Đã chuyển đến
    // nhà cung cấp" were two names a buyer read as one state).
    const gist = (label: string) =>
      label.normalize('NFC').toLocaleLowerCase(lang).replace(FILLER[lang], ' ').replace(/\s+/g, ' ').trim();
    expect(new Set(labels.map(gist)).size).toBe(ORDER_STATUSES.length);
    expect(Object.keys(ORDER_STATUS_LABELS[lang]).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each([
    ['PENDING_APPROVAL', 'vi', 'Chờ duyệt'],
    ['PENDING_ACCEPTANCE', 'vi', 'Chờ nhà cung cấp xác nhận'],
    ['PENDING_ACCEPTANCE', 'en', 'Awaiting supplier acceptance'],
    ['SENT', 'vi', 'Chợ Bếp đã chuyển đơn'],
    ['SENT', 'en', 'Forwarded by Chợ Bếp'],
    ['APPROVAL_DISAPPROVED', 'vi', 'Không được duyệt'],
    ['DECLINED', 'en', 'Declined by the supplier'],
  ] as const)('%s in %s reads "%s"', (status, lang, label) => {
    expect(orderStatusLabel(status, lang)).toBe(label);
  });
});
