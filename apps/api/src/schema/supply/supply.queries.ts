import { builder, unauthenticatedOrForbidden } from '../../builder';
import { readOrder } from '../../services/orders/read-order';
import { listSupplySuppliers } from '../../services/supply/list-supply-suppliers';
import { readSupplyOrders, SUPPLY_PAGE_MAX } from '../../services/supply/read-supply-orders';
import { supplyActor } from '../../services/supply/supply-actor';
import { SupplierRef } from '../catalog/taxonomy.type';
import { OrderRef } from '../orders/order.type';
import { SupplyMeRef, SupplyOrderFilterInput, SupplyOrderPageRef } from './supply.type';

builder.queryFields((t) => ({
  supplyMe: t.withAuth({ supply: true }).field({
    type: SupplyMeRef,
    description: 'The signed-in supplier user or operator (buyer users have `me`).',
    resolve: (_r, _a, ctx) => ctx.supplyViewer,
  }),
  supplyOrders: t.withAuth({ supply: true }).field({
    type: SupplyOrderPageRef,
    description:
      'The supply side’s orders by delivery date, then slot, those waiting for acceptance first; a supplier user ' +
      `sees its supplier’s only. At most ${SUPPLY_PAGE_MAX} a page.`,
    args: {
      filter: t.arg({ type: SupplyOrderFilterInput }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) =>
      readSupplyOrders(
        ctx.db,
        supplyActor(ctx),
        {
          statuses: args.filter?.statuses ?? null,
          deliveryDateFrom: args.filter?.deliveryDateFrom ?? null,
          deliveryDateTo: args.filter?.deliveryDateTo ?? null,
          supplierId: args.filter?.supplierId ?? null,
        },
        args.page ?? 1,
        args.size ?? 20,
      ),
  }),
  supplySuppliers: t.withAuth({ supply: true }).field({
    type: [SupplierRef],
    description:
      'The suppliers whose orders the viewer lists, by name: every supplier for an operator (the list’s supplier ' +
      'filter), its own for a supplier’s user.',
    resolve: (_r, _a, ctx) => listSupplySuppliers(ctx.db, supplyActor(ctx)),
  }),
  supplyOrder: t.withAuth({ supply: true }).field({
    type: OrderRef,
    nullable: true,
    description: 'One order of the supplier (any, for an operator). Another supplier’s, or none: FORBIDDEN alike.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const order = await readOrder(ctx.db, supplyActor(ctx), String(args.id));
      if (!order) throw unauthenticatedOrForbidden(ctx);
      return order;
    },
  }),
}));
