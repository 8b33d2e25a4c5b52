import { builder } from '../../builder';
import type { OrderRow } from '../../services/orders/create-orders';
import { type PayloadShape, UserError } from '../shared/payload';
import { OrderRef } from './order.type';

export interface OrderPayloadShape extends PayloadShape {
  order?: OrderRow | null;
}

/** One order's action (accept, decline, advance, delivered items, missing items): the order as it is now. */
export const OrderPayload = builder.objectRef<OrderPayloadShape>('OrderPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    order: t.field({
      type: OrderRef,
      nullable: true,
      description: 'The order after the action (also after a refusal, when the caller may see it).',
      resolve: (p) => p.order ?? null,
    }),
  }),
});

export const OrderItemChangeInput = builder.inputType('OrderItemChangeInput', {
  description:
    'A change to one line: the ordered quantity while the order waits for approval, or what arrived — the ' +
    'delivered quantity or weight and the final unit price before VAT.',
  fields: (t) => ({
    itemId: t.id({ required: true }),
    quantity: t.float({
      description: 'The ordered quantity, while the order waits for approval (ORDER_APPROVE); 0 removes the line.',
    }),
    deliveredQuantity: t.float({ description: '0 … twice the ordered quantity, at most 3 decimals.' }),
    priceBeforeVat: t.field({
      type: 'Money',
      description: 'The final unit price before VAT, whole đồng (the ordered one clears it).',
    }),
  }),
});
