import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countBacklog, countPerDay, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import type { BuyProductStatus } from './state-machine.ts';
import {
  buyActions,
  buyOrders,
  buyProductEvents,
  buyProducts,
  type BuyActionStatus,
} from './tables.ts';

export type BuyOrderRow = typeof buyOrders.$inferSelect;
export type BuyProductRow = typeof buyProducts.$inferSelect;
export type BuyProductEventRow = typeof buyProductEvents.$inferSelect;
export type BuyActionRow = typeof buyActions.$inferSelect;
type Tx = Transaction;

export interface BuyProductFilter {
  status?: BuyProductStatus;
  orderId?: number;
  search?: string;
}

/** Products whose title or BP- number contains the text (`%` and `_` taken literally). */
function titleOrNumber(text: string): SQL | undefined {
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(buyProducts.title, like), ilike(buyProducts.number, like));
}

export function createOrdersRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertOrder(tx: Tx, values: typeof buyOrders.$inferInsert): Promise<BuyOrderRow> {
      const [row] = await tx.insert(buyOrders).values(values).returning();
      if (!row) throw new Error('The order was not stored');
      return row;
    },

    async updateOrder(tx: Tx, id: number, set: Partial<typeof buyOrders.$inferInsert>) {
      await tx.update(buyOrders).set(set).where(eq(buyOrders.id, id));
    },

    insertProducts(tx: Tx, values: (typeof buyProducts.$inferInsert)[]): Promise<BuyProductRow[]> {
      return tx.insert(buyProducts).values(values).returning();
    },

    async insertEvents(tx: Tx, values: (typeof buyProductEvents.$inferInsert)[]) {
      if (values.length) await tx.insert(buyProductEvents).values(values);
    },

    async updateProduct(tx: Tx, id: number, set: Partial<typeof buyProducts.$inferInsert>) {
      await tx
        .update(buyProducts)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(buyProducts.id, id));
    },

    /** Locks the product for a transition; `customerId` limits it to that customer's. */
    async lockProduct(tx: Tx, id: number, customerId?: number): Promise<BuyProductRow | undefined> {
      const [row] = await tx
        .select()
        .from(buyProducts)
        .where(
          customerId === undefined
            ? eq(buyProducts.id, id)
            : and(eq(buyProducts.id, id), eq(buyProducts.customerId, customerId)),
        )
        .for('update');
      return row;
    },

    async page(customerId: number, filter: BuyProductFilter, limit: number, offset: number) {
      const conditions: (SQL | undefined)[] = [eq(buyProducts.customerId, customerId)];
      if (filter.status) conditions.push(eq(buyProducts.status, filter.status));
      if (filter.orderId) conditions.push(eq(buyProducts.orderId, filter.orderId));
      if (filter.search) {
        conditions.push(titleOrNumber(filter.search));
      }
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(buyProducts)
          .where(where)
          .orderBy(desc(buyProducts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(buyProducts)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Staff's queue: every customer's products, by status and title or number, oldest first. */
    async staffPage(
      filter: { status?: BuyProductStatus; search?: string },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.status ? eq(buyProducts.status, filter.status) : undefined,
        filter.search ? titleOrNumber(filter.search) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(buyProducts)
          .where(where)
          .orderBy(asc(buyProducts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(buyProducts)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async recordPurchase(
      tx: Transaction,
      id: number,
      purchase: { sourceOrderId: string; sourceCostAmount: number; sourceCostCurrency: string },
    ): Promise<void> {
      await tx
        .update(buyProducts)
        .set({ ...purchase, purchasedAt: sql`now()` })
        .where(eq(buyProducts.id, id));
    },

    async findProduct(customerId: number, id: number): Promise<BuyProductRow | undefined> {
      const [row] = await db
        .select()
        .from(buyProducts)
        .where(and(eq(buyProducts.customerId, customerId), eq(buyProducts.id, id)));
      return row;
    },

    async productById(id: number): Promise<BuyProductRow | undefined> {
      const [row] = await db.select().from(buyProducts).where(eq(buyProducts.id, id));
      return row;
    },

    productsOf(customerId: number, ids: number[]): Promise<BuyProductRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select()
        .from(buyProducts)
        .where(and(eq(buyProducts.customerId, customerId), inArray(buyProducts.id, ids)));
    },

    /** Every product of an order; inside `tx` when given, to see the transaction's own writes. */
    productsOfOrder(orderId: number, tx?: Tx): Promise<BuyProductRow[]> {
      return (tx ?? db)
        .select()
        .from(buyProducts)
        .where(eq(buyProducts.orderId, orderId))
        .orderBy(asc(buyProducts.id));
    },

    async findOrder(customerId: number, id: number): Promise<BuyOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(buyOrders)
        .where(and(eq(buyOrders.customerId, customerId), eq(buyOrders.id, id)));
      return row;
    },

    /** The order an invoice bills, locked like `lockOrder`. */
    async orderOfInvoice(tx: Tx, invoiceId: number): Promise<BuyOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(buyOrders)
        .where(eq(buyOrders.invoiceId, invoiceId))
        .for('update');
      return row;
    },

    /** Locks the order so changes to its products' money are derived one after another. */
    async lockOrder(tx: Tx, id: number): Promise<BuyOrderRow | undefined> {
      const [row] = await tx.select().from(buyOrders).where(eq(buyOrders.id, id)).for('update');
      return row;
    },

    async countsByStatus(customerId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ status: buyProducts.status, count: sql<number>`count(*)::int` })
        .from(buyProducts)
        .where(eq(buyProducts.customerId, customerId))
        .groupBy(buyProducts.status);
      return new Map(rows.map((r) => [r.status, r.count]));
    },

    /** Per status, only the products without a parcel of their own (see the service). */
    async countsByStatusOutsideParcels(customerId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ status: buyProducts.status, count: sql<number>`count(*)::int` })
        .from(buyProducts)
        .where(and(eq(buyProducts.customerId, customerId), isNull(buyProducts.parcelId)))
        .groupBy(buyProducts.status);
      return new Map(rows.map((r) => [r.status, r.count]));
    },

    events(buyProductId: number): Promise<BuyProductEventRow[]> {
      return db
        .select()
        .from(buyProductEvents)
        .where(eq(buyProductEvents.buyProductId, buyProductId))
        .orderBy(asc(buyProductEvents.id));
    },

    /** When the product became `delivered`: its first timeline entry into that status. */
    async deliveredAt(buyProductId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: buyProductEvents.createdAt })
        .from(buyProductEvents)
        .where(
          and(
            eq(buyProductEvents.buyProductId, buyProductId),
            eq(buyProductEvents.toStatus, 'delivered'),
          ),
        )
        .orderBy(asc(buyProductEvents.id))
        .limit(1);
      return row?.at ?? null;
    },

    async insertAction(tx: Tx, values: typeof buyActions.$inferInsert): Promise<BuyActionRow> {
      const [row] = await tx.insert(buyActions).values(values).returning();
      if (!row) throw new Error('The action was not stored');
      return row;
    },

    async actionsPage(
      customerId: number,
      filter: { status?: BuyActionStatus; buyProductId?: number },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [eq(buyActions.customerId, customerId)];
      if (filter.status) conditions.push(eq(buyActions.status, filter.status));
      if (filter.buyProductId) conditions.push(eq(buyActions.buyProductId, filter.buyProductId));
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(buyActions)
          .where(where)
          .orderBy(desc(buyActions.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(buyActions)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async findAction(customerId: number, id: number): Promise<BuyActionRow | undefined> {
      const [row] = await db
        .select()
        .from(buyActions)
        .where(and(eq(buyActions.customerId, customerId), eq(buyActions.id, id)));
      return row;
    },

    async lockAction(tx: Tx, customerId: number, id: number): Promise<BuyActionRow | undefined> {
      const [row] = await tx
        .select()
        .from(buyActions)
        .where(and(eq(buyActions.customerId, customerId), eq(buyActions.id, id)))
        .for('update');
      return row;
    },

    async pendingActionOf(tx: Tx, buyProductId: number): Promise<BuyActionRow | undefined> {
      const [row] = await tx
        .select()
        .from(buyActions)
        .where(and(eq(buyActions.buyProductId, buyProductId), eq(buyActions.status, 'pending')));
      return row;
    },

    async resolveAction(tx: Tx, id: number, status: BuyActionStatus) {
      await tx
        .update(buyActions)
        .set({ status, resolvedAt: sql`now()` })
        .where(eq(buyActions.id, id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** Staff's queues of buy products: to buy at the source, and on their way to our warehouse. */
export function orderBacklogs(
  db: Database,
): Record<'orders_to_purchase' | 'orders_to_receive', () => Promise<Backlog>> {
  const inStatus = (status: BuyProductStatus) => () =>
    countBacklog(db, buyProducts, buyProducts.createdAt, eq(buyProducts.status, status));
  return {
    orders_to_purchase: inStatus('purchasing'),
    orders_to_receive: inStatus('shipped_to_warehouse'),
  };
}

/** Buy orders and parcels started per day, for the dashboard's chart. */
export function orderDailyCounts(db: Database, days: number, now: Date) {
  return countPerDay(db, buyOrders, buyOrders.createdAt, days, now);
}
