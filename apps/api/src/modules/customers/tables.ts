import { pgTable, serial, text, timestamp, uuid, varchar, boolean } from 'drizzle-orm/pg-core';

/** A customer of the commerce side, mirrored from the identity service on every session load. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  identityId: uuid('identity_id').notNull().unique(),
  email: varchar('email', { length: 320 }).unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  name: text('name'),
  phone: varchar('phone', { length: 32 }),
  avatarUrl: text('avatar_url'),
  countryCode: varchar('country_code', { length: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
