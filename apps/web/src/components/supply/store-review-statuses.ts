/** The review states the operators' store page lists (a module of its own: the page, a server component, reads it). */
export const STORE_REVIEW_STATUSES = ['PENDING', 'BLOCKED', 'NORMAL'] as const;
export type StoreReviewStatus = (typeof STORE_REVIEW_STATUSES)[number];
