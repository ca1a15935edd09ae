import { divideRoundHalfUp } from '@crossport/money';
import type { StoredVariations } from './tables.ts';

/** The campaign a product is in right now, and its discount (the campaigns module knows). */
export interface RunningCampaignPrice {
  discountBps: number;
  campaign: { id: number; slug: string; title: string; endsAt: Date };
}

/** Which of these products are in a running campaign, for this region (docs/campaigns.md). */
export type CampaignPriceLookup = (
  productIds: readonly number[],
  regionCode: string | null,
) => Promise<ReadonlyMap<number, RunningCampaignPrice>>;

export const noCampaigns: CampaignPriceLookup = async () => new Map();

/**
 * A campaign's price of a CNY amount: the discount taken off the source price, rounded half up
 * to the fen, before the region's conversion. Applied to every amount the catalog hands out,
 * so the product page, the cart and checkout all charge what the campaign page shows.
 */
export function campaignAmount(amount: number, discountBps: number): number {
  const kept = BigInt(amount) * BigInt(10_000 - Math.min(Math.max(discountBps, 0), 10_000));
  return Number(divideRoundHalfUp(kept, 10_000n));
}

interface Priced {
  priceMin: number;
  priceMax?: number;
  variations?: StoredVariations;
}

/** The row at the campaign's prices (its regular prices stay in the caller's copy). */
export function atCampaignPrice<T extends Priced>(row: T, discountBps: number): T {
  const cut = (amount: number) => campaignAmount(amount, discountBps);
  return {
    ...row,
    priceMin: cut(row.priceMin),
    ...(row.priceMax === undefined ? {} : { priceMax: cut(row.priceMax) }),
    ...(row.variations === undefined
      ? {}
      : {
          variations: {
            ...row.variations,
            skus: row.variations.skus.map((sku) => ({
              ...sku,
              price_tiers: sku.price_tiers.map((tier) => ({ ...tier, amount: cut(tier.amount) })),
            })),
          },
        }),
  };
}
