import type { PriceTier } from './types.ts';

/** The tier that prices `quantity` pieces: the one with the highest threshold reached. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of tiers) {
    if (tier.min_quantity <= quantity && (best === null || tier.min_quantity > best.min_quantity)) {
      best = tier;
    }
  }
  // Below the first threshold the shop still sells at its first tier's price.
  if (best === null && tiers.length > 0) {
    best = tiers.reduce((a, b) => (b.min_quantity < a.min_quantity ? b : a));
  }
  return best;
}

/** Tiers in ascending order of quantity, with the quantity where each one stops applying. */
export function tierRanges(
  tiers: readonly PriceTier[],
): { tier: PriceTier; from: number; to: number | null }[] {
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  return sorted.map((tier, index) => {
    const next = sorted[index + 1];
    return { tier, from: tier.min_quantity, to: next ? next.min_quantity - 1 : null };
  });
}

/** Quantity kept within 1 and the stock (or 1 when the stock is unknown). */
export function clampQuantity(quantity: number, stock: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const max = stock !== null && stock > 0 ? stock : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(whole, 1), max);
}
