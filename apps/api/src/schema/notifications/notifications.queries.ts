import { NOTIFICATION_PAGE_SIZE } from '@chobep/domain';
import { builder } from '../../builder';
import { listNotificationMessages } from '../../services/notifications/list-notification-messages';
import { assertMayActForStore } from '../buyers/store-access';
import { NotificationPageRef } from './notification.type';

builder.queryFields((t) => ({
  notificationMessages: t.withAuth({ loggedIn: true }).field({
    type: NotificationPageRef,
    description:
      'A store’s messages, newest first (page from 0), with whether any is unread. Only a store the viewer acts for; another is FORBIDDEN.',
    args: {
      storeId: t.arg.id({ required: true }),
      page: t.arg.int({ defaultValue: 0 }),
      size: t.arg.int({ defaultValue: NOTIFICATION_PAGE_SIZE }),
    },
    resolve: async (_r, args, ctx) => {
      await assertMayActForStore(ctx, String(args.storeId));
      return listNotificationMessages(
        ctx.db,
        String(args.storeId),
        args.page ?? 0,
        args.size ?? NOTIFICATION_PAGE_SIZE,
      );
    },
  }),
}));
