import { sql } from 'drizzle-orm';
import { customType, index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The Harmonized System nomenclature (HS 2022): chapters (2 digits), headings (4) and
 * subheadings (6), loaded from data/harmonized-system.csv. Reference data: the same for every
 * region, read-only for the API, replaced only by the loader.
 */
export const hsCodes = pgTable(
  'hs_codes',
  {
    /** Digits only, as the CSV spells them ("01", "0101", "010121"). */
    code: varchar('code', { length: 6 }).primaryKey(),
    /** 2, 4 or 6: the number of digits. */
    level: smallint('level').notNull(),
    /** The WCO section, a Roman numeral ("XI"). */
    section: varchar('section', { length: 5 }).notNull(),
    description: text('description').notNull(),
    /** The code one level up; null for a chapter. */
    parentCode: varchar('parent_code', { length: 6 }),
    // Generated, so the loader and any hand edit can never leave it stale.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', description)`),
  },
  (table) => [
    index('hs_codes_search_vector_idx').using('gin', table.searchVector),
    // Prefix search (`code LIKE '6109%'`) on a varchar needs the pattern operator class.
    index('hs_codes_code_pattern_idx').using('btree', sql`${table.code} varchar_pattern_ops`),
    index('hs_codes_level_idx').on(table.level, table.code),
  ],
);
