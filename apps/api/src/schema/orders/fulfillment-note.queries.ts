import type { FulfillmentNoteLine } from '@chobep/domain';
import { builder, unauthenticatedOrForbidden } from '../../builder';
import { buyerActor } from '../../services/orders/buyer-actor';
import { type FulfillmentNoteView, readFulfillmentNote } from '../../services/orders/read-fulfillment-note';
import { PaymentMethodEnum } from '../checkout/checkout.type';
import { OrderStatusEnum } from './order.type';

const FulfillmentNoteLineRef = builder.objectRef<FulfillmentNoteLine>('FulfillmentNoteLine').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    unit: t.exposeString('unit'),
    quantity: t.exposeFloat('quantity', { description: 'Delivered when known, else accepted, else ordered.' }),
    price: t.expose('price', { type: 'Money', description: 'Unit price with VAT.' }),
    amount: t.expose('amount', { type: 'Money', description: 'With VAT, after the line discount.' }),
    orderCodes: t.exposeStringList('orderCodes'),
  }),
});

const FulfillmentNoteRef = builder.objectRef<FulfillmentNoteView>('FulfillmentNote').implement({
  description:
    'What one supplier brings to one store on one date: every order of that delivery still going, merged ' +
    '(a merged delivery slip when there are several).',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortCode: t.exposeString('shortCode'),
    orderIds: t.exposeIDList('orderIds'),
    orderCodes: t.exposeStringList('orderCodes'),
    status: t.field({ type: OrderStatusEnum, resolve: (n) => n.status }),
    deliveryDate: t.exposeString('deliveryDate'),
    deliveryStart: t.exposeString('deliveryStart'),
    deliveryEnd: t.exposeString('deliveryEnd'),
    paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (n) => n.paymentMethods }),
    storeName: t.exposeString('storeName'),
    storeAddress: t.exposeString('storeAddress'),
    storeTelephone: t.exposeString('storeTelephone', { nullable: true }),
    addressNote: t.exposeString('addressNote', { nullable: true }),
    supplierName: t.exposeString('supplierName'),
    deliveryNotes: t.exposeStringList('deliveryNotes'),
    items: t.field({ type: [FulfillmentNoteLineRef], resolve: (n) => n.lines }),
    itemCount: t.exposeInt('itemCount'),
    subTotalBeforeVat: t.expose('subtotalBeforeVat', { type: 'Money' }),
    itemsVat: t.expose('itemsVat', {
      type: 'Money',
      description: 'The goods’ VAT: subTotalBeforeVat + itemsVat = totalItemPrice (the fees’ VAT is inside the fees).',
    }),
    totalItemPrice: t.expose('totalItemPrice', { type: 'Money', description: 'The goods with VAT.' }),
    totalVat: t.field({
      type: 'Money',
      description: 'The goods’ VAT and the fees’ VAT together.',
      resolve: (n) => n.itemsVat + n.deliveryFeeVat,
    }),
    deliveryFee: t.expose('deliveryFee', { type: 'Money' }),
    deliveryFeeVat: t.expose('deliveryFeeVat', { type: 'Money', description: 'The VAT inside the delivery fees.' }),
    discount: t.expose('discount', { type: 'Money' }),
    grossTotal: t.expose('grossTotal', { type: 'Money' }),
  }),
});

builder.queryFields((t) => ({
  fulfillmentNote: t.withAuth({ loggedIn: true }).field({
    type: FulfillmentNoteRef,
    nullable: true,
    description:
      'The delivery note of the delivery an order travels in (its id names it). Any user acting for the order’s ' +
      'store may read it — the kitchen checks goods against it. Another company’s order is refused (FORBIDDEN).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const note = await readFulfillmentNote(ctx.db, await buyerActor(ctx), String(args.id), ctx.lang);
      if (!note) throw unauthenticatedOrForbidden(ctx);
      return note;
    },
  }),
}));
