import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { couriers, shippingMethods, shippingRates } from './tables.ts';

export type ShippingRateRow = typeof shippingRates.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type CourierRow = typeof couriers.$inferSelect;

export function createShippingRatesRepository(db: Database) {
  return {
    rates(filter: {
      regionCode: string;
      warehouseId?: number;
      shippingCategoryId?: number;
    }): Promise<ShippingRateRow[]> {
      const conditions: SQL[] = [eq(shippingRates.regionCode, filter.regionCode)];
      if (filter.warehouseId) conditions.push(eq(shippingRates.warehouseId, filter.warehouseId));
      if (filter.shippingCategoryId) {
        conditions.push(eq(shippingRates.shippingCategoryId, filter.shippingCategoryId));
      }
      return db
        .select()
        .from(shippingRates)
        .where(and(...conditions))
        .orderBy(asc(shippingRates.shippingCategoryId), asc(shippingRates.warehouseId));
    },

    /** Every route's rates (or one region's), for staff's settings. */
    allRates(regionCode?: string): Promise<ShippingRateRow[]> {
      return db
        .select()
        .from(shippingRates)
        .where(regionCode ? eq(shippingRates.regionCode, regionCode) : undefined)
        .orderBy(
          asc(shippingRates.regionCode),
          asc(shippingRates.shippingCategoryId),
          asc(shippingRates.id),
        );
    },

    async insertRate(rate: Omit<ShippingRateRow, 'id'>): Promise<ShippingRateRow> {
      const [row] = await db.insert(shippingRates).values(rate).returning();
      return row!;
    },

    async updateRate(
      id: number,
      changes: Pick<ShippingRateRow, 'slabs' | 'minCharge'>,
    ): Promise<ShippingRateRow | undefined> {
      const [row] = await db
        .update(shippingRates)
        .set(changes)
        .where(eq(shippingRates.id, id))
        .returning();
      return row;
    },

    methods(regionCode: string): Promise<ShippingMethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.regionCode, regionCode), eq(shippingMethods.isActive, true)))
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
    },

    async method(regionCode: string, id: number): Promise<ShippingMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(shippingMethods)
        .where(
          and(
            eq(shippingMethods.regionCode, regionCode),
            eq(shippingMethods.id, id),
            eq(shippingMethods.isActive, true),
          ),
        );
      return row;
    },

    couriers(regionCode: string, deliveryOption?: string): Promise<CourierRow[]> {
      const conditions: SQL[] = [eq(couriers.regionCode, regionCode)];
      if (deliveryOption) conditions.push(eq(couriers.deliveryOption, deliveryOption as never));
      return db
        .select()
        .from(couriers)
        .where(and(...conditions))
        .orderBy(asc(couriers.position), asc(couriers.id));
    },
  };
}

export type ShippingRatesRepository = ReturnType<typeof createShippingRatesRepository>;
