/** A product that may be recommended, with how strongly it matched the buyer (tier 0 is the strongest). */
export interface RecommendationCandidate {
  id: string;
  categoryId: number;
  tier: number;
  totalSold: number;
}

const byStrength = (a: RecommendationCandidate, b: RecommendationCandidate) =>
  a.tier - b.tier || b.totalSold - a.totalSold || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Orders recommendation candidates: the strongest signal first (lower tier), and within one tier the
 * categories take turns — the best seller of each category, then the second of each, … — so that a
 * buyer who favourites one kind of cheese and one fish sauce does not get twenty cheeses. Categories
 * whose best product sells more go first in each round. A product listed twice keeps its best tier.
 */
export function rankRecommendations<C extends RecommendationCandidate>(candidates: readonly C[], size: number): C[] {
  const best = new Map<string, C>();
  for (const c of candidates) {
    const seen = best.get(c.id);
    if (!seen || byStrength(c, seen) < 0) best.set(c.id, c);
  }
  const tiers = new Map<number, Map<number, C[]>>();
  for (const c of [...best.values()].sort(byStrength)) {
    let categories = tiers.get(c.tier);
    if (!categories) {
      categories = new Map();
      tiers.set(c.tier, categories);
    }
    const list = categories.get(c.categoryId);
    if (list) list.push(c);
    else categories.set(c.categoryId, [c]);
  }
  const out: C[] = [];
  for (const tier of [...tiers.keys()].sort((a, b) => a - b)) {
    // Map insertion order follows byStrength, so the category with the best seller opens every round.
    const lists = [...(tiers.get(tier)?.values() ?? [])];
    for (let round = 0; out.length < size; round++) {
      let took = false;
      for (const list of lists) {
        const c = list[round];
        if (!c) continue;
        took = true;
        out.push(c);
        if (out.length >= size) break;
      }
      if (!took) break;
    }
    if (out.length >= size) break;
  }
  return out;
}
