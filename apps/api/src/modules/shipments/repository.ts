import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { countBacklog, countPerDay, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import type { ShipmentStatus } from './state-machine.ts';
import {
  shipmentConsolidations,
  shipmentEvents,
  shipmentOrders,
  shipmentProducts,
  shipmentTrackings,
  type DestinationSnapshot,
} from './tables.ts';

export type ShipmentOrderRow = typeof shipmentOrders.$inferSelect;
export type ShipmentProductRow = typeof shipmentProducts.$inferSelect;
export type ShipmentTrackingRow = typeof shipmentTrackings.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type NewShipmentProduct = Omit<
  typeof shipmentProducts.$inferInsert,
  'id' | 'number' | 'orderId' | 'customerId' | 'createdAt' | 'updatedAt'
>;
export type NewShipmentEvent = Omit<typeof shipmentEvents.$inferInsert, 'id' | 'createdAt'>;
type Executor = Database | Transaction;

/** The only SQL of shipments. */
export function createShipmentsRepository(db: Database) {
  return {
    /** Parcels not yet delivered, cancelled or disposed of (they block closing the account). */
    async openParcelCount(tx: Transaction, customerId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(shipmentProducts)
        .where(
          and(
            eq(shipmentProducts.customerId, customerId),
            notInArray(shipmentProducts.status, ['delivered', 'cancelled', 'disposed']),
          ),
        );
      return row?.count ?? 0;
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertOrder(
      tx: Transaction,
      order: {
        customerId: number;
        regionCode: string;
        currency: string;
        warehouseId: number;
        shippingMethodId: number;
        destination: DestinationSnapshot;
        taxId: string | null;
      },
    ): Promise<ShipmentOrderRow> {
      const [row] = await tx.insert(shipmentOrders).values(order).returning();
      return row!;
    },

    async insertProduct(
      tx: Transaction,
      orderId: number,
      customerId: number,
      product: NewShipmentProduct,
    ): Promise<ShipmentProductRow> {
      const [row] = await tx
        .insert(shipmentProducts)
        .values({ ...product, orderId, customerId })
        .returning();
      return row!;
    },

    async insertTracking(
      tx: Executor,
      tracking: { productId: number; trackingId: string; carrier: string | null },
    ): Promise<ShipmentTrackingRow> {
      const [row] = await tx.insert(shipmentTrackings).values(tracking).returning();
      return row!;
    },

    async updateTracking(
      tx: Executor,
      productId: number,
      id: number,
      patch: { trackingId: string; carrier: string | null },
    ): Promise<ShipmentTrackingRow | undefined> {
      const [row] = await tx
        .update(shipmentTrackings)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(shipmentTrackings.id, id), eq(shipmentTrackings.productId, productId)))
        .returning();
      return row;
    },

    async insertEvent(tx: Executor, event: NewShipmentEvent): Promise<void> {
      await tx.insert(shipmentEvents).values(event);
    },

    async findOwned(customerId: number, id: number): Promise<ShipmentProductRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentProducts)
        .where(and(eq(shipmentProducts.id, id), eq(shipmentProducts.customerId, customerId)));
      return row;
    },

    /** The parcel with this number: the customer's own, or (staff, no customer) anyone's. */
    async findByNumber(
      customerId: number | null,
      number: string,
    ): Promise<ShipmentProductRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentProducts)
        .where(
          and(
            eq(shipmentProducts.number, number),
            customerId === null ? undefined : eq(shipmentProducts.customerId, customerId),
          ),
        );
      return row;
    },

    async find(id: number): Promise<ShipmentProductRow | undefined> {
      const [row] = await db.select().from(shipmentProducts).where(eq(shipmentProducts.id, id));
      return row;
    },

    /** Locks the product for a move; other moves of it wait. */
    async lock(tx: Transaction, id: number): Promise<ShipmentProductRow | undefined> {
      const [row] = await tx
        .select()
        .from(shipmentProducts)
        .where(eq(shipmentProducts.id, id))
        .for('update');
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      patch: Partial<Omit<ShipmentProductRow, 'id' | 'number' | 'orderId' | 'customerId'>>,
    ): Promise<ShipmentProductRow> {
      const [row] = await tx
        .update(shipmentProducts)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(shipmentProducts.id, id))
        .returning();
      return row!;
    },

    /** Inside a transaction, read through it (`tx`), never on a second connection. */
    async ordersByIds(ids: number[], tx?: Transaction): Promise<ShipmentOrderRow[]> {
      if (ids.length === 0) return [];
      return (tx ?? db).select().from(shipmentOrders).where(inArray(shipmentOrders.id, ids));
    },

    async productsOfOrders(orderIds: number[], status?: ShipmentStatus) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(shipmentProducts)
        .where(
          and(
            inArray(shipmentProducts.orderId, orderIds),
            status ? eq(shipmentProducts.status, status) : undefined,
          ),
        )
        .orderBy(asc(shipmentProducts.id));
    },

    async trackingsOf(productIds: number[]): Promise<ShipmentTrackingRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select()
        .from(shipmentTrackings)
        .where(inArray(shipmentTrackings.productId, productIds))
        .orderBy(asc(shipmentTrackings.id));
    },

    async eventsOf(productId: number): Promise<ShipmentEventRow[]> {
      return db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.productId, productId))
        .orderBy(asc(shipmentEvents.id));
    },

    /** When the parcel became `delivered`: its first timeline entry of that status. */
    async deliveredAt(productId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: shipmentEvents.createdAt })
        .from(shipmentEvents)
        .where(and(eq(shipmentEvents.productId, productId), eq(shipmentEvents.status, 'delivered')))
        .orderBy(asc(shipmentEvents.id))
        .limit(1);
      return row?.at ?? null;
    },

    /** A page of the customer's orders holding a product in `status` (any when absent). */
    async ordersPage(
      customerId: number,
      status: ShipmentStatus | undefined,
      limit: number,
      offset: number,
    ) {
      const where = status
        ? sql`${shipmentOrders.customerId} = ${customerId} AND EXISTS (
            SELECT 1 FROM ${shipmentProducts} p
            WHERE p.order_id = ${shipmentOrders.id} AND p.status = ${status})`
        : eq(shipmentOrders.customerId, customerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(shipmentOrders)
          .where(where)
          .orderBy(desc(shipmentOrders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(shipmentOrders)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async stateCounts(customerId: number): Promise<{ status: ShipmentStatus; count: number }[]> {
      return db
        .select({ status: shipmentProducts.status, count: sql<number>`count(*)::int` })
        .from(shipmentProducts)
        .where(eq(shipmentProducts.customerId, customerId))
        .groupBy(shipmentProducts.status);
    },

    /** Parcels staff may be holding: by the shop courier's tracking id, or all of a customer's. */
    async awaitingBy(filter: { trackingId?: string; customerId?: number }) {
      const open = inArray(shipmentProducts.status, ['requested', 'awaiting_arrival', 'on_hold']);
      if (filter.customerId !== undefined) {
        return db
          .select()
          .from(shipmentProducts)
          .where(and(open, eq(shipmentProducts.customerId, filter.customerId)))
          .orderBy(asc(shipmentProducts.id))
          .limit(100);
      }
      return db
        .select()
        .from(shipmentProducts)
        .where(
          and(
            open,
            sql`${shipmentProducts.id} IN (SELECT product_id FROM ${shipmentTrackings}
                WHERE upper(tracking_id) = upper(${filter.trackingId ?? ''}))`,
          ),
        )
        .orderBy(asc(shipmentProducts.id))
        .limit(100);
    },

    /** The parcel whose open storage invoice this was has no storage fees due any more. */
    async storageFeesPaid(tx: Transaction, invoiceId: number): Promise<void> {
      await tx
        .update(shipmentProducts)
        .set({ storageFeesDue: false, storageInvoiceId: null, updatedAt: new Date() })
        .where(eq(shipmentProducts.storageInvoiceId, invoiceId));
    },

    async byInvoice(tx: Transaction, invoiceId: number): Promise<ShipmentProductRow[]> {
      return tx
        .select()
        .from(shipmentProducts)
        .where(eq(shipmentProducts.invoiceId, invoiceId))
        .for('update');
    },

    /** Parcels lying in a warehouse (received, not yet shipping), a batch after `afterId`. */
    async inStorage(afterId: number, limit: number, customerId?: number) {
      return db
        .select({ parcel: shipmentProducts, order: shipmentOrders })
        .from(shipmentProducts)
        .innerJoin(shipmentOrders, eq(shipmentOrders.id, shipmentProducts.orderId))
        .where(
          and(
            inArray(shipmentProducts.status, ['received_at_warehouse', 'invoiced', 'paid']),
            sql`${shipmentProducts.receivedAt} IS NOT NULL`,
            sql`${shipmentProducts.id} > ${afterId}`,
            customerId === undefined ? undefined : eq(shipmentProducts.customerId, customerId),
          ),
        )
        .orderBy(asc(shipmentProducts.id))
        .limit(limit);
    },

    /** The customer's products in one of `statuses` among `ids` (delivery requests). */
    /**
     * The international shipping invoices of the customer's parcels among `ids`: each parcel's
     * own and its box's (a consolidation bills the box); which parcels were theirs.
     */
    async shippingInvoicesOf(customerId: number, ids: number[]) {
      if (ids.length === 0) return { parcelIds: [], invoiceIds: [] };
      const rows = await db
        .select({
          id: shipmentProducts.id,
          own: shipmentProducts.invoiceId,
          box: shipmentConsolidations.invoiceId,
        })
        .from(shipmentProducts)
        .leftJoin(
          shipmentConsolidations,
          eq(shipmentConsolidations.id, shipmentProducts.consolidationId),
        )
        .where(and(eq(shipmentProducts.customerId, customerId), inArray(shipmentProducts.id, ids)));
      const invoiceIds = rows.flatMap((r) => [r.own, r.box]).filter((id) => id !== null);
      return { parcelIds: rows.map((r) => r.id), invoiceIds: [...new Set(invoiceIds)] };
    },

    async ownedIn(customerId: number, ids: number[], statuses: ShipmentStatus[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(shipmentProducts)
        .where(
          and(
            eq(shipmentProducts.customerId, customerId),
            inArray(shipmentProducts.id, ids),
            inArray(shipmentProducts.status, statuses),
          ),
        );
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;

/** Staff's queues of parcels: expected at the warehouse, and received but not yet invoiced. */
export function parcelBacklogs(
  db: Database,
): Record<'parcels_awaiting_arrival', () => Promise<Backlog>> {
  return {
    parcels_awaiting_arrival: () =>
      countBacklog(
        db,
        shipmentProducts,
        shipmentProducts.createdAt,
        eq(shipmentProducts.status, 'awaiting_arrival'),
      ),
  };
}

/** Parcels started per day, for the dashboard's chart. */
export function parcelDailyCounts(db: Database, days: number, now: Date) {
  return countPerDay(db, shipmentProducts, shipmentProducts.createdAt, days, now);
}
