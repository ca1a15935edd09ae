import { bigint, bigserial, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
