import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A customer of the commerce side, mirrored from the identity service on every session load.
 * The identity is the key; the email is a copy and not unique here, since an address can move
 * between identities upstream (re-created or changed) before both of them have synced.
 * Every table that names a customer has a foreign key here (docs/architecture.md, References).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    identityId: uuid('identity_id').notNull().unique(),
    email: varchar('email', { length: 320 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    phone: varchar('phone', { length: 32 }),
    avatarUrl: text('avatar_url'),
    countryCode: varchar('country_code', { length: 2 }),
    /**
     * When the customer closed their account: the row stays (invoices, payments and the ledger
     * point at it) with its personal data erased, and no session of it is served again.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_email_idx').on(table.email),
    index('customers_phone_idx').on(table.phone),
  ],
);

/** What staff wrote down about a customer (Customer 360): append-only, newest first. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    authorEmail: varchar('author_email', { length: 254 }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.id.desc())],
);
