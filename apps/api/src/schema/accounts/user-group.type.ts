import { displayGroupName, isPermission, type Permission } from '@chobep/domain';
import { builder } from '../../builder';
import type { GroupMemberRow, UserGroupRow } from '../../loaders';
import { PermissionEnum } from '../shared/enums';

const GroupMemberRef = builder.objectRef<GroupMemberRow>('GroupMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.string({
      nullable: true,
      description: "Colleagues' addresses only with BUYER_USER_LIST or BUYER_GROUP_LIST; one's own always.",
      resolve: (m, _args, ctx) =>
        m.id === ctx.viewer?.userId ||
        ctx.viewer?.permissions.has('BUYER_USER_LIST') ||
        ctx.viewer?.permissions.has('BUYER_GROUP_LIST')
          ? m.email
          : null,
    }),
  }),
});

export const UserGroupRef = builder.objectRef<UserGroupRow>('UserGroup').implement({
  fields: (t) => ({
    groupId: t.exposeID('id'),
    name: t.string({
      description: "The company's own name; the system-created owner group's in the request's language.",
      resolve: (g, _args, ctx) => displayGroupName(g, ctx.lang),
    }),
    active: t.exposeBoolean('active'),
    isSystemCreated: t.exposeBoolean('isSystemCreated'),
    permissions: t.field({
      type: [PermissionEnum],
      resolve: (g) => g.permissions.filter((p): p is Permission => isPermission(p)),
    }),
    members: t.field({
      type: [GroupMemberRef],
      resolve: (g, _args, ctx) => ctx.loaders.membersByGroup.load(g.id),
    }),
  }),
});
