import type { OrderStatus } from '../orders/choose-initial-status';

/** Another product bought (or kept) together with the one on the page. */
export interface TogetherCandidate {
  id: string;
  /** How many companies bought both in one order (or keep both in their favourites). */
  companies: number;
  /** How many orders hold both (0 for the favourites' signal). */
  orders?: number;
  totalSold: number;
}

export interface FallbackCandidate {
  id: string;
  totalSold: number;
}

/**
 * Below this many companies a pair is one kitchen's habit, not a pattern — and the list is public: a pair only one
 * company bought would tell every visitor what that company buys. Such pairs do not count as "bought together".
 */
export const MIN_COMPANIES_TOGETHER = 2;

/**
 * What counts as bought: orders the supplier accepted, on their way or delivered. Pending, disapproved, declined and
 * canceled orders are wishes, not purchases.
 */
export const BOUGHT_STATUSES: readonly OrderStatus[] = [
  'ACCEPTED',
  'IN_PROGRESS',
  'PENDING_DELIVERY',
  'DELIVERING',
  'DELIVERY_IN_PROGRESS',
  'DELIVERED',
];

/**
 * How many of a product's latest orders the pairs are counted over (those of them the supplier accepted): recent
 * habits, and a bounded read for a best seller with tens of thousands of orders (docs/performance.md, "Frequently
 * bought together").
 */
export const BOUGHT_TOGETHER_RECENT_ORDERS = 300;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * "Frequently bought together": the signals in their order of strength — products bought in the same orders as this
 * one, then products kept in the same favourite lists — each by the most companies (ties: the most orders, then the
 * better seller), then best sellers of the same category to fill up to `size`. A pair of fewer than `minCompanies`
 * companies does not count. The product itself and duplicates never appear.
 */
export function pickFrequentlyBoughtTogether<T extends TogetherCandidate, F extends FallbackCandidate>(
  productId: string,
  signals: readonly (readonly T[])[],
  fallback: readonly F[],
  size: number,
  minCompanies = MIN_COMPANIES_TOGETHER,
): (T | F)[] {
  const out: (T | F)[] = [];
  const taken = new Set<string>([productId]);
  const strong = signals.flatMap((signal) =>
    signal
      .filter((c) => c.companies >= minCompanies)
      .sort(
        (a, b) =>
          b.companies - a.companies || (b.orders ?? 0) - (a.orders ?? 0) || b.totalSold - a.totalSold || byId(a, b),
      ),
  );
  const filler = [...fallback].sort((a, b) => b.totalSold - a.totalSold || byId(a, b));
  for (const c of [...strong, ...filler]) {
    if (out.length >= size) break;
    if (taken.has(c.id)) continue;
    taken.add(c.id);
    out.push(c);
  }
  return out;
}
