import type { ExchangeTerms, Money } from '@crossport/money';
import { cachedFor } from '../../platform/cached-for.ts';
import type { StoredPriceTier } from '../catalog/tables.ts';
import type { RegionsService } from '../regions/service.ts';

const TERMS_CACHE_MS = 60_000;

export interface RegionTerms {
  regionCode: string;
  terms: ExchangeTerms;
}

/** The caller's region and its CNY exchange terms, kept a minute like the catalog does. */
export function createRegionTerms(regions: RegionsService) {
  const byRegion = new Map<number, () => Promise<ExchangeTerms>>();
  return async function regionTerms(regionCode: string | null): Promise<RegionTerms> {
    const region = await regions.currentRegion(regionCode);
    let load = byRegion.get(region.id);
    if (!load) {
      load = cachedFor(TERMS_CACHE_MS, async () => {
        const settings = await regions.regionSettings(region.id);
        return {
          sourceCurrency: settings.exchange.source_currency,
          targetCurrency: settings.exchange.target_currency,
          rateMicros: settings.exchange.rate_micros,
          markupBps: settings.exchange.markup_bps,
        };
      });
      byRegion.set(region.id, load);
    }
    return { regionCode: region.code, terms: await load() };
  };
}

export type RegionTermsOf = ReturnType<typeof createRegionTerms>;

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

export function zero(currency: string): Money {
  return { amount: 0, currency };
}
