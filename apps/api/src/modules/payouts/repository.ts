import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import {
  payoutAccounts,
  payoutRequestEvents,
  payoutRequests,
  type PayoutAccountDetails,
  type PayoutRequestStatus,
} from './tables.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRequestRow = typeof payoutRequests.$inferSelect;
export type NewPayoutRequest = Pick<
  typeof payoutRequests.$inferInsert,
  'customerId' | 'payoutAccountId' | 'gateway' | 'account' | 'currency' | 'amount' | 'fee'
>;

const liveAccount = (customerId: number, id: number) =>
  and(
    eq(payoutAccounts.id, id),
    eq(payoutAccounts.customerId, customerId),
    isNull(payoutAccounts.deletedAt),
  );

/** The only SQL of payouts. Money moves through the ledger module, in the caller's transaction. */
export function createPayoutsRepository(db: Database) {
  async function page<Row>(
    rows: Promise<Row[]>,
    count: Promise<{ total: number }[]>,
  ): Promise<{ rows: Row[]; total: number }> {
    const [list, [counted]] = await Promise.all([rows, count]);
    return { rows: list, total: counted?.total ?? 0 };
  }

  return {
    /** Payout requests not paid out or refused yet (they block closing the account). */
    async pendingCount(tx: Transaction, customerId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(payoutRequests)
        .where(
          and(
            eq(payoutRequests.customerId, customerId),
            inArray(payoutRequests.status, ['pending', 'approved']),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Closing the account: payout accounts no request names are deleted; the others keep their
     * row (requests point at it, and keep their own copy of the details) with details erased.
     */
    async forgetAccounts(tx: Transaction, customerId: number): Promise<void> {
      const named = tx
        .select({ id: payoutRequests.id })
        .from(payoutRequests)
        .where(eq(payoutRequests.payoutAccountId, payoutAccounts.id));
      await tx
        .delete(payoutAccounts)
        .where(and(eq(payoutAccounts.customerId, customerId), notExists(named)));
      await tx
        .update(payoutAccounts)
        .set({ details: {}, deletedAt: sql`coalesce(${payoutAccounts.deletedAt}, now())` })
        .where(eq(payoutAccounts.customerId, customerId));
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    accountsPage(customerId: number, limit: number, offset: number) {
      const where = and(
        eq(payoutAccounts.customerId, customerId),
        isNull(payoutAccounts.deletedAt),
      );
      return page(
        db
          .select()
          .from(payoutAccounts)
          .where(where)
          .orderBy(desc(payoutAccounts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(payoutAccounts)
          .where(where),
      );
    },

    /** The customer's account, unless deleted. */
    async account(customerId: number, id: number): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(liveAccount(customerId, id));
      return row;
    },

    /**
     * The account a new request will name, share-locked: a concurrent delete either finishes
     * first (then the account is gone: 404) or waits and sees the request (then soft-deletes).
     */
    async shareLockAccount(
      tx: Transaction,
      customerId: number,
      id: number,
    ): Promise<PayoutAccountRow | undefined> {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(liveAccount(customerId, id))
        .for('share');
      return row;
    },

    async insertAccount(customerId: number, gateway: string, details: PayoutAccountDetails) {
      const [row] = await db
        .insert(payoutAccounts)
        .values({ customerId, gateway, details })
        .returning();
      return row as PayoutAccountRow;
    },

    async updateAccount(
      customerId: number,
      id: number,
      gateway: string,
      details: PayoutAccountDetails,
    ): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .update(payoutAccounts)
        .set({ gateway, details, updatedAt: sql`now()` })
        .where(liveAccount(customerId, id))
        .returning();
      return row;
    },

    /**
     * Deletes the account, or only marks it deleted when a payout request names it (the
     * request's foreign key keeps its history). Answers false when it is not the customer's.
     */
    async removeAccount(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: payoutAccounts.id })
          .from(payoutAccounts)
          .where(liveAccount(customerId, id))
          .for('update');
        if (!row) return false;
        const [used] = await tx
          .select({ id: payoutRequests.id })
          .from(payoutRequests)
          .where(eq(payoutRequests.payoutAccountId, id))
          .limit(1);
        if (used) {
          await tx
            .update(payoutAccounts)
            .set({ deletedAt: sql`now()` })
            .where(eq(payoutAccounts.id, id));
        } else {
          await tx.delete(payoutAccounts).where(eq(payoutAccounts.id, id));
        }
        return true;
      });
    },

    /** Requests newest first (a customer's) or oldest first (staff's queue of one status). */
    requestsPage(
      filter: { customerId?: number; status?: PayoutRequestStatus },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.customerId !== undefined) {
        conditions.push(eq(payoutRequests.customerId, filter.customerId));
      }
      if (filter.status) conditions.push(eq(payoutRequests.status, filter.status));
      const where = and(...conditions);
      return page(
        db
          .select()
          .from(payoutRequests)
          .where(where)
          .orderBy(
            filter.customerId === undefined ? asc(payoutRequests.id) : desc(payoutRequests.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(payoutRequests)
          .where(where),
      );
    },

    async insertRequest(tx: Transaction, request: NewPayoutRequest): Promise<PayoutRequestRow> {
      const [row] = await tx.insert(payoutRequests).values(request).returning();
      return row as PayoutRequestRow;
    },

    /**
     * Locks the request for a move: a customer's cancel and staff's approval of the same
     * request run one after the other, and the second sees the first's status.
     */
    async lockRequest(
      tx: Transaction,
      id: number,
      customerId?: number,
    ): Promise<PayoutRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(payoutRequests)
        .where(
          customerId === undefined
            ? eq(payoutRequests.id, id)
            : and(eq(payoutRequests.id, id), eq(payoutRequests.customerId, customerId)),
        )
        .for('update');
      return row;
    },

    async setStatus(
      tx: Transaction,
      id: number,
      status: PayoutRequestStatus,
      detail: { rejectionReason?: string; transferReference?: string } = {},
    ): Promise<PayoutRequestRow> {
      const { rejectionReason, transferReference } = detail;
      const [row] = await tx
        .update(payoutRequests)
        .set({
          status,
          updatedAt: sql`now()`,
          ...(rejectionReason === undefined ? {} : { rejectionReason }),
          ...(transferReference === undefined ? {} : { transferReference }),
        })
        .where(eq(payoutRequests.id, id))
        .returning();
      return row as PayoutRequestRow;
    },

    async recordEvent(
      tx: Transaction,
      event: {
        payoutRequestId: number;
        fromStatus: PayoutRequestStatus | null;
        toStatus: PayoutRequestStatus;
        actor: 'customer' | 'staff';
        note?: string | null;
      },
    ): Promise<void> {
      await tx.insert(payoutRequestEvents).values(event);
    },

    events(payoutRequestId: number) {
      return db
        .select()
        .from(payoutRequestEvents)
        .where(eq(payoutRequestEvents.payoutRequestId, payoutRequestId))
        .orderBy(asc(payoutRequestEvents.id));
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

/** Staff's queues: payouts to approve, and approved ones to send. */
export function payoutBacklogs(
  db: Database,
): Record<'payouts_to_approve' | 'payouts_to_complete', () => Promise<Backlog>> {
  const inStatus = (status: 'pending' | 'approved') => () =>
    countBacklog(db, payoutRequests, payoutRequests.createdAt, eq(payoutRequests.status, status));
  return { payouts_to_approve: inStatus('pending'), payouts_to_complete: inStatus('approved') };
}
