import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** Our receiving addresses abroad, where shops and couriers deliver customers' goods. */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: text('name').notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  postCode: varchar('post_code', { length: 16 }).notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: varchar('contact_phone', { length: 32 }).notNull(),
  /** Shown to the customer: how to label parcels so we can match them on arrival. */
  instructions: text('instructions').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});
