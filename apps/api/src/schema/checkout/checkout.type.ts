import {
  type DeliveryFee,
  listVoucherOffers,
  PAYMENT_METHODS,
  translateError,
  VOUCHER_OFFER_REASONS,
  type Voucher,
  type VoucherCandidate,
  type VoucherOffer,
} from '@chobep/domain';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { type CartGroup, type CartView, cartOfGroup } from '../../services/cart/read-cart';
import { loadVoucherCandidates } from '../../services/checkout/list-vouchers';
import { type CheckoutPlan, type GroupPlan, planCheckout } from '../../services/checkout/plan-checkout';
import { CartRef, CartSupplierGroupRef, TimeSlotRef } from '../cart/cart.type';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });

export const DeliveryFeeRef = builder.objectRef<DeliveryFee>('DeliveryFee').implement({
  description: 'The delivery fee of one delivery (a supplier, a store, a date); amounts in đồng, VAT included.',
  fields: (t) => ({
    isFreeDelivery: t.exposeBoolean('isFreeDelivery'),
    fee: t.expose('fee', { type: 'Money' }),
    deliveryFee: t.expose('fee', { type: 'Money', description: 'The same as fee (the name older clients read).' }),
    remainingToFree: t.expose('remainingToFree', { type: 'Money' }),
    deliveryFeeThreshold: t.expose('deliveryFeeThreshold', { type: 'Money' }),
    additionalVat: t.expose('additionalVat', { type: 'Money', description: 'The VAT inside the fee.' }),
    areaGroupName: t.exposeString('areaGroupName', { nullable: true }),
  }),
});

export const VoucherRef = builder.objectRef<Voucher>('Voucher').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => String(v.id) }),
    code: t.exposeString('code'),
    name: t.string({ resolve: (v, _a, ctx) => (ctx.lang === 'en' ? v.nameEn : v.nameVi) }),
    nameVn: t.exposeString('nameVi'),
    nameEn: t.exposeString('nameEn'),
    discountMinPrice: t.expose('minOrderValue', {
      type: 'Money',
      description: 'Minimum amount (with VAT) of the covered lines.',
    }),
    discountPercent: t.exposeFloat('percent'),
    discountMaxValue: t.expose('maxDiscount', { type: 'Money', nullable: true }),
    startDate: t.field({ type: 'DateTime', resolve: (v) => v.startsAt }),
    endDate: t.field({ type: 'DateTime', resolve: (v) => v.endsAt }),
    isDisabled: t.exposeBoolean('disabled'),
    supplierIds: t.exposeIntList('supplierIds', { nullable: true }),
  }),
});

const VoucherOfferReasonEnum = builder.enumType('VoucherOfferReason', {
  values: VOUCHER_OFFER_REASONS,
  description:
    'Why a voucher cannot apply to a group now: MIN_ORDER (buy `missing` more), NO_COVERED_PRODUCT, NOT_STARTED, ' +
    "COMPANY_LIMIT (the company's uses are spent), USED_UP, EXPIRED, OTHER_SUPPLIER, NO_DISCOUNT.",
});

const VoucherOfferRef = builder.objectRef<VoucherOffer>('VoucherOffer').implement({
  description: 'A voucher as one supplier group of the cart sees it: whether it applies there, and if not, why.',
  fields: (t) => ({
    voucher: t.field({ type: VoucherRef, resolve: (o) => o.voucher }),
    applicable: t.exposeBoolean('applicable'),
    discount: t.expose('discount', { type: 'Money', description: 'What it would take off this group; 0 if not.' }),
    reason: t.field({ type: VoucherOfferReasonEnum, nullable: true, resolve: (o) => o.reason }),
    missing: t.expose('missing', {
      type: 'Money',
      description: 'Under its minimum: how much more of what it covers (with VAT) makes it apply; else 0.',
    }),
  }),
});

const voucherCandidates = new WeakMap<CartView, Promise<VoucherCandidate[]>>();

/** The store's vouchers for a cart answer, loaded once however many groups ask. */
async function candidatesOf(cart: CartView, ctx: Context): Promise<VoucherCandidate[]> {
  let candidates = voucherCandidates.get(cart);
  if (!candidates) {
    candidates = planOf(cart, ctx).then(({ facts }) =>
      loadVoucherCandidates(ctx.db, cart.storeId, facts.buyer.id, facts.now),
    );
    voucherCandidates.set(cart, candidates);
  }
  return candidates;
}

const plans = new WeakMap<CartView, Promise<CheckoutPlan>>();

/** The checkout plan of a cart, computed once per cart answer however many fields ask. */
export function planOf(cart: CartView, ctx: Context): Promise<CheckoutPlan> {
  let plan = plans.get(cart);
  if (!plan) {
    plan = planCheckout(ctx.db, cart);
    plans.set(cart, plan);
  }
  return plan;
}

async function groupPlan(g: CartGroup, ctx: Context): Promise<GroupPlan | null> {
  const cart = cartOfGroup(g);
  if (!cart) return null;
  return (await planOf(cart, ctx)).groups.get(g.supplierId) ?? null;
}

