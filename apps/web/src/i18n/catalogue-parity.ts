import type { en, vi } from '../../messages';

/**
 * Fails type-checking when one catalogue has a key the other lacks: both languages are complete
 * by construction (the messages' values are plain strings, so only the keys are compared).
 */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const CATALOGUES_MATCH: SameKeys<typeof vi, typeof en> = true;
