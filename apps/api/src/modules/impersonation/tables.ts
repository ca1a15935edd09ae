import { bigserial, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every change a support session tried to make in a customer's account: refused (support
 * sessions are read-only) and kept here, so the customer's trust has a record to rest on.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The customer's identity (its customer row may not exist yet). */
    identityId: uuid('identity_id').notNull(),
    /** The identity service's support session that made the request. */
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('impersonation_audit_identity_idx').on(table.identityId, table.id.desc())],
);
