import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings, type LedgerAccountKind } from './tables.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;
export type NewLedgerAccount = Pick<
  typeof ledgerAccounts.$inferInsert,
  'key' | 'kind' | 'customerId' | 'currency' | 'nonNegative'
>;
export type NewLedgerEntry = Pick<
  typeof ledgerEntries.$inferInsert,
  'kind' | 'referenceType' | 'referenceId' | 'idempotencyKey' | 'bodyHash'
>;

/** The only SQL of the ledger. Writes take the caller's transaction; docs/ledger.md says why. */
export function createLedgerRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The accounts by key, created the first time a key is used (once, even concurrently). */
    async ensureAccounts(
      tx: Transaction,
      accounts: NewLedgerAccount[],
    ): Promise<LedgerAccountRow[]> {
      await tx.insert(ledgerAccounts).values(accounts).onConflictDoNothing();
      return tx
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.key, [...new Set(accounts.map((a) => a.key))]));
    },

    /** Locks the accounts in ascending id order, the one order every writer uses (no deadlock). */
    lockAccounts(tx: Transaction, ids: number[]): Promise<LedgerAccountRow[]> {
      return tx
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    /** Inserts the entry, or answers undefined when its idempotency key is already taken. */
    async insertEntry(tx: Transaction, entry: NewLedgerEntry): Promise<LedgerEntryRow | undefined> {
      const [row] = await tx.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
      return row;
    },

    async entryByKey(tx: Transaction, idempotencyKey: string) {
      const [row] = await tx
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
      return row;
    },

    postingsOf(tx: Transaction | Database, entryId: number): Promise<LedgerPostingRow[]> {
      return tx
        .select()
        .from(ledgerPostings)
        .where(eq(ledgerPostings.entryId, entryId))
        .orderBy(asc(ledgerPostings.id));
    },

    /** Writes the postings and moves each account's cached balance in the same transaction. */
    async writePostings(
      tx: Transaction,
      entryId: number,
      postings: { accountId: number; amount: number; currency: string }[],
    ): Promise<LedgerPostingRow[]> {
      const rows = await tx
        .insert(ledgerPostings)
        .values(postings.map((p) => ({ ...p, entryId })))
        .returning();
      const deltas = new Map<number, number>();
      for (const p of postings) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amount);
      for (const [accountId, delta] of [...deltas].sort(([a], [b]) => a - b)) {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
          .where(eq(ledgerAccounts.id, accountId));
      }
      return rows;
    },

    /** A customer's accounts of the given kinds (wallet, payouts in flight), every currency. */
    customerAccounts(customerId: number, kinds: LedgerAccountKind[]): Promise<LedgerAccountRow[]> {
      return db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.customerId, customerId), inArray(ledgerAccounts.kind, kinds)))
        .orderBy(asc(ledgerAccounts.currency));
    },

    accountsByKeys(keys: string[]): Promise<LedgerAccountRow[]> {
      return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.key, keys));
    },

    /** Every account whose cached balance differs from the sum of its postings (should be none). */
    async driftedAccounts(): Promise<{ id: number; balance: number; posted: number }[]> {
      const result = await db.execute<{ id: number; balance: number; posted: number }>(sql`
        SELECT a.id, a.balance, coalesce(sum(p.amount), 0)::bigint AS posted
        FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
        GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`);
      return result.rows;
    },

    /** Every posting set that does not sum to zero per currency (should be none). */
    async unbalancedEntries(): Promise<{ entry_id: number }[]> {
      const result = await db.execute<{ entry_id: number }>(sql`
        SELECT entry_id FROM ledger_postings GROUP BY entry_id, currency HAVING sum(amount) <> 0`);
      return result.rows;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
