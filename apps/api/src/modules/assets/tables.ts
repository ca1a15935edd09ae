import { bigserial, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/**
 * A file a customer uploaded (a bank-transfer receipt). The bytes live in the storage
 * (`platform/storage.ts`) under `storage_key`; the row says whose it is and what it is. A
 * receipt is evidence of a payment, so the customer cannot be deleted from under it (restrict,
 * docs/architecture.md "References").
 */
export const assets = pgTable(
  'assets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** The type found in the bytes, never the one the client claimed. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** A 400 px WebP of an image (`thumbnail.ts`); null for PDFs, videos and undecodable images. */
    thumbnailKey: varchar('thumbnail_key', { length: 210 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assets_customer_idx').on(table.customerId, table.id.desc())],
);
