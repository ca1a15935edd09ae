import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { assets } from './tables.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'createdAt'>;

/** The only SQL of the assets module. */
export function createAssetsRepository(db: Database) {
  return {
    async insert(asset: NewAsset): Promise<AssetRow> {
      const [row] = await db.insert(assets).values(asset).returning();
      return row!;
    },

    /** The customer's asset; undefined for another customer's (the caller answers 404). */
    async findOwned(customerId: number, id: number): Promise<AssetRow | undefined> {
      const [row] = await db
        .select()
        .from(assets)
        .where(and(eq(assets.id, id), eq(assets.customerId, customerId)));
      return row;
    },

    /** The customer's assets among `ids`; another customer's are left out. */
    async findAllOwned(customerId: number, ids: number[]): Promise<AssetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(assets)
        .where(and(inArray(assets.id, ids), eq(assets.customerId, customerId)));
    },
  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
