import { money } from '@crossport/money';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database.ts';
import { DomainError, NotFound, Unprocessable } from '../../platform/errors.ts';
import type { ShippingRateRow, ShippingRatesRepository } from './repository.ts';
import type { RateChangeBody, RateCreateBody, StaffShippingRateSchema } from './schemas.ts';

type StaffShippingRate = z.infer<typeof StaffShippingRateSchema>;

function toStaffRate(row: ShippingRateRow): StaffShippingRate {
  return {
    id: row.id,
    shipping_category_id: row.shippingCategoryId,
    warehouse_id: row.warehouseId,
    region_code: row.regionCode,
    currency: row.currency,
    slabs: row.slabs,
    min_charge: money(row.minCharge, row.currency),
  };
}

/** Staff's shipping-rate settings: the per-kg slabs and minimum of each route. */
export function createRateSettings(
  repository: ShippingRatesRepository,
  deps: { regionCurrency: (regionCode: string) => Promise<string | null> },
) {
  return {
    /**
     * A route that had no rate (a new category, warehouse or region), priced in the region's
     * currency. Until it has one, customers are told the category is not shipped there.
     */
    async create(body: RateCreateBody): Promise<StaffShippingRate> {
      const currency = await deps.regionCurrency(body.region_code);
      if (!currency) {
        throw new Unprocessable('There is no such region.', [
          { field: 'body.region_code', message: 'Unknown region' },
        ]);
      }
      try {
        return toStaffRate(
          await repository.insertRate({
            shippingCategoryId: body.shipping_category_id,
            warehouseId: body.warehouse_id,
            regionCode: body.region_code,
            currency,
            slabs: body.slabs,
            minCharge: body.min_charge,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError(
            409,
            'rate_exists',
            'This category already has a rate from this warehouse to this region; change its slabs.',
            [{ field: 'body.shipping_category_id', message: 'Already has a rate here' }],
          );
        }
        if (isForeignKeyViolation(error)) {
          throw new Unprocessable('The category or the warehouse does not exist.', [
            { field: 'body.shipping_category_id', message: 'Check the category and warehouse' },
          ]);
        }
        throw error;
      }
    },

    async list(regionCode?: string): Promise<StaffShippingRate[]> {
      return (await repository.allRates(regionCode)).map(toStaffRate);
    },

    /** New prices apply to quotes and invoices made from now on; issued invoices keep theirs. */
    async change(id: number, body: RateChangeBody): Promise<StaffShippingRate> {
      const row = await repository.updateRate(id, {
        slabs: body.slabs,
        minCharge: body.min_charge,
      });
      if (!row) throw new NotFound(`Shipping rate ${id}`);
      return toStaffRate(row);
    },
  };
}

export type RateSettings = ReturnType<typeof createRateSettings>;
