import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { wishlistItems, wishlistLinkImports } from './tables.ts';

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
export type WishlistLinkImportRow = typeof wishlistLinkImports.$inferSelect;

/** A link import the catalog finished: its job and the product it made. */
export interface ImportedLink {
  harvestJobId: string;
  productId: number;
}

export function createWishlistRepository(db: Database) {
  function linkImports(customerId: number, extra?: SQL): Promise<WishlistLinkImportRow[]> {
    return db
      .select()
      .from(wishlistLinkImports)
      .where(and(eq(wishlistLinkImports.customerId, customerId), extra))
      .orderBy(desc(wishlistLinkImports.id));
  }

  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
      await tx.delete(wishlistLinkImports).where(eq(wishlistLinkImports.customerId, customerId));
    },

    async page(customerId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId))
          .orderBy(desc(wishlistItems.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async productIds(customerId: number): Promise<number[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(desc(wishlistItems.id));
      return rows.map((r) => r.productId);
    },

    /** Adds the product once; a second add answers the existing row. */
    async add(customerId: number, productId: number): Promise<WishlistItemRow> {
      await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(wishlistItems)
        .where(
          and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)),
        );
      if (!row) throw new Error('The wishlist item was not stored');
      return row;
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.id, id)))
        .returning({ id: wishlistItems.id });
      return gone.length > 0;
    },

    /**
     * Turns the customer's link imports the catalog finished into wishlist items, in one
     * statement so two readers settling at once cannot add an item twice or lose one.
     */
    async settleLinkImports(customerId: number, imported: ImportedLink[]): Promise<void> {
      if (imported.length === 0) return;
      const jobIds = sql.param(imported.map((i) => i.harvestJobId));
      const productIds = sql.param(imported.map((i) => i.productId));
      await db.execute(sql`
        WITH imported AS (
          SELECT * FROM unnest(${jobIds}::uuid[], ${productIds}::bigint[])
            AS i(harvest_job_id, product_id)
        ), done AS (
          DELETE FROM ${wishlistLinkImports} w
          USING imported i
          WHERE w.customer_id = ${customerId}
            AND w.harvest_job_id = i.harvest_job_id
          RETURNING w.customer_id, i.product_id, w.created_at
        )
        INSERT INTO ${wishlistItems} (customer_id, product_id, created_at)
        SELECT DISTINCT ON (product_id) customer_id, product_id, created_at FROM done
        ON CONFLICT (customer_id, product_id) DO NOTHING
      `);
    },

    /** Records the wish once per customer and import; a second paste answers the first. */
    async addLinkImport(
      customerId: number,
      harvestJobId: string,
      url: string,
    ): Promise<WishlistLinkImportRow> {
      await db
        .insert(wishlistLinkImports)
        .values({ customerId, harvestJobId, url })
        .onConflictDoNothing();
      const [row] = await linkImports(
        customerId,
        eq(wishlistLinkImports.harvestJobId, harvestJobId),
      );
      if (!row) throw new Error('The wishlist link import was not stored');
      return row;
    },

    /** Imports still running or failed, newest first. */
    listLinkImports: (customerId: number) => linkImports(customerId),

    async removeLinkImport(customerId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(wishlistLinkImports)
        .where(and(eq(wishlistLinkImports.customerId, customerId), eq(wishlistLinkImports.id, id)))
        .returning({ id: wishlistLinkImports.id });
      return gone.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
