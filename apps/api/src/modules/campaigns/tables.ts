import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables.ts';

/**
 * A time-boxed sale (docs/campaigns.md): between `starts_at` and `ends_at`, once published,
 * its products sell at their discount in its region (null = every region).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }),
    /** A site path (`/banners/…`) or an https URL. */
    banner: varchar('banner', { length: 300 }),
    regionCode: varchar('region_code', { length: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('campaigns_window', sql`${table.endsAt} > ${table.startsAt}`),
    index('campaigns_window_idx').on(table.endsAt, table.startsAt),
  ],
);

/** A product in a campaign and its discount (basis points off the regular price). */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountBps: integer('discount_bps').notNull(),
    /** Order on the campaign page. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.productId] }),
    index('campaign_products_product_idx').on(table.productId),
    check('campaign_products_discount', sql`${table.discountBps} between 1 and 9000`),
  ],
);
