import { isUuid } from '@chobep/domain/text/is-uuid';

/** At most as many orders as one checkout can make (one per supplier; the API reads 20 ids at most). */
const MAX_ORDER_IDS = 20;

/** The order ids of step 4's ?orders=a,b,c: UUIDs only (nothing else can be an order of ours), once each. */
export function parseOrderIds(raw: string | undefined | null): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map((s) => s.trim()))].filter((s) => isUuid(s)).slice(0, MAX_ORDER_IDS);
}
