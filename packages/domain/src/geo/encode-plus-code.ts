/** Open Location Code's 20 digits (no vowels, no easily confused letters). */
const ALPHABET = '23456789CFGHJMPQRVWX';
/** A 10-digit code's cell is 1/8000 of a degree (about 14 m) on each side. */
const CELLS_PER_DEGREE = 8000;

function cellIndex(value: number): number {
  // toFixed: a pin at 10.77 must not fall in the cell below because 10.77 * 8000 is 86159.99999…
  return Math.floor(Number((value * CELLS_PER_DEGREE).toFixed(6)));
}

/**
 * The plus code (Open Location Code, 10 digits: "7P28QPG4+6Q") of a point: what the spec's Store.geoPlusCode holds,
 * derived from the pin itself rather than taken from a client or a maps service, so it always names the pin and works
 * without one. Latitude is clipped to ±90 (the north pole is coded in the cell below it), longitude wrapped into
 * [-180, 180).
 */
export function encodePlusCode(lat: number, lng: number): string {
  const latitude = Math.min(Math.max(lat, -90), 90);
  const longitude = ((((lng + 180) % 360) + 360) % 360) - 180;
  let latCell = Math.min(cellIndex(latitude + 90), 180 * CELLS_PER_DEGREE - 1);
  let lngCell = cellIndex(longitude + 180);
  const pairs: string[] = [];
  for (let i = 0; i < 5; i++) {
    pairs.unshift(`${ALPHABET[latCell % 20]}${ALPHABET[lngCell % 20]}`);
    latCell = Math.floor(latCell / 20);
    lngCell = Math.floor(lngCell / 20);
  }
  const digits = pairs.join('');
  return `${digits.slice(0, 8)}+${digits.slice(8)}`;
}
