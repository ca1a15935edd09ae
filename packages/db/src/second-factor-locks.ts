import { sql } from 'drizzle-orm';
import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A second factor locked after too many wrong codes. The identity service writes a row (in its
 * schema, through its migrations) in the transaction that locks, and refuses every code of that
 * factor, the right one too, until `locked_until`. The commerce API reads the rows it has not
 * reported yet, copies each lock of a staff member into its staff audit log and sets
 * `reported_at` in the same transaction (an outbox). This definition is the contract between
 * the two, so both build their SQL from it; nothing else of the identity schema is shared.
 */
export const secondFactorLocks = pgSchema('identity').table(
  'second_factor_locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id').notNull(),
    /** The factor that was guessed: `totp` (the authenticator app) is the only one today. */
    factor: text('factor').notNull(),
    /** Wrong codes counted in the window when it locked. */
    wrongGuesses: integer('wrong_guesses').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** Where the guess that locked it came from: its flow (`login` or `settings`) and client. */
    flowId: uuid('flow_id').notNull(),
    flowKind: text('flow_kind').$type<'login' | 'settings'>().notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** When the commerce API took the lock into its audit log (or saw it is not staff's). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    index('second_factor_locks_identity').on(table.identityId, table.factor, table.lockedUntil),
    index('second_factor_locks_unreported')
      .on(table.lockedAt)
      .where(sql`reported_at IS NULL`),
  ],
);

export type SecondFactorLock = typeof secondFactorLocks.$inferSelect;
