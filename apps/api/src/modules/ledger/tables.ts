import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

export const LEDGER_ACCOUNT_KINDS = [
  'customer_wallet',
  'payouts_in_flight',
  'gateway_clearing',
  'receivables',
  'revenue',
  'refunds_payable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One account of the ledger in one currency. `balance` is a cache of the sum of its postings,
 * written only together with them (docs/ledger.md); the CHECK keeps a non-negative account
 * (wallets, payouts in flight) from going below zero even if a caller skipped the service.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `customer_wallet:42:BDT`, `gateway_clearing:bkash:BDT`, `revenue:BDT`. */
    key: varchar('key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<LedgerAccountKind>().notNull(),
    // Set for wallets; the ledger is history, so a customer with an account is never deleted.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    nonNegative: boolean('non_negative').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_key').on(table.key),
    index('ledger_accounts_customer_idx').on(table.customerId),
    check('ledger_accounts_non_negative', sql`NOT ${table.nonNegative} OR ${table.balance} >= 0`),
  ],
);

/** A posting set (journal entry): what moved money, once per idempotency key. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    referenceType: varchar('reference_type', { length: 24 }).notNull(),
    referenceId: varchar('reference_id', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    /** SHA-256 of the body, so a reused key with another body is told apart from a retry. */
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key').on(table.idempotencyKey),
    index('ledger_entries_reference_idx').on(table.referenceType, table.referenceId),
  ],
);

/** One leg of a posting set: a positive amount credits the account, a negative one debits it. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
  },
  (table) => [
    index('ledger_postings_entry_idx').on(table.entryId),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    check('ledger_postings_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
