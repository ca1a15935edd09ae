import type { z } from 'zod';
import { cachedFor } from '../../platform/cached-for.ts';
import { NotFound, ServiceUnavailable } from '../../platform/errors.ts';
import type {
  CountryRow,
  CurrencyRow,
  RegionLanguageRow,
  RegionRow,
  RegionsRepository,
  RegionSettingsRow,
} from './repository.ts';
import type {
  CountrySchema,
  CurrencySchema,
  RegionExpansion,
  RegionPricingBody,
  RegionSchema,
  RegionSettingsSchema,
} from './schemas.ts';

type Region = z.infer<typeof RegionSchema>;
type Currency = z.infer<typeof CurrencySchema>;
type Country = z.infer<typeof CountrySchema>;

const ALL_EXPANSIONS: RegionExpansion[] = ['languages', 'countries', 'currency'];
const REGION_CACHE_MS = 60_000;

export function toCurrency(row: CurrencyRow): Currency {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    minor_digits: row.minorDigits,
  };
}

export function toCountry(row: CountryRow): Country {
  return { id: row.id, code: row.code, name: row.name, phone_code: row.phoneCode, flag: row.flag };
}

function toSettings(
  row: RegionSettingsRow,
  region: RegionRow,
): z.infer<typeof RegionSettingsSchema> {
  return {
    region_id: row.regionId,
    region_code: region.code,
    region_name: region.name,
    source: {
      country_code: row.sourceCountryCode,
      country_name: row.sourceCountryName,
      currency_code: row.sourceCurrencyCode,
    },
    exchange: {
      source_currency: row.sourceCurrencyCode,
      target_currency: region.currencyCode,
      rate_micros: row.rateMicros,
      markup_bps: row.markupBps,
    },
    commission_bps: row.commissionBps,
    default_post_code: row.defaultPostCode,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createRegionsService(repository: RegionsRepository, defaultRegionCode: string) {
  /** Adds the asked-for parts to many regions with one query per part, not per region. */
  async function expand(rows: RegionRow[], expansions: RegionExpansion[]): Promise<Region[]> {
    const ids = rows.map((r) => r.id);
    const wants = new Set(expansions);
    const [currencyRows, languageRows, countryRows] = await Promise.all([
      wants.has('currency')
        ? repository.listCurrencies([...new Set(rows.map((r) => r.currencyCode))])
        : [],
      wants.has('languages') ? repository.languagesOfRegions(ids) : [],
      wants.has('countries') ? repository.countriesOfRegions(ids) : [],
    ]);
    const currencyByCode = new Map(currencyRows.map((c) => [c.code, toCurrency(c)]));
    return rows.map((row) => {
      const region: Region = {
        id: row.id,
        code: row.code,
        name: row.name,
        is_default: row.isDefault,
        currency_code: row.currencyCode,
        default_language_code: row.defaultLanguageCode,
      };
      if (wants.has('currency')) region.currency = currencyByCode.get(row.currencyCode);
      if (wants.has('languages')) {
        region.languages = languageRows
          .filter((l: RegionLanguageRow) => l.regionId === row.id)
          .map((l) => ({
            id: l.id,
            code: l.code,
            name: l.name,
            native_name: l.nativeName,
            is_default: l.code === row.defaultLanguageCode,
          }));
      }
      if (wants.has('countries')) {
        region.countries = countryRows.filter((c) => c.regionId === row.id).map(toCountry);
      }
      return region;
    });
  }

  // Regions are reference data read on every page view and changed by staff rarely: keep the
  // fully expanded list for a minute instead of running four queries per request.
  const allRegions = cachedFor(REGION_CACHE_MS, async () =>
    expand(await repository.listRegions(), ALL_EXPANSIONS),
  );

  return {
    async listRegions(expansions: RegionExpansion[]): Promise<Region[]> {
      const wanted = new Set(expansions);
      return (await allRegions()).map((region) => {
        const trimmed = { ...region };
        for (const part of ALL_EXPANSIONS) if (!wanted.has(part)) delete trimmed[part];
        return trimmed;
      });
    },

    /** The caller's region: the one it asked for if it exists, else the default region. */
    async currentRegion(requestedCode: string | null): Promise<Region> {
      const regions = await allRegions();
      const region =
        regions.find((r) => r.code === requestedCode) ??
        regions.find((r) => r.code === defaultRegionCode) ??
        regions.find((r) => r.is_default);
      if (!region) throw new ServiceUnavailable('No region is configured yet.');
      return region;
    },

    async regionSettings(regionId: number) {
      const region = await repository.findRegionById(regionId);
      const settings = region ? await repository.findSettings(regionId) : undefined;
      if (!region || !settings) throw new NotFound(`Region ${regionId}`);
      return toSettings(settings, region);
    },

    /** Every region's pricing terms, for staff's settings screen. */
    async allSettings() {
      const rows = await repository.listRegions();
      const settings = await Promise.all(rows.map((r) => repository.findSettings(r.id)));
      return rows.flatMap((region, i) => (settings[i] ? [toSettings(settings[i], region)] : []));
    },

    /** One region's pricing terms, or null: what the audit log keeps as "before". */
    async settingsOf(regionId: number) {
      const region = await repository.findRegionById(regionId);
      const row = region ? await repository.findSettings(regionId) : undefined;
      return region && row ? toSettings(row, region) : null;
    },

    /**
     * Staff change a region's exchange rate, markup or commission. Prices follow within a
     * minute: each API process keeps the terms that long (exchange-terms.ts).
     */
    async updateSettings(regionId: number, body: RegionPricingBody) {
      const region = await repository.findRegionById(regionId);
      const row = region
        ? await repository.updateSettings(regionId, {
            rateMicros: body.rate_micros,
            markupBps: body.markup_bps,
            commissionBps: body.commission_bps,
          })
        : undefined;
      if (!region || !row) throw new NotFound(`Region ${regionId}`);
      return toSettings(row, region);
    },

    async listCurrencies(): Promise<Currency[]> {
      return (await repository.listCurrencies()).map(toCurrency);
    },

    async listCountries(onlyShippingDestinations: boolean): Promise<Country[]> {
      return (await repository.listCountries(onlyShippingDestinations)).map(toCountry);
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
