/**
 * Integer arithmetic for money. Amounts are whole đồng (the đồng has no subunit in use) and every
 * rule here rounds once, half up, on exact integers: dividing in floating point first would turn
 * 0.1 kg × 35,000 đ into 3,500.0000000000005 and a half-đồng tie could go either way by machine.
 */

/** n ÷ d rounded half up, for a non-negative safe integer n and a positive integer d. */
export function roundDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`roundDiv: ${n} is not a non-negative safe integer`);
  if (!Number.isSafeInteger(d) || d <= 0) throw new RangeError(`roundDiv: ${d} is not a positive integer`);
  // Math.floor(n / d) of two safe integers is exact (a non-integer quotient lies at least 1/d below the
  // next integer, more than half its unit in the last place); the remainder then decides the half.
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return 2 * remainder >= d ? quotient + 1 : quotient;
}

/** Refuses anything but a whole, non-negative number of đồng, so a stray float never reaches a total. */
export function assertWholeDong(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of đồng (got ${value})`);
  }
}
