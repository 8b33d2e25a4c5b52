import { isPermission, PERMISSIONS, type Permission } from '@chobep/domain';
import { builder } from '../../builder';
import type { TeamUserRow } from '../../services/accounts/list-users';
import { StoreRef } from '../buyers/store.type';
import { ContactRoleEnum, LanguageEnum, PermissionEnum, UserStatusEnum } from '../shared/enums';
import { UserGroupRef } from './user-group.type';

const TeamPermissionRef = builder.objectRef<{ action: Permission }>('TeamUserPermission').implement({
  fields: (t) => ({ action: t.expose('action', { type: PermissionEnum }) }),
});

/** A user of the viewer's company, as /user-management and /user-details show them (BUYER_USER_LIST). */
export const TeamUserRef = builder.objectRef<TeamUserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    telephone: t.exposeString('telephone', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    lang: t.expose('lang', { type: LanguageEnum }),
    status: t.expose('status', { type: UserStatusEnum }),
    role: t.expose('role', { type: ContactRoleEnum }),
    lastSeenAt: t.field({ type: 'String', nullable: true, resolve: (u) => u.lastSeenAt?.toISOString() ?? null }),
    createdAt: t.field({ type: 'String', resolve: (u) => u.createdAt.toISOString() }),
    permissions: t.field({
      type: [TeamPermissionRef],
      description: 'The union of own and active group permissions.',
      resolve: (u) => PERMISSIONS.filter((p) => u.effectivePermissions.includes(p)).map((action) => ({ action })),
    }),
    permissionCodes: t.field({
      type: [PermissionEnum],
      resolve: (u) => PERMISSIONS.filter((p) => u.effectivePermissions.includes(p)),
    }),
    ownPermissions: t.field({
      type: [PermissionEnum],
      resolve: (u) => u.permissions.filter((p): p is Permission => isPermission(p)),
    }),
    userGroups: t.field({
      type: [UserGroupRef],
      resolve: (u, _a, ctx) => ctx.loaders.groupsByUser.load(u.id),
    }),
    stores: t.field({
      type: [StoreRef],
      description: 'The stores the user may act for (an owner: every store of the company).',
      resolve: (u, _a, ctx) => (u.status === 'DELETED' ? [] : ctx.loaders.storesByUser.load(u.id)),
    }),
  }),
});

interface UserListShape {
  rows: TeamUserRow[];
  total: number;
  page: number;
  size: number;
}

export const UserListRef = builder.objectRef<UserListShape>('UserList').implement({
  fields: (t) => ({
    data: t.field({ type: [TeamUserRef], resolve: (l) => l.rows }),
    totalResults: t.exposeInt('total'),
    page: t.exposeInt('page', { description: '0-based.' }),
    size: t.exposeInt('size'),
    totalPage: t.int({ resolve: (l) => Math.ceil(l.total / l.size) }),
  }),
});
