import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import { couponCustomers, couponRedemptions, coupons } from './tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Public coupons, and those given to the customer. */
const meantFor = (customerId: number) =>
  or(
    eq(coupons.audience, 'public'),
    sql`EXISTS (SELECT 1 FROM ${couponCustomers} WHERE ${couponCustomers.customerId} = ${customerId} AND ${couponCustomers.couponId} = ${coupons.id})`,
  );

export function createDiscountsRepository(db: Database) {
  return {
    /** Coupons running now for a region (or every region) that are meant for the customer. */
    listActive(regionCode: string, customerId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            lte(coupons.startsAt, sql`now()`),
            or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
            or(isNull(coupons.regionCode), eq(coupons.regionCode, regionCode)),
            meantFor(customerId),
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

    /** Inserts a coupon and who it is given to; undefined when its code is taken. */
    async insert(
      values: typeof coupons.$inferInsert,
      customerIds: number[],
    ): Promise<CouponRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
        if (row && customerIds.length) {
          await tx
            .insert(couponCustomers)
            .values(
              [...new Set(customerIds)].map((customerId) => ({ couponId: row.id, customerId })),
            );
        }
        return row;
      });
    },

    /** Who each coupon is given to (empty for public ones). */
    async customersOf(couponIds: number[]): Promise<Map<number, number[]>> {
      if (!couponIds.length) return new Map();
      const rows = await db
        .select()
        .from(couponCustomers)
        .where(inArray(couponCustomers.couponId, couponIds))
        .orderBy(asc(couponCustomers.customerId));
      const given = new Map<number, number[]>();
      for (const row of rows)
        given.set(row.couponId, [...(given.get(row.couponId) ?? []), row.customerId]);
      return given;
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

    /** The coupon of this code if it is meant for the customer: another's gift is unknown. */
    async findByCodeFor(code: string, customerId: number): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code), meantFor(customerId)));
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
