import { money, sumMoney } from '@crossport/money';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import {
  invoiceLines,
  invoices,
  invoiceSessionInvoices,
  invoiceSessions,
  type InvoiceStatus,
} from './tables.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSessionRow = typeof invoiceSessions.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

export function createInvoicesRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    async create(
      tx: Tx,
      invoice: Pick<InvoiceRow, 'customerId' | 'subjectType' | 'subjectId' | 'currency'>,
      lines: NewInvoiceLine[],
    ): Promise<InvoiceRow> {
      const { currency } = invoice;
      const total = sumMoney(
        lines.map((l) => money(l.amount, currency)),
        currency,
      ).amount;
      const [row] = await tx
        .insert(invoices)
        .values({ ...invoice, total })
        .returning();
      if (!row) throw new Error('The invoice was not stored');
      if (lines.length) {
        await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
      }
      return row;
    },

    /** Adds a line (an adjustment) and answers its id; the caller moves the total. */
    async insertLine(tx: Tx, invoiceId: number, line: NewInvoiceLine): Promise<number> {
      const [row] = await tx
        .insert(invoiceLines)
        .values({ ...line, invoiceId })
        .returning({ id: invoiceLines.id });
      if (!row) throw new Error('The invoice line was not stored');
      return row.id;
    },

    async update(
      tx: Tx,
      invoiceId: number,
      set: Partial<
        Pick<
          InvoiceRow,
          'total' | 'paid' | 'refunded' | 'gatewayFeePaid' | 'gatewayFeeRefunded' | 'status'
        >
      >,
    ): Promise<void> {
      await tx
        .update(invoices)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(invoices.id, invoiceId));
    },

    /** Locks an invoice for a change of status. */
    async lock(tx: Tx, invoiceId: number): Promise<InvoiceRow | undefined> {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .for('update');
      return row;
    },
    /** Settles the whole amount: what staff record until payments exist. */
    async settle(tx: Tx, invoiceId: number): Promise<void> {
      await tx
        .update(invoices)
        .set({ paid: sql`${invoices.total}`, status: 'paid', updatedAt: sql`now()` })
        .where(eq(invoices.id, invoiceId));
    },
    async status(tx: Tx, invoiceId: number): Promise<InvoiceStatus | undefined> {
      const [row] = await tx
        .select({ status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      return row?.status;
    },
    /** How many of the customer's invoices still wait for money (closing an account). */
    async unpaidCount(tx: Tx, customerId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(invoices)
        .where(
          and(
            eq(invoices.customerId, customerId),
            inArray(invoices.status, ['unpaid', 'partially_paid']),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * What the customer still owes: the newest invoices waiting for money and, per currency,
     * how many there are with their totals and what was paid of them (two indexed reads).
     */
    async due(customerId: number, newest: number) {
      const payable = and(
        eq(invoices.customerId, customerId),
        inArray(invoices.status, ['unpaid', 'partially_paid']),
      );
      const [rows, currencies] = await Promise.all([
        db.select().from(invoices).where(payable).orderBy(desc(invoices.id)).limit(newest),
        db
          .select({
            currency: invoices.currency,
            count: sql<number>`count(*)::int`,
            total: sql<number>`sum(${invoices.total})::bigint`.mapWith(Number),
            paid: sql<number>`sum(${invoices.paid})::bigint`.mapWith(Number),
          })
          .from(invoices)
          .where(payable)
          .groupBy(invoices.currency)
          .orderBy(asc(invoices.currency)),
      ]);
      return { rows, currencies };
    },

    async findAny(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },
    async page(
      customerId: number,
      filter: { status?: InvoiceStatus; subjectTypes?: readonly string[] },
      limit: number,
      offset: number,
    ) {
      if (filter.subjectTypes?.length === 0) return { rows: [], total: 0 };
      const conditions: SQL[] = [eq(invoices.customerId, customerId)];
      if (filter.status) conditions.push(eq(invoices.status, filter.status));
      if (filter.subjectTypes) conditions.push(inArray(invoices.subjectType, filter.subjectTypes));
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(invoices)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async find(customerId: number, id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), eq(invoices.id, id)));
      return row;
    },

    /** The invoices of `ids` that belong to the customer, locked in id order (no deadlocks). */
    lockOwned(tx: Tx, customerId: number, ids: number[]): Promise<InvoiceRow[]> {
      return tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), inArray(invoices.id, ids)))
        .orderBy(asc(invoices.id))
        .for('update');
    },

    invoicesByIds(ids: number[]): Promise<InvoiceRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id));
    },

    async insertSession(
      tx: Tx,
      session: { customerId: number; currency: string },
      invoiceIds: number[],
    ): Promise<InvoiceSessionRow> {
      const [row] = await tx.insert(invoiceSessions).values(session).returning();
      if (!row) throw new Error('The invoice session was not stored');
      await tx
        .insert(invoiceSessionInvoices)
        .values(invoiceIds.map((invoiceId) => ({ sessionId: row.id, invoiceId })));
      return row;
    },

    /** A session with its invoice ids; only the customer's own (`customerId`) when given. */
    async findSession(
      id: number,
      customerId?: number,
      tx?: Tx,
    ): Promise<(InvoiceSessionRow & { invoiceIds: number[] }) | undefined> {
      const conditions = [eq(invoiceSessions.id, id)];
      if (customerId !== undefined) conditions.push(eq(invoiceSessions.customerId, customerId));
      const [row] = await (tx ?? db)
        .select()
        .from(invoiceSessions)
        .where(and(...conditions));
      if (!row) return undefined;
      const members = await (tx ?? db)
        .select({ invoiceId: invoiceSessionInvoices.invoiceId })
        .from(invoiceSessionInvoices)
        .where(eq(invoiceSessionInvoices.sessionId, id))
        .orderBy(asc(invoiceSessionInvoices.invoiceId));
      return { ...row, invoiceIds: members.map((m) => m.invoiceId) };
    },

    linesOf(invoiceIds: number[]): Promise<InvoiceLineRow[]> {
      if (!invoiceIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, invoiceIds))
        .orderBy(asc(invoiceLines.id));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;

/**
 * Invoices settled per UTC day since `since`, by what they bill and currency: the dashboard's
 * revenue chart (an invoice counts on the day it became paid, its last change).
 */
export async function paidInvoicesPerDay(
  db: Database,
  since: Date,
): Promise<{ day: string; subjectType: string; currency: string; amount: number }[]> {
  const day = sql<string>`to_char(${invoices.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      subjectType: invoices.subjectType,
      currency: invoices.currency,
      amount: sql<number>`sum(${invoices.total})::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.status, 'paid'), gte(invoices.updatedAt, since)))
    .groupBy(day, invoices.subjectType, invoices.currency);
}
