import { ORDER_ACTION_RULES, ORDER_STATUSES, totalOrderLines } from '@chobep/domain';
import { describe, expect, it } from 'vitest';
import { type DemoOrderProduct, generateOrders } from './generate-orders';

const NOW = new Date('2026-11-26T03:00:00Z');
const product = (i: number, supplierId: number): DemoOrderProduct => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  supplierId,
  nameVi: `Sản phẩm ${i}`,
  nameEn: `Product ${i}`,
  uomCode: 'KG',
  priceBeforeVat: 10_000 + i * 1_234,
  vatRate: i % 3 === 0 ? 10 : 8,
  allowDecimal: i % 4 === 0,
});
const catalogue = Array.from({ length: 40 }, (_, i) => product(i, 1 + (i % 4)));
const generate = () =>
  generateOrders({
    seed: 42,
    now: NOW,
    stores: [
      { id: 'store-a', buyerId: 'buyer-a', userIds: ['owner', 'purchaser'], products: catalogue, orders: 70 },
      { id: 'store-b', buyerId: 'buyer-b', userIds: ['other'], products: catalogue, orders: 20 },
    ],
  });

describe('generateOrders', () => {
  const out = generate();

  it('is the same for the same seed and day', () => {
    expect(generate()).toEqual(out);
  });

  it('has every status, the first store included', () => {
    const first = new Set(out.orders.filter((o) => o.storeId === 'store-a').map((o) => o.status));
    expect([...first].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(out.orders).toHaveLength(90);
  });

  it('adds up to the đồng: lines, VAT, delivery fee and gross total', () => {
    for (const order of out.orders) {
      const items = out.items.filter((i) => i.orderId === order.id);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(new Set(items.map((i) => catalogue.find((p) => p.id === i.productId)?.supplierId))).toEqual(
        new Set([order.supplierId]),
      );
      const totals = totalOrderLines(items);
      expect(order.subtotalBeforeVat).toBe(totals.subtotalBeforeVat);
      expect(order.vat).toBe(totals.vat);
      expect(order.itemsTotal).toBe(totals.total);
      expect(order.grossTotal).toBe(order.itemsTotal + order.deliveryFee);
      expect(order.deliveryFee).toBe(order.itemsTotal >= 400_000 ? 0 : 25_000);
    }
  });

  it('walks each order along the state machine, in time, to its status', () => {
    for (const order of out.orders) {
      const steps = out.history.filter((h) => h.orderId === order.id);
      expect(steps[0]).toMatchObject({ fromStatus: null, actorSide: 'BUYER' });
      expect(['PENDING_APPROVAL', 'PENDING_ACCEPTANCE']).toContain(steps[0]?.status);
      for (const [i, step] of steps.slice(1).entries()) {
        const before = steps[i];
        expect(step.fromStatus).toBe(before?.status);
        expect(step.createdAt.getTime()).toBeGreaterThan(before?.createdAt.getTime() ?? 0);
        const allowed = Object.values(ORDER_ACTION_RULES).some(
          (rule) =>
            rule.to === step.status &&
            rule.from.includes(step.fromStatus as never) &&
            rule.sides[step.actorSide as 'BUYER'] !== undefined,
        );
        expect(allowed, `${step.fromStatus} → ${step.status} by ${step.actorSide}`).toBe(true);
      }
      const last = steps.at(-1);
      expect(last?.status).toBe(order.status);
      expect(order.statusChangedAt).toEqual(last?.createdAt);
      expect(order.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(last?.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (['APPROVAL_DISAPPROVED', 'DECLINED', 'CANCELED'].includes(order.status))
        expect(order.statusReason).toBeTruthy();
    }
  });

  it('delivers in the past what is delivered, and keeps what is open ahead or today', () => {
    for (const order of out.orders) {
      if (['PENDING_APPROVAL', 'PENDING_ACCEPTANCE', 'SENT', 'ACCEPTED', 'IN_PROGRESS'].includes(order.status))
        expect(order.deliveryDate > '2026-11-26').toBe(true);
      if (order.status === 'DELIVERED') expect(order.deliveryDate <= '2026-11-26').toBe(true);
    }
  });
});
