import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

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
  // Storage (issue #14): free days from receipt, a daily fee after them (minor units per
  // currency), a reminder before the free days end, a final notice, disposal at the maximum.
  freeStorageDays: integer('free_storage_days').notNull().default(30),
  storageFeePerDay: jsonb('storage_fee_per_day')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{"BDT":2000,"INR":1500,"USD":25,"GBP":20,"AUD":40,"AED":100}'::jsonb`),
  storageReminderDays: integer('storage_reminder_days').notNull().default(3),
  maxStorageDays: integer('max_storage_days').notNull().default(90),
  finalNoticeDays: integer('final_notice_days').notNull().default(7),
});
