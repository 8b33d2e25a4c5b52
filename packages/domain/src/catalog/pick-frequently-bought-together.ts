/** Another product kept in the same favourite lists as the one on the page. */
export interface TogetherCandidate {
  id: string;
  /** How many companies keep both products. */
  companies: number;
  totalSold: number;
}

export interface FallbackCandidate {
  id: string;
  totalSold: number;
}

/**
 * Below this many companies a pair is one kitchen's habit, not a pattern: such pairs do not count as
 * "bought together" and the list is filled with best sellers of the product's category instead.
 */
export const MIN_COMPANIES_TOGETHER = 2;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * "Frequently bought together" until orders exist: products kept together with this one by the most
 * companies (ties: the better seller), then best sellers of the same category to fill up to `size`.
 * The product itself and duplicates never appear.
 */
export function pickFrequentlyBoughtTogether<T extends TogetherCandidate, F extends FallbackCandidate>(
  productId: string,
  together: readonly T[],
  fallback: readonly F[],
  size: number,
  minCompanies = MIN_COMPANIES_TOGETHER,
): (T | F)[] {
  const out: (T | F)[] = [];
  const taken = new Set<string>([productId]);
  const strong = together
    .filter((c) => c.companies >= minCompanies)
    .sort((a, b) => b.companies - a.companies || b.totalSold - a.totalSold || byId(a, b));
  const filler = [...fallback].sort((a, b) => b.totalSold - a.totalSold || byId(a, b));
  for (const c of [...strong, ...filler]) {
    if (out.length >= size) break;
    if (taken.has(c.id)) continue;
    taken.add(c.id);
    out.push(c);
  }
  return out;
}
