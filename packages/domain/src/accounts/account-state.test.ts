import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATES,
  type AccountState,
  accountStateErrorCode,
  accountStateOf,
  BUYER_STATUSES,
  type BuyerStatus,
  canSignIn,
  signInRefusal,
  USER_STATUSES,
  type UserStatus,
} from './account-state';

describe('accountStateOf: every user status × buyer status', () => {
  // A deleted or disabled user wins over the company's review state.
  const expected: Record<UserStatus, Record<BuyerStatus, AccountState>> = {
    ACTIVE: { NORMAL: 'PRIVATE', PENDING: 'NOT_APPROVED', BLOCKED: 'PRIVATE', REJECTED: 'NOT_APPROVED' },
    INACTIVE: { NORMAL: 'DISABLED', PENDING: 'DISABLED', BLOCKED: 'DISABLED', REJECTED: 'DISABLED' },
    DELETED: { NORMAL: 'DELETED', PENDING: 'DELETED', BLOCKED: 'DELETED', REJECTED: 'DELETED' },
  };
  const signIn: Record<AccountState, boolean> = {
    PRIVATE: true,
    PUBLIC: true,
    NOT_APPROVED: false,
    DISABLED: false,
    DELETED: false,
  };
  const errorCode: Record<AccountState, 'ACCOUNT_NOT_APPROVED' | 'ACCOUNT_DELETED' | null> = {
    PRIVATE: null,
    PUBLIC: null,
    NOT_APPROVED: 'ACCOUNT_NOT_APPROVED',
    DISABLED: 'ACCOUNT_DELETED',
    DELETED: 'ACCOUNT_DELETED',
  };

  const matrix = USER_STATUSES.flatMap((user) =>
    BUYER_STATUSES.map((buyer) => [user, buyer, expected[user][buyer]] as const),
  );

  it('covers 3 × 4 combinations', () => {
    expect(matrix).toHaveLength(12);
  });

  it.each(matrix)('user %s, buyer %s → %s', (user, buyer, state) => {
    expect(accountStateOf(user, buyer)).toBe(state);
    expect(canSignIn(accountStateOf(user, buyer))).toBe(signIn[state]);
    expect(accountStateErrorCode(accountStateOf(user, buyer))).toBe(errorCode[state]);
  });

  it.each(ACCOUNT_STATES.map((s) => [s, signIn[s], errorCode[s]] as const))(
    '%s: canSignIn %s, error %s',
    (state, may, code) => {
      expect(canSignIn(state)).toBe(may);
      expect(accountStateErrorCode(state)).toBe(code);
      // A state that may not sign in always has a message, and vice versa.
      expect(code === null).toBe(may);
    },
  );
});

describe('signInRefusal: a rejected company is told so, a pending one to wait', () => {
  it.each([
    ['ACTIVE', 'NORMAL', null],
    ['ACTIVE', 'BLOCKED', null],
    ['ACTIVE', 'PENDING', 'ACCOUNT_NOT_APPROVED'],
    ['ACTIVE', 'REJECTED', 'ACCOUNT_REJECTED'],
    ['INACTIVE', 'REJECTED', 'ACCOUNT_DELETED'],
    ['DELETED', 'PENDING', 'ACCOUNT_DELETED'],
  ] as const)('user %s, company %s → %s', (user, buyer, code) => {
    expect(signInRefusal(user, buyer)).toBe(code);
  });
});
