import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { warehouses } from './tables.ts';

export type WarehouseRow = typeof warehouses.$inferSelect;

export function createWarehousesRepository(db: Database) {
  return {
    list(countryCode?: string): Promise<WarehouseRow[]> {
      const query = db.select().from(warehouses);
      return (countryCode ? query.where(eq(warehouses.countryCode, countryCode)) : query).orderBy(
        asc(warehouses.position),
        asc(warehouses.id),
      );
    },

    async update(
      id: number,
      change: Partial<Omit<typeof warehouses.$inferInsert, 'id' | 'code'>>,
    ): Promise<WarehouseRow | undefined> {
      const [row] = await db
        .update(warehouses)
        .set(change)
        .where(eq(warehouses.id, id))
        .returning();
      return row;
    },

    async find(id: number): Promise<WarehouseRow | undefined> {
      const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
      return row;
    },
  };
}

export type WarehousesRepository = ReturnType<typeof createWarehousesRepository>;
