import { slugify } from '../text/slugify';

/** One supplier's listing, as a buyer sees it on a card. */
export interface Listing {
  id: string;
  supplierId: number;
  /** The Vietnamese name as listed. */
  name: string;
  /** The selling unit. */
  uom: string;
}

/**
 * What a buyer tells listings of one supplier apart by: the name (accents, case and punctuation aside) and the
 * selling unit. Cards show the name, the supplier and the price per unit, so two listings of one supplier with
 * the same name and unit look like one product twice, whatever else differs (another brand, another price).
 */
export function listingIdentity(listing: Omit<Listing, 'id'>): string {
  return `${listing.supplierId}/${slugify(listing.name)}/${slugify(listing.uom)}`;
}

/**
 * The rule "one supplier lists an item once": the groups of listings that break it (two or more ids each, in
 * the order given); empty when the catalogue keeps the rule.
 */
export function findRepeatedListings(listings: readonly Listing[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const listing of listings) {
    const key = listingIdentity(listing);
    const group = groups.get(key);
    if (group) group.push(listing.id);
    else groups.set(key, [listing.id]);
  }
  return [...groups.values()].filter((ids) => ids.length > 1);
}
