/** Another supplier's offer of the same item, as the product page lists it. */
export interface OfferCandidate {
  id: string;
  supplierId: number;
  supplierName: string;
  /** With VAT, in the region; null when no price is shown (an exclusive offer). */
  price: number | null;
}

/** At most this many other offers on a product page. */
export const OTHER_OFFERS_LIMIT = 10;

/**
 * The other suppliers' offers of the product on the page: never the product itself nor another listing of its
 * own supplier, one per supplier (its cheapest), the cheapest first; offers without a price (exclusive) after
 * every priced one; ties by supplier name, then id, so the order never changes between two loads.
 */
export function sortOtherOffers<T extends OfferCandidate>(
  product: { id: string; supplierId: number },
  candidates: readonly T[],
  limit = OTHER_OFFERS_LIMIT,
): T[] {
  const sorted = candidates
    .filter((c) => c.id !== product.id && c.supplierId !== product.supplierId)
    .sort(
      (a, b) =>
        (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY) ||
        (a.supplierName < b.supplierName ? -1 : a.supplierName > b.supplierName ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const seen = new Set<number>();
  const out: T[] = [];
  for (const c of sorted) {
    if (out.length >= limit) break;
    if (seen.has(c.supplierId)) continue;
    seen.add(c.supplierId);
    out.push(c);
  }
  return out;
}
