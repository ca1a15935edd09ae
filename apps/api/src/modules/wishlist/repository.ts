import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { wishlistItems } from './tables.ts';

export type WishlistItemRow = typeof wishlistItems.$inferSelect;

export function createWishlistRepository(db: Database) {
  return {
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
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
