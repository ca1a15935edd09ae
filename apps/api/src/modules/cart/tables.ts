import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/**
 * One catalog product in a purchase cart: a signed-in customer's, or a guest's (keyed by the
 * guest id and session the client keeps in local storage). Exactly one owner is set.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestId: varchar('guest_id', { length: 64 }),
    guestSession: varchar('guest_session', { length: 64 }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** Ticked for checkout ("select items to buy"). */
    isSelected: boolean('is_selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_customer_product_key')
      .on(table.customerId, table.productId)
      .where(sql`customer_id IS NOT NULL`),
    uniqueIndex('cart_items_guest_product_key')
      .on(table.guestId, table.guestSession, table.productId)
      .where(sql`guest_id IS NOT NULL`),
  ],
);

/** How many pieces of one SKU (colour × size) of the cart item's product. */
export const cartItemVariations = pgTable(
  'cart_item_variations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartItemId: bigint('cart_item_id', { mode: 'number' })
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    skuId: varchar('sku_id', { length: 128 }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_item_variations_sku_key').on(table.cartItemId, table.skuId),
    index('cart_item_variations_item_idx').on(table.cartItemId, table.id),
  ],
);

/** When a guest cart was merged into a customer's cart, and how much came across. */
export const guestCartMerges = pgTable(
  'guest_cart_merges',
  {
    guestId: varchar('guest_id', { length: 64 }).notNull(),
    guestSession: varchar('guest_session', { length: 64 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variationsMerged: integer('variations_merged').notNull().default(0),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guestId, table.guestSession] })],
);
