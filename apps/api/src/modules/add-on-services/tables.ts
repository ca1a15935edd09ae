import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * What the operator sets per add-on service (issue #17); the codes, groups and uses are code
 * (catalogue.ts). `rate_bps` is insurance's share of the declared value, null for the others.
 */
export const addOnServices = pgTable(
  'add_on_services',
  {
    code: varchar('code', { length: 40 }).primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    rateBps: integer('rate_bps'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('add_on_services_rate_bps', sql`${table.rateBps} BETWEEN 0 AND 10000`)],
);

/**
 * One row per currency a service is offered in, minor units; 0 is free, no row is "not
 * offered in this currency". A child table rather than jsonb: each price is a checked
 * integer and a currency's prices can be read with one plain query.
 */
export const addOnServicePrices = pgTable(
  'add_on_service_prices',
  {
    code: varchar('code', { length: 40 })
      .notNull()
      .references(() => addOnServices.code, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.currency] }),
    check('add_on_service_prices_amount', sql`${table.amountMinor} >= 0`),
  ],
);
