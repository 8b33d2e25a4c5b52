import { builder } from '../../builder';
import { storeCanOrder } from '../../services/cart/assert-store-can-order';
import { storeOfViewer } from '../buyers/store-access';

builder.queryFields((t) => ({
  orderDisabled: t.boolean({
    description:
      'Whether ordering is closed to the viewer for the store (the store header when storeId is left out): a visitor, ' +
      'a user without ORDER_PLACE, a store or company that is blocked or not approved.',
    args: { storeId: t.arg.id() },
    resolve: async (_r, args, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer?.permissions.has('ORDER_PLACE')) return true;
      const storeId = args.storeId ? String(args.storeId) : ctx.requestedStoreId;
      if (!storeId) return true;
      const store = await storeOfViewer({ ...ctx, viewer }, storeId);
      return !store || !(await storeCanOrder(ctx.db, store.id));
    },
  }),
  addStoreDisabled: t.boolean({
    description:
      'Whether the viewer’s company may not add a store: a visitor, or a company that is not approved and active.',
    resolve: (_r, _a, ctx) => {
      const viewer = ctx.viewer;
      return viewer === null || viewer.buyerStatus !== 'NORMAL' || viewer.accountStatus !== 'NORMAL';
    },
  }),
}));
