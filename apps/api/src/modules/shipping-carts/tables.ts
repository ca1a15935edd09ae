import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from '../customers/tables.ts';

/**
 * A customer's server-side draft of a Ship For Me request, one per region: what apps and
 * partners keep between sessions (the web keeps its draft in local storage instead).
 */
export const shippingCarts = pgTable(
  'shipping_carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shipping_carts_customer_region').on(table.customerId, table.regionCode)],
);

export const shippingCartItems = pgTable(
  'shipping_cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => shippingCarts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 300 }).notNull(),
    link: varchar('link', { length: 2000 }),
    imageIds: bigint('image_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    quantity: integer('quantity').notNull(),
    declaredValue: bigint('declared_value', { mode: 'number' }).notNull(),
    shippingCategoryId: integer('shipping_category_id').notNull(),
    hsCode: varchar('hs_code', { length: 6 }),
    trackingId: varchar('tracking_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipping_cart_items_cart_idx').on(table.cartId, table.id)],
);
