import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContentBlock } from './blocks.ts';

export type ContentStatus = 'draft' | 'published';

/**
 * One version of a content slug for one language, for one region or for all (`region_code`
 * null). Pages see the newest published version whose `publish_at` has come, for their region
 * before the all-regions one and their language before English; drafts are staff's only.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    regionCode: varchar('region_code', { length: 2 }),
    title: varchar('title', { length: 160 }).notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    status: varchar('status', { length: 12 }).$type<ContentStatus>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who last saved it (staff name, for the history). */
    editedBy: text('edited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_entries_live_idx')
      .on(table.slug, table.locale, table.publishAt.desc())
      .where(sql`${table.status} = 'published'`),
  ],
);

/**
 * The company's own details, one row (`id` 1): the Bangladesh office's address, email, phone
 * and opening hours. Staff change them in the back office; the Contact us page, the invoice PDF
 * and every other page or document that names the company read them from here. The addresses
 * customers send parcels to are each warehouse's own (`warehouses`), not this.
 */
export const companyDetails = pgTable(
  'company_details',
  {
    id: smallint('id').primaryKey().default(1),
    name: varchar('name', { length: 120 }).notNull(),
    /** The postal address, one line each, as on a letter or an invoice. */
    addressLines: jsonb('address_lines').$type<string[]>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    /** Opening hours in words, per language (`en`, `bn`). */
    openingHours: jsonb('opening_hours').$type<{ en: string; bn: string }>().notNull(),
    editedBy: text('edited_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('company_details_one_row', sql`${table.id} = 1`)],
);
