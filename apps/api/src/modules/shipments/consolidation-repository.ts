import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import { shipmentConsolidations, shipmentProducts, type ConsolidationStatus } from './tables.ts';

export type ConsolidationRow = typeof shipmentConsolidations.$inferSelect;
type NewConsolidation = Omit<
  typeof shipmentConsolidations.$inferInsert,
  'id' | 'number' | 'createdAt' | 'updatedAt'
>;

/** The only SQL of consolidations (one box made of several parcels). */
export function createConsolidationRepository(db: Database) {
  return {
    async insert(tx: Transaction, row: NewConsolidation): Promise<ConsolidationRow> {
      const [inserted] = await tx.insert(shipmentConsolidations).values(row).returning();
      return inserted!;
    },

    async lock(tx: Transaction, id: number): Promise<ConsolidationRow | undefined> {
      const [row] = await tx
        .select()
        .from(shipmentConsolidations)
        .where(eq(shipmentConsolidations.id, id))
        .for('update');
      return row;
    },

    async find(id: number): Promise<ConsolidationRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentConsolidations)
        .where(eq(shipmentConsolidations.id, id));
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      patch: Partial<Omit<ConsolidationRow, 'id' | 'number' | 'customerId' | 'createdAt'>>,
    ): Promise<ConsolidationRow> {
      const [row] = await tx
        .update(shipmentConsolidations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(shipmentConsolidations.id, id))
        .returning();
      return row!;
    },

    /**
     * A customer's consolidations, newest first; or, without a customer, staff's queue oldest
     * first, so boxes are repacked in the order they were asked for.
     */
    async page(
      customerId: number | undefined,
      status: ConsolidationStatus | undefined,
      limit: number,
      offset: number,
    ) {
      const where = and(
        customerId !== undefined ? eq(shipmentConsolidations.customerId, customerId) : undefined,
        status ? eq(shipmentConsolidations.status, status) : undefined,
      );
      const order =
        customerId === undefined ? asc(shipmentConsolidations.id) : desc(shipmentConsolidations.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(shipmentConsolidations)
          .where(where)
          .orderBy(order)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(shipmentConsolidations)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async parcelsOf(consolidationIds: number[]) {
      if (consolidationIds.length === 0) return [];
      return db
        .select()
        .from(shipmentProducts)
        .where(inArray(shipmentProducts.consolidationId, consolidationIds))
        .orderBy(asc(shipmentProducts.id));
    },
  };
}

export type ConsolidationRepository = ReturnType<typeof createConsolidationRepository>;

/** Staff's queue: consolidations customers asked for and warehouse has not repacked yet. */
export function consolidationBacklogs(
  db: Database,
): Record<'consolidations', () => Promise<Backlog>> {
  return {
    consolidations: () =>
      countBacklog(
        db,
        shipmentConsolidations,
        shipmentConsolidations.createdAt,
        eq(shipmentConsolidations.status, 'requested'),
      ),
  };
}
