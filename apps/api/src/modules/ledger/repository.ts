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

/** A posting on one account as the wallet's transaction list shows it. */
export type AccountPostingRow = {
  id: number;
  amount: number;
  currency: string;
  kind: string;
  reference_type: string;
  reference_id: string;
  created_at: Date;
  balance_after: number;
};

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

    /** One account, when it is this customer's account of this kind (ownership in the query). */
    async customerAccount(
      customerId: number,
      accountId: number,
      kind: LedgerAccountKind,
    ): Promise<LedgerAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            eq(ledgerAccounts.customerId, customerId),
            eq(ledgerAccounts.kind, kind),
          ),
        );
      return row;
    },

    /**
     * A page of one account's postings, newest first, each with the balance right after it.
     * One statement, so the page and the balance come from one snapshot: the balance after a
     * posting is today's balance less every newer posting (a running sum over the same
     * backward scan of `ledger_postings_account_idx`, so a page costs its offset, not the
     * account's whole history).
     */
    async accountPostings(
      accountId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: AccountPostingRow[]; total: number }> {
      const page = await db.execute<AccountPostingRow>(sql`
        SELECT p.id, p.amount, p.currency, e.kind, e.reference_type, e.reference_id,
          e.created_at,
          a.balance - coalesce(sum(p.amount) OVER (ORDER BY p.id DESC
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after
        FROM ledger_postings p
          JOIN ledger_entries e ON e.id = p.entry_id
          JOIN ledger_accounts a ON a.id = p.account_id
        WHERE p.account_id = ${accountId}
        ORDER BY p.id DESC
        LIMIT ${limit} OFFSET ${offset}`);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.accountId, accountId));
      return {
        rows: page.rows.map((row) => ({
          ...row,
          id: Number(row.id),
          amount: Number(row.amount),
          balance_after: Number(row.balance_after),
          created_at: new Date(row.created_at),
        })),
        total: count?.total ?? 0,
      };
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
