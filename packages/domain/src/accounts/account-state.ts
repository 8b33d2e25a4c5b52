/** Buyer (company) review status. */
export const BUYER_STATUSES = ['NORMAL', 'PENDING', 'BLOCKED', 'REJECTED'] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

/** Account (billing) status of a buyer: BLOCKED means it may browse but not order. */
export const ACCOUNT_STATUSES = ['NORMAL', 'BLOCKED', 'NOT_ACTIVATED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What the client is told about the signed-in account (spec/foundations.md §3, §4). */
export const ACCOUNT_STATES = ['NOT_APPROVED', 'DISABLED', 'DELETED', 'PUBLIC', 'PRIVATE'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const CONTACT_ROLES = ['OWNER', 'MANAGER', 'PURCHASER', 'OTHER'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/**
 * Derives the account state from the user row and its company. A deleted or disabled
 * user wins over the company's review state, because such a user must not be told to
 * wait for an approval that would not let it in anyway.
 */
export function accountStateOf(userStatus: UserStatus, buyerStatus: BuyerStatus): AccountState {
  if (userStatus === 'DELETED') return 'DELETED';
  if (userStatus === 'INACTIVE') return 'DISABLED';
  if (buyerStatus === 'PENDING' || buyerStatus === 'REJECTED') return 'NOT_APPROVED';
  return 'PRIVATE';
}

/** States that may hold a session. */
export function canSignIn(state: AccountState): boolean {
  return state === 'PRIVATE' || state === 'PUBLIC';
}

/** The message key the client shows for a state that may not sign in. */
export function accountStateErrorCode(state: AccountState): 'ACCOUNT_NOT_APPROVED' | 'ACCOUNT_DELETED' | null {
  if (state === 'NOT_APPROVED') return 'ACCOUNT_NOT_APPROVED';
  if (state === 'DELETED' || state === 'DISABLED') return 'ACCOUNT_DELETED';
  return null;
}

/**
 * Why a sign-in with the right password is refused, if it is: as `accountStateErrorCode`, except that a company our
 * operators rejected is told so (with their reason) rather than to keep waiting for an approval that will not come.
 */
export function signInRefusal(
  userStatus: UserStatus,
  buyerStatus: BuyerStatus,
): 'ACCOUNT_NOT_APPROVED' | 'ACCOUNT_DELETED' | 'ACCOUNT_REJECTED' | null {
  const code = accountStateErrorCode(accountStateOf(userStatus, buyerStatus));
  if (code === 'ACCOUNT_NOT_APPROVED' && buyerStatus === 'REJECTED') return 'ACCOUNT_REJECTED';
  return code;
}
