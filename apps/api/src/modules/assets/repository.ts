import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { assets } from './tables.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'createdAt'>;

/** The only SQL of the assets module. */
export function createAssetsRepository(db: Database) {
  return {
    /**
     * Closing the account: deletes the customer's uploads except `keep` (evidence on a payment or
     * a claim); answers the storage keys of the deleted files, removed after the commit.
     */
    async forgetCustomer(tx: Transaction, customerId: number, keep: number[]): Promise<string[]> {
      const rows = await tx
        .delete(assets)
        .where(
          and(
            eq(assets.customerId, customerId),
            keep.length > 0 ? notInArray(assets.id, keep) : undefined,
          ),
        )
        .returning({ storageKey: assets.storageKey, thumbnailKey: assets.thumbnailKey });
      return rows.flatMap((row) =>
        row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
      );
    },

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
