import { asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { shippingCategories } from './tables.ts';

export type ShippingCategoryRow = typeof shippingCategories.$inferSelect;
export type ShippingCategoryWrite = Pick<
  typeof shippingCategories.$inferInsert,
  'name' | 'parentId' | 'position'
>;

/** Roots first, then children, each level by position: a client builds the tree in one pass. */
const pageOrder = [
  desc(isNull(shippingCategories.parentId)),
  asc(shippingCategories.parentId),
  asc(shippingCategories.position),
  asc(shippingCategories.id),
];

export interface TreeWriter {
  rows: ShippingCategoryRow[];
  insert(values: ShippingCategoryWrite & { slug: string }): Promise<ShippingCategoryRow>;
  /** The slug is not among the values: it never changes (docs/shipping.md). */
  update(id: number, values: ShippingCategoryWrite): Promise<ShippingCategoryRow>;
}

/** Serialises staff writes to the tree, so two moves cannot together make a cycle. */
const TREE_LOCK = 7140048;

export function createShippingCategoriesRepository(db: Database) {
  return {
    page(limit: number, offset: number): Promise<ShippingCategoryRow[]> {
      return db
        .select()
        .from(shippingCategories)
        .orderBy(...pageOrder)
        .limit(limit)
        .offset(offset);
    },

    /** Every category in page order: a small, staff-curated list (tens of rows). */
    all(): Promise<ShippingCategoryRow[]> {
      return db
        .select()
        .from(shippingCategories)
        .orderBy(...pageOrder);
    },

    async find(id: number): Promise<ShippingCategoryRow | undefined> {
      const [row] = await db.select().from(shippingCategories).where(eq(shippingCategories.id, id));
      return row;
    },

    async total(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(shippingCategories);
      return row?.total ?? 0;
    },

    /**
     * Runs a staff write under the tree's lock, with the whole tree as it is now: the caller
     * checks its rules against `tree`, then inserts or updates in the same transaction.
     */
    withTree<T>(write: (tree: TreeWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
        const rows = await tx.select().from(shippingCategories);
        return write({
          rows,
          async insert(values) {
            const [row] = await tx.insert(shippingCategories).values(values).returning();
            return row!;
          },
          async update(id, values) {
            const [row] = await tx
              .update(shippingCategories)
              .set(values)
              .where(eq(shippingCategories.id, id))
              .returning();
            return row!;
          },
        });
      });
    },
  };
}

export type ShippingCategoriesRepository = ReturnType<typeof createShippingCategoriesRepository>;
