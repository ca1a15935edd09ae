import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { harvestJobs } from '../catalog/tables.ts';
import { customers } from '../customers/tables.ts';

/** A catalog product a customer keeps for later. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_customer_product_key').on(table.customerId, table.productId),
  ],
);

/**
 * A wish for a product by a link the catalog had not imported: kept until the import
 * succeeds (then it becomes a wishlist item) or the customer dismisses the failed import, so
 * a wish survives a closed tab.
 */
export const wishlistLinkImports = pgTable(
  'wishlist_link_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    harvestJobId: uuid('harvest_job_id')
      .notNull()
      .references(() => harvestJobs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_link_imports_customer_job_key').on(table.customerId, table.harvestJobId),
    index('wishlist_link_imports_job_idx').on(table.harvestJobId),
  ],
);
