import type { BackoffRule } from '../accounts/sign-in-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the map lookups (foundations §4 map address flow, §7 "a maps service"). Every provider call costs the
 * marketplace money, so the text is bounded, a search shorter than MAP_INPUT_MIN asks nothing, and each user's calls
 * are counted with the sign-in counters' mechanism (one row per key in PostgreSQL, shared by every API instance).
 */
export const MAP_INPUT_MIN = 2;
/** The search text and the place id are refused above these lengths (TEXT_TOO_LONG). */
export const MAP_INPUT_MAX = 200;
export const MAP_PLACE_ID_MAX = 300;

/**
 * One user's map calls, whatever the kind: a store's address typed with the 300 ms debounce is about fifteen
 * searches and a place, so 120 free calls cover several stores in a row; then 2 s, 4 s, 8 s… up to 5 minutes
 * between calls, forgotten after an hour without one. A script with a stolen session gets a few hundred calls a
 * day, not millions.
 */
export const MAP_LIMIT: BackoffRule = { free: 120, baseMs: 2_000, maxMs: 5 * MINUTE, forgetAfterMs: HOUR };
