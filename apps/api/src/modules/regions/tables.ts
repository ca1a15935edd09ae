import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  minorDigits: smallint('minor_digits').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  currencyCode: varchar('currency_code', { length: 3 })
    .notNull()
    .references(() => currencies.code),
  defaultLanguageCode: varchar('default_language_code', { length: 8 })
    .notNull()
    .references(() => languages.code),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const regionLanguages = pgTable(
  'region_languages',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.regionId, table.languageId] })],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  flag: text('flag').notNull(),
  regionId: integer('region_id').references(() => regions.id),
  /** Whether we deliver to addresses in this country. */
  isShippingDestination: boolean('is_shipping_destination').notNull().default(false),
});

/** How a region prices goods bought in the source country (China, CNY). */
export const regionSettings = pgTable('region_settings', {
  regionId: integer('region_id')
    .primaryKey()
    .references(() => regions.id, { onDelete: 'cascade' }),
  sourceCountryCode: varchar('source_country_code', { length: 2 }).notNull().default('CN'),
  sourceCountryName: text('source_country_name').notNull().default('China'),
  sourceCurrencyCode: varchar('source_currency_code', { length: 3 }).notNull().default('CNY'),
  /** Region-currency major units per source major unit, times 1e6 (no floats for money). */
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  markupBps: integer('markup_bps').notNull().default(0),
  commissionBps: integer('commission_bps').notNull().default(0),
  defaultPostCode: varchar('default_post_code', { length: 16 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
