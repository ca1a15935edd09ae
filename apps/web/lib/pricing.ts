import { convertFromSource, type ExchangeTerms, type Money } from '@crossport/money';
import type { RegionSettings } from './regions/types.ts';

/** The exchange terms a region's settings describe, in the shape `@crossport/money` expects. */
export function exchangeTerms(settings: RegionSettings): ExchangeTerms {
  return {
    sourceCurrency: settings.exchange.source_currency,
    targetCurrency: settings.exchange.target_currency,
    rateMicros: settings.exchange.rate_micros,
    markupBps: settings.exchange.markup_bps,
  };
}

export interface SourcePrice {
  /** What the shop in China charges, in its currency. */
  original: Money;
  /** What the customer pays in the region's currency; null while the rate is unknown. */
  local: Money | null;
}

export function priceInRegion(original: Money, settings: RegionSettings | null): SourcePrice {
  return {
    original,
    local: settings ? convertFromSource(original, exchangeTerms(settings)) : null,
  };
}

/** BCP 47 tag for formatting amounts: the reader's language shaped by the region (en-US). */
export function moneyLocale(locale: string, regionCode: string | undefined): string {
  return regionCode ? `${locale}-${regionCode}` : locale;
}
