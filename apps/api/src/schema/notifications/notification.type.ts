import {
  formatOrderNumber,
  NOTIFICATION_READ_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationData,
  PUSH_PLATFORMS,
  PUSH_PROVIDERS,
  renderNotification,
} from '@chobep/domain';
import { builder } from '../../builder';
import type { NotificationMessageRow, NotificationPage } from '../../services/notifications/list-notification-messages';
import { OrderStatusEnum } from '../orders/order.type';

export const NotificationTypeEnum = builder.enumType('NotificationMessageType', { values: NOTIFICATION_TYPES });
export const NotificationReadStatusEnum = builder.enumType('NotificationReadStatus', {
  values: NOTIFICATION_READ_STATUSES,
});
export const PushProviderEnum = builder.enumType('PushProvider', { values: PUSH_PROVIDERS });
export const PushPlatformEnum = builder.enumType('PushPlatform', { values: PUSH_PLATFORMS });

type MissingItem = Extract<NotificationData, { type: 'ORDER_MISSING_ITEM' }>['items'][number];

const NotificationMissingItemRef = builder.objectRef<MissingItem>('NotificationMissingItem').implement({
  fields: (t) => ({
    name: t.string({ resolve: (i, _a, ctx) => (ctx.lang === 'en' && i.nameEn ? i.nameEn : i.nameVi) }),
    missingQuantity: t.float({
      nullable: true,
      resolve: (i) => (i.missingQuantity == null ? null : Number(i.missingQuantity)),
    }),
  }),
});

const NotificationDataRef = builder.objectRef<NotificationData>('NotificationMessageData').implement({
  description: 'The facts a message was written from (its title and content say the same in words).',
  fields: (t) => ({
    orderNumber: t.exposeInt('orderNumber'),
    orderCode: t.string({ resolve: (d) => formatOrderNumber(d.orderNumber) }),
    supplierName: t.exposeString('supplierName'),
    fromStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      resolve: (d) => (d.type === 'ORDER_STATUS_UPDATE' ? d.from : null),
    }),
    toStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      resolve: (d) => (d.type === 'ORDER_STATUS_UPDATE' ? d.to : null),
    }),
    reason: t.string({
      nullable: true,
      resolve: (d) => (d.type === 'ORDER_STATUS_UPDATE' ? (d.reason ?? null) : null),
    }),
    missingItems: t.field({
      type: [NotificationMissingItemRef],
      resolve: (d) => (d.type === 'ORDER_MISSING_ITEM' ? d.items : []),
    }),
    note: t.string({ nullable: true, resolve: (d) => (d.type === 'ORDER_MISSING_ITEM' ? (d.note ?? null) : null) }),
  }),
});

export const NotificationMessageRef = builder.objectRef<NotificationMessageRow>('NotificationMessage').implement({
  description:
    'A message to a store about one of its orders (spec §3). Title and content are written in the language of the request.',
  fields: (t) => ({
    id: t.exposeID('id'),
    messageId: t.exposeID('id', { description: 'The same as id (the spec’s name).' }),
    messageType: t.field({ type: NotificationTypeEnum, resolve: (m) => m.type }),
    readStatus: t.field({ type: NotificationReadStatusEnum, resolve: (m) => m.readStatus }),
    title: t.string({ resolve: (m, _a, ctx) => renderNotification(m.data, ctx.lang).title }),
    content: t.string({ resolve: (m, _a, ctx) => renderNotification(m.data, ctx.lang).content }),
    orderId: t.exposeID('orderId', { nullable: true }),
    storeId: t.exposeID('storeId'),
    data: t.field({ type: NotificationDataRef, resolve: (m) => m.data }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
  }),
});

export const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationMessageList').implement({
  fields: (t) => ({
    data: t.field({ type: [NotificationMessageRef], resolve: (p) => p.data }),
    totalPage: t.exposeInt('totalPage'),
    totalResults: t.exposeInt('totalResults'),
    hasUnreadNotification: t.exposeBoolean('hasUnreadNotification'),
  }),
});
