import { addMoney, money, sumMoney } from '@crossport/money';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import { invoiceLines, invoices, type InvoiceStatus } from './tables.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
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

    /**
     * Adds an adjustment line and moves the total; the total never goes below zero, and an
     * unpaid invoice brought to zero is cancelled.
     */
    async adjust(tx: Tx, invoiceId: number, line: NewInvoiceLine): Promise<void> {
      const [invoice] = await tx
        .select({
          total: invoices.total,
          paid: invoices.paid,
          status: invoices.status,
          currency: invoices.currency,
        })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .for('update');
      if (!invoice) return;
      const amount = Math.max(line.amount, -invoice.total);
      const total = addMoney(
        money(invoice.total, invoice.currency),
        money(amount, invoice.currency),
      ).amount;
      await tx.insert(invoiceLines).values({ ...line, unitAmount: amount, amount, invoiceId });
      await tx
        .update(invoices)
        .set({
          total,
          status: total === 0 && invoice.paid === 0 ? 'cancelled' : invoice.status,
          updatedAt: sql`now()`,
        })
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
    async findAny(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },
    async page(
      customerId: number,
      filter: { status?: InvoiceStatus },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [eq(invoices.customerId, customerId)];
      if (filter.status) conditions.push(eq(invoices.status, filter.status));
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