const RedInvoiceRef = builder
  .objectRef<{ name: string | null; address: string | null; taxCode: string | null }>('CartRedInvoice')
  .implement({
    fields: (t) => ({
      registeredName: t.exposeString('name', { nullable: true }),
      registeredAddress: t.exposeString('address', { nullable: true }),
      redInvoiceNumber: t.exposeString('taxCode', { nullable: true, description: 'The tax code (mã số thuế).' }),
    }),
  });

export { RedInvoiceRef };

builder.objectFields(CartSupplierGroupRef, (t) => ({
  earliestDate: t.string({
    nullable: true,
    description: 'The earliest delivery date, YYYY-MM-DD in Asia/Ho_Chi_Minh.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.earliestDate ?? null,
  }),
  deliveryDatetime: t.string({
    nullable: true,
    description: 'The delivery date of this group: the chosen one while it can be had, else the earliest.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.deliveryDate ?? null,
  }),
  chosenDateLost: t.boolean({
    description: 'A date was chosen that can no longer be had; deliveryDatetime moved to the earliest.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.chosenDateLost ?? false,
  }),
  deliveryDates: t.stringList({
    description: 'The next 14 dates the supplier can deliver on for this cart.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.deliveryDates ?? [],
  }),
  deliveryTimeSlots: t.field({
    type: [TimeSlotRef],
    description: 'The slots the delivery date offers now.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.slots ?? [],
  }),
  deliveryTimeSlot: t.field({
    type: TimeSlotRef,
    nullable: true,
    description: 'The chosen slot while offered, else the first.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.slot ?? null,
  }),
  orderDeadline: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'The last moment an order gets this delivery date.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.orderDeadline ?? null,
  }),
  deliveryFee: t.field({
    type: DeliveryFeeRef,
    nullable: true,
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.fee ?? null,
  }),
  voucher: t.field({
    type: VoucherRef,
    nullable: true,
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.voucher ?? null,
  }),
  voucherError: t.string({
    nullable: true,
    description: 'Why the applied voucher does not apply now (translated); null when it does or none is applied.',
    resolve: async (g, _a, ctx) => {
      const plan = await groupPlan(g, ctx);
      if (!plan?.voucherError) return null;
      return translateError(plan.voucherError, ctx.lang, plan.voucherParams);
    },
  }),
  voucherOffers: t.field({
    type: [VoucherOfferRef],
    description:
      'The vouchers the store may see, checked against this group by the rule that applies them: those that apply ' +
      'first (largest discount first), then the others with the reason they cannot.',
    resolve: async (g, _a, ctx) => {
      const cart = cartOfGroup(g);
      if (!cart) return [];
      const [{ facts }, candidates] = await Promise.all([planOf(cart, ctx), candidatesOf(cart, ctx)]);
      return listVoucherOffers(candidates, {
        now: facts.now,
        storeId: cart.storeId,
        supplierId: g.supplierId,
        lines: g.lines.map((l) => ({ productId: l.product.id, amount: l.amount })),
      });
    },
  }),
  discount: t.field({ type: 'Money', resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.discount ?? 0 }),
  grossTotal: t.field({
    type: 'Money',
    description: 'total − discount + delivery fee: what this order will cost.',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.grossTotal ?? g.total,
  }),
  selectedPaymentMethod: t.field({
    type: PaymentMethodEnum,
    description: 'The payment method that applies (the chosen one while offered, else COD).',
    resolve: async (g, _a, ctx) => (await groupPlan(g, ctx))?.paymentMethod ?? 'COD',
  }),
}));

builder.objectFields(CartRef, (t) => ({
  paymentMethods: t.field({
    type: [PaymentMethodEnum],
    description: 'The payment methods the company may use (debt terms only when granted; deposit with a balance).',
    resolve: async (c, _a, ctx) => (await planOf(c, ctx)).paymentMethods,
  }),
  depositBalance: t.field({
    type: 'Money',
    nullable: true,
    description: "The company's deposit balance in đồng; null without a deposit account.",
    resolve: async (c, _a, ctx) => (await planOf(c, ctx)).facts.buyer.depositBalance,
  }),
  redInvoiceInfo: t.field({
    type: RedInvoiceRef,
    description: "The company's red-invoice details (the default of a checkout).",
    resolve: async (c, _a, ctx) => (await planOf(c, ctx)).facts.buyer.redInvoice,
  }),
  deliveryFee: t.field({
    type: 'Money',
    description: 'The delivery fees of all groups together.',
    resolve: async (c, _a, ctx) => [...(await planOf(c, ctx)).groups.values()].reduce((n, g) => n + g.fee.fee, 0),
  }),
  discount: t.field({
    type: 'Money',
    resolve: async (c, _a, ctx) => [...(await planOf(c, ctx)).groups.values()].reduce((n, g) => n + g.discount, 0),
  }),
  grossTotal: t.field({
    type: 'Money',
    description: 'Every group: total − discount + delivery fee.',
    resolve: async (c, _a, ctx) => [...(await planOf(c, ctx)).groups.values()].reduce((n, g) => n + g.grossTotal, 0),
  }),
}));
