import { assertWholeDong } from './round-dong';

/**
 * Splits an order's discount over its lines in proportion to their amounts, in whole đồng, so that the shares add
 * up to the discount exactly (largest remainder method). Order items record amountAfterDiscount = amount − share
 * (and unitPriceAfterDiscount from it); rounding each share on its own would leave the items a đồng or two off
 * the order's discount, which the red invoice and reconciliation would then show.
 *
 * Each line first gets the whole part of its exact share; the đồng left over go one each to the lines with the
 * largest fractional parts (ties: the larger amount, then the earlier line, so the split is deterministic). A line
 * never gets more than its amount, and a line of 0 gets nothing.
 */
export function distributeDiscount(discount: number, lines: readonly { amount: number }[]): number[] {
  assertWholeDong(discount, 'discount');
  for (const line of lines) assertWholeDong(line.amount, 'line amount');
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (discount > total) throw new RangeError(`discount ${discount} exceeds the lines' total ${total}`);
  if (discount === 0) return lines.map(() => 0);
  // BigInt: discount × amount can pass 2^53 for a large order, and the split must be exact.
  const d = BigInt(discount);
  const t = BigInt(total);
  const exact = lines.map((line, index) => {
    const product = d * BigInt(line.amount);
    return { index, amount: line.amount, share: Number(product / t), remainder: product % t };
  });
  let left = discount - exact.reduce((sum, line) => sum + line.share, 0);
  const order = [...exact].sort((a, b) =>
    a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : b.amount - a.amount || a.index - b.index,
  );
  for (const line of order) {
    if (left === 0) break;
    line.share += 1;
    left -= 1;
  }
  return exact.map((line) => line.share);
}
