import { describe, expect, it } from 'vitest';
import type { UserStatus } from './account-state';
import { checkUserStatusChange, type TeamMember, type UserChangeRefusal } from './check-user-change';

const owner = { id: 'owner', role: 'OWNER' } as const;
const manager = { id: 'manager', role: 'MANAGER' } as const;
const target = (role: TeamMember['role'], status: UserStatus = 'ACTIVE', id = 'target'): TeamMember => ({
  id,
  role,
  status,
});

describe('checkUserStatusChange', () => {
  it.each<[string, Pick<TeamMember, 'id' | 'role'>, TeamMember, UserStatus, number, UserChangeRefusal | null]>([
    ['a manager removes a purchaser', manager, target('PURCHASER'), 'DELETED', 1, null],
    ['a manager deactivates a purchaser', manager, target('PURCHASER'), 'INACTIVE', 1, null],
    ['a manager reactivates a purchaser', manager, target('PURCHASER', 'INACTIVE'), 'ACTIVE', 1, null],
    ['an owner removes another owner (two owners)', owner, target('OWNER'), 'DELETED', 2, null],
    ['an owner removes an inactive owner (one active)', owner, target('OWNER', 'INACTIVE'), 'DELETED', 1, null],
    ['the last owner removes itself', owner, target('OWNER', 'ACTIVE', 'owner'), 'DELETED', 1, 'USER_LAST_OWNER'],
    ['the last owner deactivates itself', owner, target('OWNER', 'ACTIVE', 'owner'), 'INACTIVE', 1, 'USER_LAST_OWNER'],
    ['the last owner, however counted', owner, target('OWNER'), 'DELETED', 0, 'USER_LAST_OWNER'],
    ['one of two owners removes itself', owner, target('OWNER', 'ACTIVE', 'owner'), 'DELETED', 2, 'USER_CHANGE_SELF'],
    ['a manager removes itself', manager, target('MANAGER', 'ACTIVE', 'manager'), 'DELETED', 1, 'USER_CHANGE_SELF'],
    ['a manager removes an owner', manager, target('OWNER'), 'DELETED', 3, 'USER_OWNER_PROTECTED'],
    ['a manager deactivates an owner', manager, target('OWNER'), 'INACTIVE', 3, 'USER_OWNER_PROTECTED'],
    ['a manager reactivates an owner', manager, target('OWNER', 'INACTIVE'), 'ACTIVE', 1, 'USER_OWNER_PROTECTED'],
    ['an owner reactivates an owner', owner, target('OWNER', 'INACTIVE'), 'ACTIVE', 1, null],
    ['a removed user cannot be changed', owner, target('PURCHASER', 'DELETED'), 'ACTIVE', 1, 'USER_NOT_FOUND'],
    ['a removed user cannot be removed again', owner, target('PURCHASER', 'DELETED'), 'DELETED', 1, 'USER_NOT_FOUND'],
    ['no change: allowed, even for oneself', owner, target('OWNER', 'ACTIVE', 'owner'), 'ACTIVE', 1, null],
  ])('%s', (_name, actor, who, next, owners, expected) => {
    expect(checkUserStatusChange(actor, who, next, owners)).toBe(expected);
  });
});
