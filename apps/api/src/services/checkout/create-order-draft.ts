import { randomBytes } from 'node:crypto';
import { type Db, orderDrafts } from '@chobep/db';
import { checkDeposit, DomainError, isValidTaxCode, type PaymentMethod, type Region, withVat } from '@chobep/domain';
import { assertStoreCanOrder } from '../cart/assert-store-can-order';
import { readCart } from '../cart/read-cart';
import { type CheckoutPlan, planCheckout } from './plan-checkout';

/** How long a draft can be turned into orders: long enough to read step 3, short enough that prices hold. */
export const DRAFT_TTL_MS = 30 * 60_000;

export interface DraftLine {
  productId: string;
  nameVi: string;
  nameEn: string;
  uomCode: string;
  quantity: number;
  priceBeforeVat: number;
  vatRate: number;
  price: number;
  amountBeforeVat: number;
  vat: number;
  amount: number;
  discount: number;
}

export interface DraftGroup {
  supplierId: number;
  deliveryDate: string;
  slotStart: string;
  slotEnd: string;
  deliveryNote: string | null;
  paymentMethod: PaymentMethod;
  voucherId: string | null;
  voucherCode: string | null;
  lines: DraftLine[];
  subtotalBeforeVat: number;
  vat: number;
  itemsTotal: number;
  discount: number;
  deliveryFee: number;
  deliveryFeeVat: number;
  grossTotal: number;
}

export interface RedInvoice {
  name: string | null;
  address: string | null;
  taxCode: string | null;
}

export interface DraftSnapshot {
  storeId: string;
  createdAt: string;
  groups: DraftGroup[];
  redInvoice: RedInvoice;
}

export interface DraftRow {
  token: string;
  storeId: string;
  expiresAt: Date;
  snapshot: DraftSnapshot;
  orderIds: string[] | null;
}

/**
 * Every refusal a checkout can meet before orders exist, in the order a buyer fixes them: the cart is empty, a
 * group is under its minimum, has no delivery date or slot left, a voucher no longer qualifies, the deposit does
 * not cover the deposit-paid orders. The same checks run again in orderCreate.
 */
export function checkPlanOrderable(plan: CheckoutPlan): void {
  if (plan.groups.size === 0) throw new DomainError('CART_EMPTY');
  let depositTotal = 0;
  for (const g of plan.groups.values()) {
    if (!g.minimum.reached)
      throw new DomainError('ORDER_UNDER_MINIMUM', 'supplierId', {
        supplierId: g.group.supplierId,
        missing: g.minimum.missing,
      });
    if (!g.deliveryDate) throw new DomainError('DELIVERY_DATE_NOT_AVAILABLE', 'date', { date: '—' });
    if (g.slots.length > 0 && !g.slot) throw new DomainError('DELIVERY_SLOT_NOT_AVAILABLE', 'startTime');
    if (g.voucherError) throw new DomainError('VOUCHER_APPLICATION_FAILED', 'voucherCode');
    if (g.paymentMethod === 'DEPOSIT') depositTotal += g.grossTotal;
  }
  if (depositTotal > 0) {
    const deposit = checkDeposit(plan.facts.buyer.depositBalance ?? 0, depositTotal);
    if (!deposit.ok) throw new DomainError('DEPOSIT_INSUFFICIENT', 'paymentMethod', deposit.params);
  }
}

/** The snapshot of a plan: every line priced, every total, every choice; what orderCreate orders. */
export function snapshotOf(plan: CheckoutPlan, storeId: string, redInvoice: RedInvoice, now: Date): DraftSnapshot {
  return {
    storeId,
    createdAt: now.toISOString(),
    redInvoice,
    groups: [...plan.groups.values()].map((g) => ({
      supplierId: g.group.supplierId,
      deliveryDate: g.deliveryDate as string,
      slotStart: g.slot?.start ?? '',
      slotEnd: g.slot?.end ?? '',
      deliveryNote: g.group.choice?.deliveryNote ?? null,
      paymentMethod: g.paymentMethod,
      voucherId: g.voucher && !g.voucherError ? String(g.voucher.id) : null,
      voucherCode: g.voucher && !g.voucherError ? g.voucher.code : null,
      lines: g.group.lines.map((l, at) => ({
        productId: l.product.id,
        nameVi: l.product.nameVi,
        nameEn: l.product.nameEn,
        uomCode: l.product.uomCode,
        quantity: l.quantity,
        priceBeforeVat: l.product.regionPrice ?? 0,
        vatRate: l.product.vatRate,
        price: withVat(l.product.regionPrice ?? 0, l.product.vatRate),
        amountBeforeVat: l.amountBeforeVat,
        vat: l.vat,
        amount: l.amount,
        discount: g.lineDiscounts[at] ?? 0,
      })),
      subtotalBeforeVat: g.group.subtotalBeforeVat,
      vat: g.group.vat,
      itemsTotal: g.group.total,
      discount: g.discount,
      deliveryFee: g.fee.fee,
      deliveryFeeVat: g.fee.additionalVat,
      grossTotal: g.grossTotal,
    })),
  };
}

/**
 * cartCreateOrderDraft: checks the store's cart as orderCreate will, and keeps a snapshot of it under a random token
 * for 30 minutes. The red-invoice details are the company's unless the buyer typed others.
 */
export async function createOrderDraft(
  db: Db,
  scope: { storeId: string; buyerId: string; userId: string; region: Region },
  redInvoiceInput: Partial<RedInvoice> | null,
  now = new Date(),
): Promise<DraftRow> {
  await assertStoreCanOrder(db, scope.storeId);
  const cart = await readCart(db, scope.storeId, scope.region);
  const plan = await planCheckout(db, cart, now);
  checkPlanOrderable(plan);
  const company = plan.facts.buyer.redInvoice;
  const clean = (v: string | null | undefined) => {
    const text = v?.normalize('NFC').trim();
    return text ? text : null;
  };
  const redInvoice: RedInvoice = redInvoiceInput
    ? {
        name: clean(redInvoiceInput.name),
        address: clean(redInvoiceInput.address),
        taxCode: clean(redInvoiceInput.taxCode),
      }
    : company;
  if (redInvoice.taxCode && !isValidTaxCode(redInvoice.taxCode)) throw new DomainError('INVALID_TAX_CODE', 'taxCode');
  const snapshot = snapshotOf(plan, scope.storeId, redInvoice, now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + DRAFT_TTL_MS);
  await db.insert(orderDrafts).values({
    token,
    storeId: scope.storeId,
    buyerId: scope.buyerId,
    createdBy: scope.userId,
    snapshot,
    expiresAt,
  });
  return { token, storeId: scope.storeId, expiresAt, snapshot, orderIds: null };
}
