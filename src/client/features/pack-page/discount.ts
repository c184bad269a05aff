/** The spec's discount percentage (02 §5): the rounded share of the price saved. */
export function discountPercentage(priceCents: number, discountPriceCents: number | null): number | null {
  if (discountPriceCents === null || priceCents <= 0 || discountPriceCents >= priceCents) return null;
  return Math.round((1 - discountPriceCents / priceCents) * 100);
}
