import { bigserial, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/**
 * A customer's account at a third party (the live-stream provider), linked after the provider
 * confirmed the session: one per provider per customer, and an account at a provider belongs
 * to one customer only.
 */
export const thirdPartyIdentities = pgTable(
  'third_party_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's `sub` for the account. */
    subject: varchar('subject', { length: 200 }).notNull(),
    displayName: varchar('display_name', { length: 200 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('third_party_identities_account').on(table.provider, table.subject),
    uniqueIndex('third_party_identities_customer').on(table.customerId, table.provider),
  ],
);
