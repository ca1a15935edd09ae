import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import {
  countries,
  currencies,
  languages,
  regionLanguages,
  regions,
  regionSettings,
} from '../modules/regions/tables.ts';
import { shippingCategories } from '../modules/shipping-categories/tables.ts';
import { warehouses } from '../modules/warehouses/tables.ts';
import {
  demoCurrencies,
  demoLanguages,
  demoOtherCountries,
  demoRegions,
  demoShippingCategories,
  demoWarehouses,
} from './demo-data.ts';

/**
 * Loads the demo world once: if regions already exist (a second start, or an operator's own
 * data) nothing is touched. Runs in one transaction so a failed load leaves no half world.
 */
export async function loadDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting at once must not both load: the first takes the lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140001)`);
    const existing = await tx.select({ id: regions.id }).from(regions).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(currencies).values(demoCurrencies);
    const languageRows = await tx.insert(languages).values(demoLanguages).returning();
    const languageId = new Map(languageRows.map((l) => [l.code, l.id]));

    for (const [position, demo] of demoRegions.entries()) {
      const [region] = await tx
        .insert(regions)
        .values({
          code: demo.code,
          name: demo.name,
          currencyCode: demo.currencyCode,
          defaultLanguageCode: demo.languages[0] ?? 'en',
          isDefault: demo.isDefault ?? false,
          position,
        })
        .returning();
      if (!region) throw new Error(`Region ${demo.code} was not inserted`);
      await tx.insert(regionLanguages).values(
        demo.languages.map((code, index) => ({
          regionId: region.id,
          languageId: languageId.get(code) as number,
          position: index,
        })),
      );
      await tx.insert(countries).values({
        code: demo.code,
        ...demo.country,
        regionId: region.id,
        isShippingDestination: true,
      });
      await tx.insert(regionSettings).values({
        regionId: region.id,
        rateMicros: demo.rateMicros,
        markupBps: demo.markupBps,
        commissionBps: demo.commissionBps,
        defaultPostCode: demo.defaultPostCode,
      });
    }
    await tx.insert(countries).values(demoOtherCountries);
    await tx.insert(warehouses).values(demoWarehouses);

    for (const [position, parent] of demoShippingCategories.entries()) {
      const [root] = await tx
        .insert(shippingCategories)
        .values({ slug: parent.slug, name: parent.name, position })
        .returning();
      await tx.insert(shippingCategories).values(
        parent.children.map(([slug, name], index) => ({
          slug,
          name,
          parentId: root?.id,
          position: index,
        })),
      );
    }
    return true;
  });
}
