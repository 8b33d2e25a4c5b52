/** The review states the operators' sign-up page lists (a module of its own: the page, a server component, reads it). */
export const SIGN_UP_STATUSES = ['PENDING', 'REJECTED', 'NORMAL'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];
