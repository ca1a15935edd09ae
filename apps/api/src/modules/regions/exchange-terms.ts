import type { ExchangeTerms } from '@crossport/money';
import { cachedFor } from '../../platform/cached-for.ts';
import type { RegionsService } from './service.ts';

const TERMS_CACHE_MS = 60_000;

export interface RegionTerms {
  regionCode: string;
  terms: ExchangeTerms;
}

/**
 * The caller's region and its CNY exchange terms, kept a minute per region: every priced
 * answer (catalog, cart, wishlist) needs them and they change rarely.
 */
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
