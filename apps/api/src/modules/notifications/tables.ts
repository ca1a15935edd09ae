import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

export type EmailStatus = 'none' | 'queued' | 'sent' | 'skipped' | 'failed';

/**
 * What we tell a customer: shown in the app, and emailed when `email_status` starts `queued`.
 * The row is the email's outbox too: written in the transaction that decided to tell, then
 * delivered by the worker's `deliver-notification-emails` job, so a rolled-back decision
 * sends nothing and a committed one is sent even if the process dies right after.
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** Where the app takes the customer ("/my-parcel/SP-00000012"). */
    link: varchar('link', { length: 300 }),
    emailStatus: varchar('email_status', { length: 8 }).$type<EmailStatus>().notNull(),
    emailAttempts: integer('email_attempts').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_notifications_customer_idx').on(table.customerId, table.id.desc()),
    index('customer_notifications_email_idx').on(table.emailStatus, table.id),
  ],
);
