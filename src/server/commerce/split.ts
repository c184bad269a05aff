/**
 * Splits `total` (whole cents) into parts proportional to `weights`, summing exactly to `total`: each part is
 * rounded down and the cents left over go to the largest remainders (ties to the earlier). A bundle's price over
 * its packs, a fixed discount over the lines it applies to.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0)
    return splitByWeight(
      total,
      weights.map(() => 1),
    );
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
