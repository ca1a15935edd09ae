import { money } from '@crossport/money';
import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { ShippingRateRow, ShippingRatesRepository } from './repository.ts';
import type { RateChangeBody, StaffShippingRateSchema } from './schemas.ts';

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
export function createRateSettings(repository: ShippingRatesRepository) {
  return {
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
