import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import {
  countries,
  currencies,
  languages,
  regionLanguages,
  regions,
  regionSettings,
} from './tables.ts';

export type RegionRow = typeof regions.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type RegionSettingsRow = typeof regionSettings.$inferSelect;
export type RegionLanguageRow = typeof languages.$inferSelect & { regionId: number };

export function createRegionsRepository(db: Database) {
  return {
    listRegions(): Promise<RegionRow[]> {
      return db.select().from(regions).orderBy(asc(regions.position), asc(regions.id));
    },

    async findRegionByCode(code: string): Promise<RegionRow | undefined> {
      const [row] = await db.select().from(regions).where(eq(regions.code, code));
      return row;
    },

    async findDefaultRegion(): Promise<RegionRow | undefined> {
      const [row] = await db
        .select()
        .from(regions)
        .where(eq(regions.isDefault, true))
        .orderBy(asc(regions.id))
        .limit(1);
      return row;
    },

    async findRegionById(id: number): Promise<RegionRow | undefined> {
      const [row] = await db.select().from(regions).where(eq(regions.id, id));
      return row;
    },

    listCurrencies(codes?: string[]): Promise<CurrencyRow[]> {
      const query = db.select().from(currencies);
      return (codes ? query.where(inArray(currencies.code, codes)) : query).orderBy(
        asc(currencies.code),
      );
    },

    languagesOfRegions(regionIds: number[]): Promise<RegionLanguageRow[]> {
      return db
        .select({
          regionId: regionLanguages.regionId,
          id: languages.id,
          code: languages.code,
          name: languages.name,
          nativeName: languages.nativeName,
        })
        .from(regionLanguages)
        .innerJoin(languages, eq(languages.id, regionLanguages.languageId))
        .where(inArray(regionLanguages.regionId, regionIds))
        .orderBy(asc(regionLanguages.position));
    },

    countriesOfRegions(regionIds: number[]): Promise<CountryRow[]> {
      return db
        .select()
        .from(countries)
        .where(inArray(countries.regionId, regionIds))
        .orderBy(asc(countries.name));
    },

    listCountries(onlyShippingDestinations: boolean): Promise<CountryRow[]> {
      const query = db.select().from(countries);
      return (
        onlyShippingDestinations ? query.where(eq(countries.isShippingDestination, true)) : query
      ).orderBy(asc(countries.name));
    },

    async updateSettings(
      regionId: number,
      changes: Pick<RegionSettingsRow, 'rateMicros' | 'markupBps' | 'commissionBps'>,
    ): Promise<RegionSettingsRow | undefined> {
      const [row] = await db
        .update(regionSettings)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(regionSettings.regionId, regionId))
        .returning();
      return row;
    },

    async findSettings(regionId: number): Promise<RegionSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(regionSettings)
        .where(eq(regionSettings.regionId, regionId));
      return row;
    },
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
