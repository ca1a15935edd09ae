import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import {
  openBkashInvoices,
  paymentAllocations,
  paymentChecks,
  payments,
  type PaymentStatus,
} from './tables.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type AllocationRow = typeof paymentAllocations.$inferSelect;
export type PaymentCheckRow = typeof paymentChecks.$inferSelect;
type CheckChange = Partial<Omit<PaymentCheckRow, 'paymentId'>>;

export function createPaymentsRepository(db: Database) {
  return {
    /** The receipts the customer's payments rest on (kept when the account closes). */
    async receiptAssetIds(tx: Tx, customerId: number): Promise<number[]> {
      const rows = await tx
        .select({ id: payments.receiptAssetId })
        .from(payments)
        .where(and(eq(payments.customerId, customerId), isNotNull(payments.receiptAssetId)));
      return rows.map((row) => row.id!);
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(tx: Tx, values: NewPayment): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      if (!row) throw new Error('The payment was not stored');
      return row;
    },

    async lock(tx: Tx, id: number): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async update(
      tx: Tx | Database,
      id: number,
      set: Partial<
        Pick<
          PaymentRow,
          'status' | 'bkashPaymentId' | 'bkashTrxId' | 'failureCode' | 'failureReason' | 'settledAt'
        >
      >,
    ): Promise<void> {
      await tx
        .update(payments)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    async insertAllocations(
      tx: Tx,
      rows: (typeof paymentAllocations.$inferInsert)[],
    ): Promise<void> {
      if (rows.length) await tx.insert(paymentAllocations).values(rows);
    },

    async find(id: number, customerId?: number): Promise<PaymentRow | undefined> {
      const conditions: SQL[] = [eq(payments.id, id)];
      if (customerId !== undefined) conditions.push(eq(payments.customerId, customerId));
      const [row] = await db
        .select()
        .from(payments)
        .where(and(...conditions));
      return row;
    },

    async page(
      filter: { customerId?: number; status?: PaymentStatus },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.customerId !== undefined)
        conditions.push(eq(payments.customerId, filter.customerId));
      if (filter.status) conditions.push(eq(payments.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(payments)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    allocationsOf(paymentIds: number[]): Promise<AllocationRow[]> {
      if (!paymentIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(paymentAllocations)
        .where(inArray(paymentAllocations.paymentId, paymentIds))
        .orderBy(asc(paymentAllocations.id));
    },

    /** Marks the invoices as paid by this open bKash payment (the primary key refuses a second). */
    async claimInvoices(tx: Tx, paymentId: number, invoiceIds: number[]): Promise<void> {
      if (!invoiceIds.length) return;
      await tx
        .insert(openBkashInvoices)
        .values(invoiceIds.map((invoiceId) => ({ invoiceId, paymentId })));
    },

    async releaseInvoices(tx: Tx, paymentId: number): Promise<void> {
      await tx.delete(openBkashInvoices).where(eq(openBkashInvoices.paymentId, paymentId));
    },

    /** The open bKash payments paying any of these invoices; locked in id order when `tx` is. */
    async openBkashCovering(invoiceIds: number[], tx?: Tx): Promise<PaymentRow[]> {
      if (!invoiceIds.length) return [];
      const claims = await (tx ?? db)
        .selectDistinct({ paymentId: openBkashInvoices.paymentId })
        .from(openBkashInvoices)
        .where(inArray(openBkashInvoices.invoiceId, invoiceIds));
      const ids = claims.map((c) => c.paymentId);
      if (!ids.length) return [];
      const query = (tx ?? db)
        .select()
        .from(payments)
        .where(and(inArray(payments.id, ids), eq(payments.status, 'pending')))
        .orderBy(asc(payments.id));
      return tx ? query.for('update') : query;
    },

    async insertCheck(tx: Tx, paymentId: number, nextCheckAt: Date): Promise<void> {
      await tx.insert(paymentChecks).values({ paymentId, nextCheckAt });
    },

    async updateCheck(tx: Tx | Database, paymentId: number, set: CheckChange): Promise<void> {
      await tx.update(paymentChecks).set(set).where(eq(paymentChecks.paymentId, paymentId));
    },

    async lockCheck(tx: Tx, paymentId: number): Promise<PaymentCheckRow | undefined> {
      const [row] = await tx
        .select()
        .from(paymentChecks)
        .where(eq(paymentChecks.paymentId, paymentId))
        .for('update');
      return row;
    },

    async checkOf(paymentId: number): Promise<PaymentCheckRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentChecks)
        .where(eq(paymentChecks.paymentId, paymentId));
      return row;
    },

    /**
     * Takes up to `limit` checks due at `now`, oldest first, and moves each to `leaseUntil`:
     * a second job running at the same time skips them (SKIP LOCKED, then the new time), and a
     * job that dies mid-check leaves them to be taken again once the lease is over.
     */
    async takeDueChecks(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRow[]> {
      const due = db
        .select({ paymentId: paymentChecks.paymentId })
        .from(paymentChecks)
        .where(lte(paymentChecks.nextCheckAt, now))
        .orderBy(asc(paymentChecks.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(paymentChecks)
        .set({ nextCheckAt: leaseUntil })
        .where(inArray(paymentChecks.paymentId, due))
        .returning({ paymentId: paymentChecks.paymentId });
      if (!taken.length) return [];
      return db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.id,
            taken.map((t) => t.paymentId),
          ),
        )
        .orderBy(asc(payments.createdAt));
    },

    /** Payments waiting for a person because bKash would not tell us their outcome. */
    async toReviewPage(limit: number, offset: number) {
      const where = isNotNull(paymentChecks.needsReviewSince);
      const [rows, [count]] = await Promise.all([
        db
          .select({ payment: payments, check: paymentChecks })
          .from(paymentChecks)
          .innerJoin(payments, eq(payments.id, paymentChecks.paymentId))
          .where(where)
          .orderBy(asc(paymentChecks.needsReviewSince), asc(payments.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(paymentChecks)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/**
 * Staff's queues: bank transfers waiting for finance to check the receipt, and bKash payments
 * whose outcome bKash would not tell us in time.
 */
export function paymentBacklogs(
  db: Database,
): Record<'bank_transfers' | 'bkash_payments_to_review', () => Promise<Backlog>> {
  return {
    bkash_payments_to_review: () =>
      countBacklog(
        db,
        paymentChecks,
        paymentChecks.needsReviewSince,
        isNotNull(paymentChecks.needsReviewSince),
      ),
    bank_transfers: () =>
      countBacklog(
        db,
        payments,
        payments.createdAt,
        and(eq(payments.gateway, 'bank_transfer'), eq(payments.status, 'pending')),
      ),
  };
}
