/** A nearby place as a map provider gives it. */
export interface NearbyPlace {
  vicinity?: string | null;
  businessStatus?: string | null;
}

/**
 * Nearby places are proposed only when their vicinity is a real address (more than 2 comma-separated parts) and
 * they are operational (foundations §5). A place without a status is not known to be open, so it is left out.
 */
export function keepNearbyPlace(place: NearbyPlace): boolean {
  const parts = (place.vicinity ?? '').split(',').filter((p) => p.trim().length > 0);
  return parts.length > 2 && place.businessStatus === 'OPERATIONAL';
}
