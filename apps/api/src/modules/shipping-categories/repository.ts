import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { shippingCategories } from './tables.ts';

export type ShippingCategoryRow = typeof shippingCategories.$inferSelect;

export function createShippingCategoriesRepository(db: Database) {
  return {
    /** Roots first, then children, each level by position: a client builds the tree in one pass. */
    page(limit: number, offset: number): Promise<ShippingCategoryRow[]> {
      return db
        .select()
        .from(shippingCategories)
        .orderBy(
          desc(isNull(shippingCategories.parentId)),
          asc(shippingCategories.parentId),
          asc(shippingCategories.position),
          asc(shippingCategories.id),
        )
        .limit(limit)
        .offset(offset);
    },

    /** Every category in page order: a small, staff-curated list (tens of rows). */
    all(): Promise<ShippingCategoryRow[]> {
      return db
        .select()
        .from(shippingCategories)
        .orderBy(
          desc(isNull(shippingCategories.parentId)),
          asc(shippingCategories.parentId),
          asc(shippingCategories.position),
          asc(shippingCategories.id),
        );
    },

    async find(id: number): Promise<ShippingCategoryRow | undefined> {
      const [row] = await db.select().from(shippingCategories).where(eq(shippingCategories.id, id));
      return row;
    },

    async total(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(shippingCategories);
      return row?.total ?? 0;
    },
  };
}

export type ShippingCategoriesRepository = ReturnType<typeof createShippingCategoriesRepository>;
