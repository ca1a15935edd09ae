import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import {
  deliveryRequestItems,
  deliveryRequests,
  type DeliveryItemType,
  type DeliveryRequestStatus,
} from './tables.ts';

export type DeliveryRequestRow = typeof deliveryRequests.$inferSelect;
export type DeliveryItemRow = typeof deliveryRequestItems.$inferSelect;
export type NewDeliveryRequest = Omit<
  typeof deliveryRequests.$inferInsert,
  'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'
>;

/** The only SQL of delivery requests. */
export function createDeliveryRequestsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(
      tx: Transaction,
      request: NewDeliveryRequest,
      items: { itemType: DeliveryItemType; itemId: number; title: string; weightGrams: number }[],
    ): Promise<DeliveryRequestRow> {
      const [row] = await tx
        .insert(deliveryRequests)
        .values({ ...request, status: 'requested' })
        .returning();
      await tx
        .insert(deliveryRequestItems)
        .values(items.map((i) => ({ ...i, requestId: row!.id })));
      return row!;
    },

    async find(id: number): Promise<DeliveryRequestRow | undefined> {
      const [row] = await db.select().from(deliveryRequests).where(eq(deliveryRequests.id, id));
      return row;
    },

    async lock(tx: Transaction, id: number): Promise<DeliveryRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, id))
        .for('update');
      return row;
    },

    async setInvoice(tx: Transaction, id: number, invoiceId: number) {
      await tx.update(deliveryRequests).set({ invoiceId }).where(eq(deliveryRequests.id, id));
    },

    async setStatus(
      tx: Transaction,
      id: number,
      status: DeliveryRequestStatus,
      trackingNumber?: string,
      dispatchedUnpaidReason?: string,
    ) {
      await tx
        .update(deliveryRequests)
        .set({
          status,
          updatedAt: new Date(),
          ...(trackingNumber ? { trackingNumber } : {}),
          ...(dispatchedUnpaidReason ? { dispatchedUnpaidReason } : {}),
        })
        .where(eq(deliveryRequests.id, id));
      if (status === 'cancelled') {
        await tx
          .update(deliveryRequestItems)
          .set({ open: false })
          .where(eq(deliveryRequestItems.requestId, id));
      }
    },

    /** How many goods of each kind the customer's dispatched requests hold (with the courier). */
    async dispatchedItemCounts(customerId: number): Promise<Map<DeliveryItemType, number>> {
      const rows = await db
        .select({ itemType: deliveryRequestItems.itemType, count: sql<number>`count(*)::int` })
        .from(deliveryRequestItems)
        .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryRequestItems.requestId))
        .where(
          and(
            eq(deliveryRequests.customerId, customerId),
            eq(deliveryRequests.status, 'dispatched'),
          ),
        )
        .groupBy(deliveryRequestItems.itemType);
      return new Map(rows.map((r) => [r.itemType, r.count]));
    },

    async itemsOf(requestIds: number[], tx?: Transaction): Promise<DeliveryItemRow[]> {
      if (requestIds.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(deliveryRequestItems)
        .where(inArray(deliveryRequestItems.requestId, requestIds))
        .orderBy(deliveryRequestItems.id);
    },

    /**
     * A page of a customer's requests, newest first, or everyone's for staff, oldest first
     * (the queue's order); optionally holding an item of `type`, or in one state.
     */
    async page(
      filter: { customerId?: number; itemType?: DeliveryItemType; status?: DeliveryRequestStatus },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.customerId !== undefined
          ? eq(deliveryRequests.customerId, filter.customerId)
          : undefined,
        filter.itemType
          ? sql`EXISTS (SELECT 1 FROM ${deliveryRequestItems} i
              WHERE i.request_id = ${deliveryRequests.id} AND i.item_type = ${filter.itemType})`
          : undefined,
        filter.status ? eq(deliveryRequests.status, filter.status) : undefined,
      );
      const order =
        filter.customerId === undefined ? asc(deliveryRequests.id) : desc(deliveryRequests.id);
      const [rows, [counted]] = await Promise.all([
        db.select().from(deliveryRequests).where(where).orderBy(order).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(deliveryRequests)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type DeliveryRequestsRepository = ReturnType<typeof createDeliveryRequestsRepository>;

/** Staff's queue: delivery requests to dispatch. */
export function deliveryBacklogs(
  db: Database,
): Record<'delivery_requests', () => Promise<Backlog>> {
  return {
    delivery_requests: () =>
      countBacklog(
        db,
        deliveryRequests,
        deliveryRequests.createdAt,
        eq(deliveryRequests.status, 'requested'),
      ),
  };
}
