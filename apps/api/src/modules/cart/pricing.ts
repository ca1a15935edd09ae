import type { StoredPriceTier } from '../catalog/index.ts';

/**
 * The CNY fen price of one piece when `quantity` pieces of the product are bought: the last
 * tier whose minimum is reached (wholesale tiers count the product's pieces, all SKUs together).
 */
export function tierAmount(tiers: StoredPriceTier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  let amount = sorted[0]?.amount ?? 0;
  for (const tier of sorted) if (quantity >= tier.min_quantity) amount = tier.amount;
  return amount;
}
