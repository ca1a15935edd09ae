import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from '../customers/tables.ts';

/** How a customer can pay on the site. */
export const CHECKOUT_GATEWAYS = ['wallet', 'bkash', 'bank_transfer'] as const;
export type CheckoutGateway = (typeof CHECKOUT_GATEWAYS)[number];

/**
 * Money received outside the site that staff record against an invoice: cash at the office, a
 * deposit seen on the bank statement, a send-money to the shop's mobile-banking number. Each
 * has its own clearing account, reconciled against the till, the bank and the wallet provider.
 */
export const OFFICE_PAYMENT_METHODS = ['cash', 'bank_deposit', 'mobile_banking'] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];

export const PAYMENT_GATEWAYS = [...CHECKOUT_GATEWAYS, ...OFFICE_PAYMENT_METHODS] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a payment ended without money. The code is for the customer's screen (translated);
 * `failure_reason` keeps the details in English for staff and logs.
 */
export const PAYMENT_FAILURE_CODES = [
  'gateway_unavailable',
  'declined_at_gateway',
  'cancelled_by_customer',
  'cancelled_at_gateway',
  'expired',
  'amount_mismatch',
  'rejected_by_staff',
  /** A newer bKash payment of the same invoice replaced it before bKash took any money. */
  'superseded',
  /** Staff closed a payment whose outcome bKash would not tell us (the needs-review queue). */
  'closed_by_staff',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/**
 * One attempt to pay an invoice session (docs/payments.md). The customer is a foreign key
 * (restrict: a payment outlives nothing it belongs to); the session is linked by id. `amount` is what goes to the invoices; `fee` is the
 * gateway's charge on top, so the customer pays `amount + fee` at the gateway.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 16 }).$type<PaymentGateway>().notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    invoiceSessionId: bigint('invoice_session_id', { mode: 'number' }).notNull(),
    /** bKash's `paymentID` (from createPayment) and `trxID` (once Completed). */
    bkashPaymentId: varchar('bkash_payment_id', { length: 64 }),
    bkashTrxId: varchar('bkash_trx_id', { length: 64 }),
    /** The bank-transfer receipt the customer uploaded (an asset id). */
    receiptAssetId: bigint('receipt_asset_id', { mode: 'number' }),
    /** A payment staff recorded: the receipt, deposit slip or transaction number they saw. */
    reference: varchar('reference', { length: 100 }),
    /** Who recorded it: the staff member's sign-in email, or `machine` for the staff token. */
    recordedBy: varchar('recorded_by', { length: 320 }),
    /** Why it ended without money, as a stable code the web words in the customer's language. */
    failureCode: varchar('failure_code', { length: 32 }).$type<PaymentFailureCode>(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId, table.id.desc()),
    // The staff review list and the reconciliation job read pending payments per gateway.
    index('payments_pending_idx')
      .on(table.gateway, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_bkash_payment_id_key').on(table.bkashPaymentId),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_fee_not_negative', sql`${table.fee} >= 0`),
    // A payment received outside the site always says what proves it and who saw it.
    check(
      'payments_office_recorded',
      sql`${table.gateway} NOT IN ('cash', 'bank_deposit', 'mobile_banking') OR (${table.reference} IS NOT NULL AND ${table.recordedBy} IS NOT NULL)`,
    ),
  ],
);

/** What a settled payment applied to each invoice of its session. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_allocations_payment_invoice_key').on(table.paymentId, table.invoiceId),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
    check('payment_allocations_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The invoices an open (pending) bKash payment is paying. The primary key is the rule "at most
 * one open bKash payment per invoice", whichever session it came through: starting a new one
 * supersedes the old in the same transaction (docs/payments.md). Rows leave when the payment
 * stops being pending.
 */
export const openBkashInvoices = pgTable(
  'open_bkash_invoices',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
  },
  (table) => [index('open_bkash_invoices_payment_idx').on(table.paymentId)],
);

/**
 * What the reconciliation job knows about asking bKash for a payment's outcome: when to ask
 * next (null: nothing left to ask), how many checks in a row failed (the back-off), bKash's
 * last answer or error, and since when it waits for a person (docs/payments.md).
 */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastAnswer: varchar('last_answer', { length: 500 }),
    needsReviewSince: timestamp('needs_review_since', { withTimezone: true }),
  },
  (table) => [
    // The job's question: which checks are due now, oldest first.
    index('payment_checks_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} IS NOT NULL`),
    // Staff's queue.
    index('payment_checks_review_idx')
      .on(table.needsReviewSince)
      .where(sql`${table.needsReviewSince} IS NOT NULL`),
  ],
);
