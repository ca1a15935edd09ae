import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import { parcelRequests, shipmentProducts, type ParcelRequestStatus } from './tables.ts';

export type ParcelRequestRow = typeof parcelRequests.$inferSelect;
type NewParcelRequest = Omit<
  typeof parcelRequests.$inferInsert,
  'id' | 'number' | 'createdAt' | 'updatedAt'
>;

/** The only SQL of warehouse requests on parcels. */
export function createParcelRequestRepository(db: Database) {
  return {
    async insert(tx: Transaction, row: NewParcelRequest): Promise<ParcelRequestRow> {
      const [inserted] = await tx.insert(parcelRequests).values(row).returning();
      return inserted!;
    },

    async openOfKind(tx: Transaction, productId: number, kind: string) {
      const [row] = await tx
        .select()
        .from(parcelRequests)
        .where(
          and(
            eq(parcelRequests.productId, productId),
            eq(parcelRequests.kind, kind),
            eq(parcelRequests.status, 'open'),
          ),
        );
      return row;
    },

    async lock(tx: Transaction, id: number): Promise<ParcelRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(parcelRequests)
        .where(eq(parcelRequests.id, id))
        .for('update');
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      patch: Partial<Pick<ParcelRequestRow, 'status' | 'staffNote' | 'result' | 'invoiceId'>>,
    ): Promise<ParcelRequestRow> {
      const [row] = await tx
        .update(parcelRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(parcelRequests.id, id))
        .returning();
      return row!;
    },

    async ofProduct(productId: number): Promise<ParcelRequestRow[]> {
      return db
        .select()
        .from(parcelRequests)
        .where(eq(parcelRequests.productId, productId))
        .orderBy(desc(parcelRequests.id));
    },

    /** Staff's work queue, oldest first, with each request's parcel number. */
    async page(status: ParcelRequestStatus, limit: number, offset: number) {
      const where = eq(parcelRequests.status, status);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ request: parcelRequests, parcelNumber: shipmentProducts.number })
          .from(parcelRequests)
          .innerJoin(shipmentProducts, eq(shipmentProducts.id, parcelRequests.productId))
          .where(where)
          .orderBy(asc(parcelRequests.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(parcelRequests)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type ParcelRequestRepository = ReturnType<typeof createParcelRequestRepository>;

/** Staff's queue: special requests on parcels still open. */
export function parcelRequestBacklogs(
  db: Database,
): Record<'parcel_requests', () => Promise<Backlog>> {
  return {
    parcel_requests: () =>
      countBacklog(db, parcelRequests, parcelRequests.createdAt, eq(parcelRequests.status, 'open')),
  };
}
