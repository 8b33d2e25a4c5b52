import { PERMISSIONS, type Permission } from '@chobep/domain';
import { builder } from '../../builder';
import type { Viewer } from '../../services/accounts/load-viewer';
import { BuyerRef } from '../buyers/buyer.type';
import { StoreRef } from '../buyers/store.type';
import { AccountStateEnum, ContactRoleEnum, LanguageEnum, PermissionEnum, UserStatusEnum } from '../shared/enums';
import { UserGroupRef } from './user-group.type';

const UserPermissionRef = builder.objectRef<{ action: Permission }>('UserPermission').implement({
  fields: (t) => ({ action: t.expose('action', { type: PermissionEnum }) }),
});

/** The signed-in account: the viewer of the request plus lazily loaded relations. */
export const MeRef = builder.objectRef<Viewer>('Me').implement({
  fields: (t) => ({
    id: t.exposeID('userId'),
    name: t.exposeString('name'),
    email: t.string({
      nullable: true,
      resolve: async (v, _a, ctx) => (await ctx.loaders.userById.load(v.userId))?.email ?? null,
    }),
    telephone: t.string({
      nullable: true,
      resolve: async (v, _a, ctx) => (await ctx.loaders.userById.load(v.userId))?.telephone ?? null,
    }),
    // Read with the viewer (one statement): the header draws it on every page.
    imageUrl: t.string({ nullable: true, resolve: (v) => v.imageUrl }),
    lang: t.expose('lang', { type: LanguageEnum }),
    status: t.expose('state', { type: AccountStateEnum, description: 'The account state the client acts on.' }),
    userStatus: t.expose('userStatus', { type: UserStatusEnum }),
    role: t.expose('role', { type: ContactRoleEnum }),
    permissions: t.field({
      type: [UserPermissionRef],
      description: 'The union of own and group permissions.',
      resolve: (v) => PERMISSIONS.filter((p) => v.permissions.has(p)).map((action) => ({ action })),
    }),
    permissionCodes: t.field({
      type: [PermissionEnum],
      resolve: (v) => PERMISSIONS.filter((p) => v.permissions.has(p)),
    }),
    userGroups: t.field({
      type: [UserGroupRef],
      description: 'The groups this user belongs to.',
      resolve: (v, _a, ctx) => ctx.loaders.groupsByUser.load(v.userId),
    }),
    stores: t.field({
      type: [StoreRef],
      resolve: (v, _a, ctx) => ctx.loaders.storesByUser.load(v.userId),
    }),
    buyer: t.field({
      type: BuyerRef,
      resolve: async (v, _a, ctx) => {
        const buyer = await ctx.loaders.buyerById.load(v.buyerId);
        if (!buyer) throw new Error(`buyer ${v.buyerId} of a signed-in user is missing`);
        return buyer;
      },
    }),
  }),
});
