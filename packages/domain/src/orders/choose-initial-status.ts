/**
 * The status an order is created in (spec/trading.md §4). A company with the ORDER_APPROVAL feature has its orders
 * approved before suppliers see them — except the orders of someone who may approve (ORDER_APPROVE): asking them to
 * approve their own order would be a ritual, and an approver's placing is the approval. Everyone else's order goes
 * straight to the supplier.
 */
export type InitialOrderStatus = 'PENDING_APPROVAL' | 'PENDING_ACCEPTANCE';

export function chooseInitialStatus(input: {
  enabledFeatures: readonly string[];
  creatorPermissions: ReadonlySet<string> | readonly string[];
}): InitialOrderStatus {
  const approval = input.enabledFeatures.includes('ORDER_APPROVAL');
  const perms = input.creatorPermissions;
  const mayApprove =
    perms instanceof Set ? perms.has('ORDER_APPROVE') : (perms as readonly string[]).includes('ORDER_APPROVE');
  return approval && !mayApprove ? 'PENDING_APPROVAL' : 'PENDING_ACCEPTANCE';
}

/** How an order's number is written: CB-000123. */
export function formatOrderNumber(number: number): string {
  return `CB-${String(number).padStart(6, '0')}`;
}

/** Every order status of spec/trading.md §4 (the transitions come with the orders issue). */
export const ORDER_STATUSES = [
  'PENDING_APPROVAL',
  'APPROVAL_DISAPPROVED',
  'PENDING_ACCEPTANCE',
  'ACCEPTED',
  'SENT',
  'IN_PROGRESS',
  'PENDING_DELIVERY',
  'DELIVERING',
  'DELIVERY_IN_PROGRESS',
  'DELIVERED',
  'DECLINED',
  'CANCELED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
