import { isUuid } from '@chobep/domain';
import { builder, unauthenticatedOrForbidden } from '../../builder';
import { listCustomerRequests, REQUESTS_PAGE_MAX } from '../../services/platform/customer-requests';
import { readFeatureFlags, readMaintenance } from '../../services/platform/platform-settings';
import { CustomerRequestKindEnum, CustomerRequestPageRef } from './customer-request.type';
import { FeatureFlagRef, MaintenanceRef } from './platform.type';

builder.queryFields((t) => ({
  maintenance: t.field({
    type: MaintenanceRef,
    description:
      'Whether maintenance mode is on. Public, and answered during maintenance too: the web app asks every ' +
      '10 seconds and sends users to its maintenance page, and back when it ends.',
    resolve: (_r, _a, ctx) => readMaintenance(ctx.db),
  }),
  featureFlags: t.field({
    type: [FeatureFlagRef],
    description:
      'The feature flags with their treatments (defaults: BuyerWebNotification control, BuyerWebHomePagePopup on).',
    resolve: (_r, _a, ctx) => readFeatureFlags(ctx.db),
  }),
  customerRequests: t.withAuth({ supply: true }).field({
    type: CustomerRequestPageRef,
    description: `Requests customers sent, newest first (operators only); at most ${REQUESTS_PAGE_MAX} a page.`,
    args: {
      kind: t.arg({ type: CustomerRequestKindEnum }),
      first: t.arg.int({ defaultValue: 50 }),
      after: t.arg.id({ description: 'The last id of the previous page.' }),
    },
    resolve: (_r, args, ctx) => {
      if (ctx.supplyViewer.kind !== 'OPERATOR') throw unauthenticatedOrForbidden(ctx);
      const after = args.after ? String(args.after) : null;
      return listCustomerRequests(ctx.db, {
        kind: args.kind ?? null,
        first: args.first ?? null,
        after: after && isUuid(after) ? after : null,
      });
    },
  }),
}));
