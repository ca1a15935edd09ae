import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

export const INVOICE_STATUSES = ['unpaid', 'partially_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What a customer owes for something (a Buy-and-Ship order now; shipments later). `paid`
 * grows with each payment, so partial payments and payment sessions (the money issue) only add
 * rows elsewhere and move `paid` and `status`; the amount due is `total - paid`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'INV-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** What the invoice bills: `buy_order` and its id. */
    subjectType: varchar('subject_type', { length: 24 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull().default('unpaid'),
    currency: varchar('currency', { length: 3 }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    /**
     * Returned to the customer off this invoice (a paid product cancelled): `paid` drops by it,
     * so what the customer paid in all is `paid + refunded`. Gateway fees are apart from both.
     */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    /** The gateway fees (bKash's 1.85 %) paid on top of the payments applied to this invoice. */
    gatewayFeePaid: bigint('gateway_fee_paid', { mode: 'number' }).notNull().default(0),
    /** The part of `gatewayFeePaid` returned with refunds: a cancelled product's share. */
    gatewayFeeRefunded: bigint('gateway_fee_refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_customer_idx').on(table.customerId, table.id.desc()),
    index('invoices_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/** A line of an invoice; adjustments (a cancelled item, a new price) are lines too. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    description: text('description').notNull(),
    referenceType: varchar('reference_type', { length: 24 }),
    referenceId: bigint('reference_id', { mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    unitAmount: bigint('unit_amount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What checkout estimated for this charge (a buy product's international shipping), so
     * the customer sees the estimate beside the final charge; null when none was given.
     */
    estimatedAmount: bigint('estimated_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.id)],
);

/**
 * One payable total over several unpaid invoices of one customer in one currency (spec: pay
 * many invoices at once). The invoices themselves keep their own `paid`; a payment of the
 * session is allocated over them, oldest first, when it settles.
 */
export const invoiceSessions = pgTable(
  'invoice_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_sessions_customer_idx').on(table.customerId, table.id.desc())],
);

export const invoiceSessionInvoices = pgTable(
  'invoice_session_invoices',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => invoiceSessions.id, { onDelete: 'cascade' }),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.invoiceId] })],
);
