import { checkMinimumOrder } from '@chobep/domain/checkout/check-minimum-order';
import { builder } from '../../builder';
import type { Context } from '../../context';
import type { CartGroup, CartLine, CartView } from '../../services/cart/read-cart';
import { ProductRef } from '../catalog/product.type';
import { SupplierRef } from '../catalog/taxonomy.type';

export const CartItemRef = builder.objectRef<CartLine>('CartItem').implement({
  description: "One product in a store's cart, priced in the company's region.",
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (l) => l.product }),
    supplierId: t.exposeInt('supplierId'),
    quantity: t.exposeFloat('quantity'),
    orderedQty: t.exposeFloat('quantity', { description: 'The same as quantity (the name older clients read).' }),
    amountBeforeVat: t.expose('amountBeforeVat', {
      type: 'Money',
      description: 'Price before VAT × quantity, whole đồng.',
    }),
    vat: t.expose('vat', { type: 'Money' }),
    amount: t.expose('amount', { type: 'Money', description: 'With VAT.' }),
    available: t.boolean({ resolve: (l) => l.problem === null }),
    unavailableReason: t.string({
      nullable: true,
      description: 'EXCLUSIVE, NOT_AVAILABLE or OUT_OF_STOCK; null when the line can be ordered.',
      resolve: (l) => l.problem,
    }),
  }),
});

const TimeSlotRef = builder.objectRef<{ start: string; end: string }>('TimeSlot').implement({
  fields: (t) => ({
    start: t.exposeString('start', { description: 'HH:MM, Asia/Ho_Chi_Minh.' }),
    end: t.exposeString('end'),
  }),
});

export { TimeSlotRef };

export const CartSupplierGroupRef = builder.objectRef<CartGroup>('CartSupplierGroup').implement({
  description: "One supplier's part of a store's cart: one order when checked out.",
  fields: (t) => ({
    supplier: t.field({
      type: SupplierRef,
      resolve: async (g, _a, ctx) => {
        const supplier = await ctx.catalog.supplierById.load(g.supplierId);
        if (!supplier) throw new Error(`supplier ${g.supplierId} of a cart line is missing`);
        return supplier;
      },
    }),
    items: t.field({ type: [CartItemRef], resolve: (g) => g.lines }),
    subtotalBeforeVat: t.expose('subtotalBeforeVat', { type: 'Money' }),
    vat: t.expose('vat', { type: 'Money' }),
    total: t.expose('total', { type: 'Money', description: 'With VAT, before delivery fee and discounts.' }),
    moq: t.field({
      type: 'Money',
      description: 'The minimum order value that applies (the store’s own when it sets one), in đồng.',
      resolve: async (g, _a, ctx) => (await minimumOf(g, ctx)).minimum,
    }),
    moqReached: t.boolean({ resolve: async (g, _a, ctx) => (await minimumOf(g, ctx)).reached }),
    moqMissing: t.field({
      type: 'Money',
      description: 'How much more must be added before the group can be checked out.',
      resolve: async (g, _a, ctx) => (await minimumOf(g, ctx)).missing,
    }),
    deliveryNotes: t.string({
      nullable: true,
      description: 'The note for this delivery.',
      resolve: (g) => g.choice?.deliveryNote ?? null,
    }),
    paymentMethod: t.string({ nullable: true, resolve: (g) => g.choice?.paymentMethod ?? null }),
  }),
});

async function minimumOf(g: CartGroup, ctx: Context) {
  const supplier = await ctx.catalog.supplierById.load(g.supplierId);
  return checkMinimumOrder({ total: g.total, supplierMoq: supplier?.moq ?? 0, storeMoq: g.storeMoq });
}

const AddedProductRef = builder.objectRef<{ productId: string; quantity: number }>('AddedProduct').implement({
  description: 'What a quantity control shows for a product: the quantity in the cart (3 decimals).',
  fields: (t) => ({ productId: t.exposeID('productId'), quantity: t.exposeFloat('quantity') }),
});

export const CartRef = builder.objectRef<CartView>('Cart').implement({
  fields: (t) => ({
    storeId: t.exposeID('storeId'),
    cartSet: t.field({ type: [CartSupplierGroupRef], resolve: (c) => c.groups }),
    notAvailableProducts: t.field({
      type: [CartItemRef],
      description: 'Lines that cannot be ordered now; left out of every total.',
      resolve: (c) => c.notAvailable,
    }),
    count: t.int({
      description: 'How many products the cart holds (orderable or not), for the header.',
      resolve: (c) => c.groups.reduce((n, g) => n + g.lines.length, 0) + c.notAvailable.length,
    }),
    addedProducts: t.field({
      type: [AddedProductRef],
      resolve: (c) => addedProducts(c),
    }),
    subtotalBeforeVat: t.field({
      type: 'Money',
      resolve: (c) => c.groups.reduce((n, g) => n + g.subtotalBeforeVat, 0),
    }),
    vat: t.field({ type: 'Money', resolve: (c) => c.groups.reduce((n, g) => n + g.vat, 0) }),
    total: t.field({ type: 'Money', resolve: (c) => c.groups.reduce((n, g) => n + g.total, 0) }),
  }),
});

export function addedProducts(c: CartView): { productId: string; quantity: number }[] {
  return [...c.groups.flatMap((g) => g.lines), ...c.notAvailable].map((l) => ({
    productId: l.product.id,
    quantity: Math.round(l.quantity * 1000) / 1000,
  }));
}
