import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

export const PAYOUT_REQUEST_STATUSES = [
  'pending',
  'approved',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PayoutRequestStatus = (typeof PAYOUT_REQUEST_STATUSES)[number];

/** What the customer gave us to send money to: bKash wallet number, bank account details. */
export type PayoutAccountDetails = Record<string, string>;

/**
 * Where a customer wants their wallet money sent. The customer is a foreign key (restrict, like
 * every money record). Soft-deleted (`deleted_at`) once a payout request names it, so staff
 * and the customer's history still see where money went; deleted outright otherwise.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** A payout gateway code (`bkash`, `bank_transfer`): modules/payouts/gateways.ts. */
    gateway: varchar('gateway', { length: 32 }).notNull(),
    details: jsonb('details').$type<PayoutAccountDetails>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The customer's list, newest first, without deleted accounts.
    index('payout_accounts_customer_idx')
      .on(table.customerId, table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
  ],
);

/**
 * A customer's request to be paid `amount` from their wallet. The amount is held in the ledger
 * (`payouts_in_flight`) from the moment the request exists; `account` is a copy of the payout
 * account as it was then, so editing the account later never redirects money already asked for.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccounts.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    account: jsonb('account').$type<PayoutAccountDetails>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Taken from the wallet, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The gateway's fee, kept from `amount`: the customer receives `amount - fee`. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<PayoutRequestStatus>()
      .notNull()
      .default('pending'),
    /** Why staff rejected it, shown to the customer. */
    rejectionReason: text('rejection_reason'),
    /** What the gateway called the transfer (a bKash trxID, a bank reference): reconciliation. */
    transferReference: varchar('transfer_reference', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payout_requests_customer_idx').on(table.customerId, table.id.desc()),
    // Deleting an account asks whether a request names it (and the foreign key checks too).
    index('payout_requests_account_idx').on(table.payoutAccountId),
    // Staff work through one status at a time, oldest first.
    index('payout_requests_status_idx').on(table.status, table.id),
    check('payout_requests_amount_positive', sql`${table.amount} > 0`),
    check('payout_requests_fee_range', sql`${table.fee} >= 0 AND ${table.fee} < ${table.amount}`),
  ],
);

/** Every move of a payout request, with who made it (the customer, staff). */
export const payoutRequestEvents = pgTable(
  'payout_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutRequestId: bigint('payout_request_id', { mode: 'number' })
      .notNull()
      .references(() => payoutRequests.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<PayoutRequestStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<PayoutRequestStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_request_events_request_idx').on(table.payoutRequestId, table.id)],
);
