import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/** A delivery address of a customer; its country's fields live in `fields` (see address-schema). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    label: varchar('label', { length: 16 }).notNull(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId, table.id)],
);
