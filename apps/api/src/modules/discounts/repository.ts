import { and, asc, desc, eq, getTableColumns, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import { couponRedemptions, coupons } from './tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

export function createDiscountsRepository(db: Database) {
  return {
    /** Coupons running now for a region (or every region). */
    listActive(regionCode: string): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            lte(coupons.startsAt, sql`now()`),
            or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
            or(isNull(coupons.regionCode), eq(coupons.regionCode, regionCode)),
          ),
        )
        .orderBy(asc(coupons.code));
    },

    /** Every coupon, newest first, with how many orders used it (staff's settings). */
    /** A page of every coupon, newest first, with how many orders used each. */
    async pageWithUses(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ...getTableColumns(coupons),
            // Qualified by hand: in a one-table select Drizzle writes columns without their table.
            uses: sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = "coupons"."id")`,
          })
          .from(coupons)
          .orderBy(desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(coupons),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Inserts a coupon; undefined when its code is taken. */
    async insert(values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(
      id: number,
      changes: Partial<Pick<CouponRow, 'description' | 'isActive' | 'expiresAt'>>,
    ): Promise<CouponRow | undefined> {
      const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
      return row;
    },

    async usesOf(couponId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId));
      return row?.n ?? 0;
    },

    async findById(id: number): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
      return row;
    },

    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },

    async usesBy(couponIds: number[], customerId: number, tx?: Tx): Promise<Map<number, number>> {
      if (!couponIds.length) return new Map();
      const rows = await (tx ?? db)
        .select({ couponId: couponRedemptions.couponId, uses: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.customerId, customerId),
            sql`${couponRedemptions.couponId} = ANY(${sql.param(couponIds)}::int[])`,
          ),
        )
        .groupBy(couponRedemptions.couponId);
      return new Map(rows.map((r) => [r.couponId, r.uses]));
    },

    /** Serialises redemptions of one coupon by one customer within the caller's transaction. */
    async lockFor(tx: Tx, couponId: number, customerId: number): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${couponId}, ${customerId})`);
    },

    async redeem(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
      await tx.insert(couponRedemptions).values(values);
    },
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
