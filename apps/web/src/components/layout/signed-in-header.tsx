'use client';

/** The header's signed-in parts in one module, so that signed-in-parts.tsx loads them as one chunk. */
export { StoreSwitcher } from '../buyers/store-switcher';
export { NotificationBell } from '../notifications/notification-bell';
export { PendingApprovalsLink } from '../orders/pending-approvals-link';
