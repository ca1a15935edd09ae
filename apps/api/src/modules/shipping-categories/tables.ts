import { type AnyPgColumn, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** What kind of goods a parcel holds; decides the per-kg rate and customs handling. */
export const shippingCategories = pgTable('shipping_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => shippingCategories.id),
  position: integer('position').notNull().default(0),
});
