import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import { paymentAllocations, payments, type PaymentGateway, type PaymentStatus } from './tables.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type AllocationRow = typeof paymentAllocations.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
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

    /** Pending payments of a gateway started before `before`, oldest first. */
    pendingBefore(gateway: PaymentGateway, before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.gateway, gateway),
            lt(payments.createdAt, before),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** Staff's queue: bank transfers waiting for finance to check the receipt. */
export function paymentBacklogs(db: Database): Record<'bank_transfers', () => Promise<Backlog>> {
  return {
    bank_transfers: () =>
      countBacklog(
        db,
        payments,
        payments.createdAt,
        and(eq(payments.gateway, 'bank_transfer'), eq(payments.status, 'pending')),
      ),
  };
}
