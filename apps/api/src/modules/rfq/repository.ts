import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import type { QuoteStatus, RfqStatus } from './state-machine.ts';
import { rfqQuotes, rfqRequestEvents, rfqRequests } from './tables.ts';

export type RfqRequestRow = typeof rfqRequests.$inferSelect;
export type RfqQuoteRow = typeof rfqQuotes.$inferSelect;
export type RfqEventRow = typeof rfqRequestEvents.$inferSelect;
export type NewRfqRequest = Omit<
  typeof rfqRequests.$inferInsert,
  'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'
>;
export type NewRfqQuote = Omit<
  typeof rfqQuotes.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;
export type NewRfqEvent = Omit<typeof rfqRequestEvents.$inferInsert, 'id' | 'createdAt'>;

/** The only SQL of requests for quotation. */
export function createRfqRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(tx: Transaction, request: NewRfqRequest): Promise<RfqRequestRow> {
      const [row] = await tx
        .insert(rfqRequests)
        .values({ ...request, status: 'submitted' })
        .returning();
      return row!;
    },

    async insertEvent(tx: Transaction, event: NewRfqEvent): Promise<void> {
      await tx.insert(rfqRequestEvents).values(event);
    },

    async find(id: number, customerId?: number): Promise<RfqRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(rfqRequests)
        .where(
          and(
            eq(rfqRequests.id, id),
            customerId === undefined ? undefined : eq(rfqRequests.customerId, customerId),
          ),
        );
      return row;
    },

    /**
     * Locks a request for a move; a second mover (a racing place-order, a staff quote) waits
     * and then reads what the first wrote.
     */
    async lock(tx: Transaction, id: number): Promise<RfqRequestRow | undefined> {
      const [row] = await tx.select().from(rfqRequests).where(eq(rfqRequests.id, id)).for('update');
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      patch: Partial<
        Pick<RfqRequestRow, 'status' | 'declineReason' | 'orderedQuoteId' | 'orderId'>
      >,
    ): Promise<void> {
      await tx
        .update(rfqRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(rfqRequests.id, id));
    },

    async insertQuote(tx: Transaction, quote: NewRfqQuote): Promise<RfqQuoteRow> {
      const [row] = await tx
        .insert(rfqQuotes)
        .values({ ...quote, status: 'open' })
        .returning();
      return row!;
    },

    async findQuote(id: number, customerId?: number): Promise<RfqQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(rfqQuotes)
        .where(
          and(
            eq(rfqQuotes.id, id),
            customerId === undefined ? undefined : eq(rfqQuotes.customerId, customerId),
          ),
        );
      return row;
    },

    async lockQuote(tx: Transaction, id: number): Promise<RfqQuoteRow | undefined> {
      const [row] = await tx.select().from(rfqQuotes).where(eq(rfqQuotes.id, id)).for('update');
      return row;
    },

    async setQuoteStatus(tx: Transaction, id: number, status: QuoteStatus): Promise<void> {
      await tx.update(rfqQuotes).set({ status, updatedAt: new Date() }).where(eq(rfqQuotes.id, id));
    },

    async quotesOf(requestId: number): Promise<RfqQuoteRow[]> {
      return db
        .select()
        .from(rfqQuotes)
        .where(eq(rfqQuotes.requestId, requestId))
        .orderBy(asc(rfqQuotes.id));
    },

    /** Open quotes still valid at `now` on the customer's requests that wait for a choice. */
    async openQuoteCount(customerId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(rfqQuotes)
        .innerJoin(rfqRequests, eq(rfqRequests.id, rfqQuotes.requestId))
        .where(
          and(
            eq(rfqRequests.customerId, customerId),
            eq(rfqRequests.status, 'quoted'),
            eq(rfqQuotes.status, 'open'),
            gt(rfqQuotes.validUntil, now),
          ),
        );
      return row?.count ?? 0;
    },

    async quoteCounts(requestIds: number[]): Promise<Map<number, number>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .select({ requestId: rfqQuotes.requestId, count: sql<number>`count(*)::int` })
        .from(rfqQuotes)
        .where(inArray(rfqQuotes.requestId, requestIds))
        .groupBy(rfqQuotes.requestId);
      return new Map(rows.map((r) => [r.requestId, r.count]));
    },

    async eventsOf(requestId: number): Promise<RfqEventRow[]> {
      return db
        .select()
        .from(rfqRequestEvents)
        .where(eq(rfqRequestEvents.requestId, requestId))
        .orderBy(asc(rfqRequestEvents.id));
    },

    /** A page of a customer's requests (everyone's for staff), newest first. */
    async page(filter: { customerId?: number; status?: RfqStatus }, limit: number, offset: number) {
      const where = and(
        filter.customerId !== undefined ? eq(rfqRequests.customerId, filter.customerId) : undefined,
        filter.status ? eq(rfqRequests.status, filter.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(rfqRequests)
          .where(where)
          .orderBy(desc(rfqRequests.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(rfqRequests)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type RfqRepository = ReturnType<typeof createRfqRepository>;

/** Staff's queue: requests for quotation waiting for a quote. */
export function rfqBacklogs(db: Database): Record<'rfqs_to_quote', () => Promise<Backlog>> {
  return {
    rfqs_to_quote: () =>
      countBacklog(db, rfqRequests, rfqRequests.createdAt, eq(rfqRequests.status, 'submitted')),
  };
}
