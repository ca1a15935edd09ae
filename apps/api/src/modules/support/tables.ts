import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/** What a support inquiry is about (the contact form's fixed list). */
export const SUPPORT_TOPICS = [
  'order',
  'shipping',
  'payment',
  'refund',
  'account',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
/**
 * `open`: waiting for staff (a new inquiry or the customer's follow-up); `answered`: staff
 * replied and the customer may follow up; `handled`: closed by staff with a note.
 */
export const SUPPORT_STATUSES = ['open', 'answered', 'handled'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * A message sent from the public contact form, signed in or not (then `customer_id` is null).
 * Its first message is `message`; staff replies and the customer's follow-ups are its
 * `support_messages`. Staff read the queue and mark an inquiry handled with a note.
 */
export const supportInquiries = pgTable(
  'support_inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    topic: varchar('topic', { length: 16 }).$type<SupportTopic>().notNull(),
    message: varchar('message', { length: 4000 }).notNull(),
    orderNumber: varchar('order_number', { length: 32 }),
    status: varchar('status', { length: 10 }).$type<SupportStatus>().notNull().default('open'),
    handledNote: text('handled_note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message of the thread (the first one's time until there is a reply). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_inquiries_status_idx').on(table.status, table.id.desc()),
    index('support_inquiries_customer_idx').on(table.customerId, table.lastActivityAt.desc()),
  ],
);

export const SUPPORT_AUTHORS = ['customer', 'staff'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** A message after the inquiry's first: a staff reply or the customer's follow-up. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => supportInquiries.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 10 }).$type<SupportAuthor>().notNull(),
    body: varchar('body', { length: 4000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_inquiry_idx').on(table.inquiryId, table.id)],
);
