import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import { markNotificationRead } from '../../services/notifications/mark-notification-read';
import { registerPushToken, unregisterPushToken } from '../../services/notifications/push-registrations';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';
import { NotificationReadStatusEnum, PushPlatformEnum, PushProviderEnum } from './notification.type';

interface MarkReadShape extends PayloadShape {
  messageId?: string | null;
}
interface RegisterShape extends PayloadShape {
  id?: string | null;
}

const NotificationMarkReadPayload = builder.objectRef<MarkReadShape>('NotificationMarkReadPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    messageId: t.exposeID('messageId', { nullable: true }),
  }),
});

const NotificationRegisterPayload = builder.objectRef<RegisterShape>('NotificationRegisterPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    id: t.exposeID('id', { nullable: true, description: 'The registration, for notificationUnregister.' }),
  }),
});

async function storeIdsOf(ctx: SignedInContext): Promise<string[]> {
  return (await ctx.loaders.storesByUser.load(ctx.viewer.userId)).map((s) => s.id);
}

builder.mutationFields((t) => ({
  notificationMarkRead: t.withAuth({ loggedIn: true }).field({
    type: NotificationMarkReadPayload,
    description:
      'Marks a message of a store the viewer acts for as read (IS_READ) or unread again (NOT_READ); read is per store. Any other id: NOTIFICATION_NOT_FOUND.',
    args: {
      messageId: t.arg.id({ required: true }),
      readStatus: t.arg({ type: NotificationReadStatusEnum, defaultValue: 'IS_READ' }),
    },
    resolve: async (_r, args, ctx) => {
      try {
        const row = await markNotificationRead(
          ctx.db,
          ctx.viewer.userId,
          await storeIdsOf(ctx),
          String(args.messageId),
          args.readStatus ?? 'IS_READ',
        );
        return { ...ok(), messageId: row.id };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  notificationRegister: t.withAuth({ loggedIn: true }).field({
    type: NotificationRegisterPayload,
    description:
      'Stores this device’s push token for the signed-in user’s session. A token another user registered moves to ' +
      'the caller only once that user’s session there has ended or they unregistered it; until then ' +
      'PUSH_TOKEN_IN_USE.',
    args: {
      token: t.arg.string({ required: true }),
      provider: t.arg({ type: PushProviderEnum, required: true }),
      platform: t.arg({ type: PushPlatformEnum, required: true }),
    },
    resolve: async (_r, args, ctx) => {
      try {
        const row = await registerPushToken(ctx.db, ctx.viewer, args);
        return { ...ok(), id: row.id };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  notificationUnregister: t.withAuth({ loggedIn: true }).field({
    type: NotificationRegisterPayload,
    description: 'Removes one of the viewer’s own push registrations; any other id: PUSH_REGISTRATION_NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await unregisterPushToken(ctx.db, ctx.viewer.userId, String(args.id));
        return { ...ok(), id: String(args.id) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
