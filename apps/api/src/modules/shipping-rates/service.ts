import { addMoney, divideRoundHalfUp, money, type Money } from '@crossport/money';
import type { z } from 'zod';
import { DomainError, Unprocessable } from '../../platform/errors.ts';
import { chargeableWeight, roundUpToStep, type ParcelSize } from './weight.ts';
import type {
  CourierRow,
  ShippingMethodRow,
  ShippingRateRow,
  ShippingRatesRepository,
} from './repository.ts';
import type { WeightSlab } from './tables.ts';
import type {
  CategoryPriceSchema,
  CourierOptionSchema,
  EstimateSchema,
  ShippingMethodSchema,
} from './schemas.ts';

type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** Parcels are charged by the started 100 g (weight.ts). */
export const chargeableGrams = roundUpToStep;

/** The per-kg price of the slab the weight falls in (the last slab when heavier than all). */
export function slabFor(slabs: WeightSlab[], grams: number): WeightSlab | undefined {
  return (
    slabs.find((s) => grams >= s.min_grams && (s.max_grams === null || grams < s.max_grams)) ??
    slabs[slabs.length - 1]
  );
}

/** Weight × slab price, at least the minimum charge, then the method's multiplier. */
export function shippingCharge(rate: ShippingRateRow, multiplierBps: number, grams: number): Money {
  const weight = chargeableGrams(grams);
  const perKg = slabFor(rate.slabs, weight)?.per_kg ?? 0;
  const base = Math.max(
    rate.minCharge,
    Number(divideRoundHalfUp(BigInt(weight) * BigInt(perKg), 1000n)),
  );
  return money(
    Number(divideRoundHalfUp(BigInt(base) * BigInt(multiplierBps), 10_000n)),
    rate.currency,
  );
}

function toMethod(row: ShippingMethodRow): ShippingMethod {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    region_code: row.regionCode,
    rate_multiplier_bps: row.rateMultiplierBps,
    eta: { min_days: row.etaMinDays, max_days: row.etaMaxDays },
  };
}

function courierPrice(row: CourierRow, grams: number): Money {
  const perKg = divideRoundHalfUp(BigInt(chargeableGrams(grams)) * BigInt(row.perKgFee), 1000n);
  return addMoney(money(row.baseFee, row.currency), money(Number(perKg), row.currency));
}

export function createShippingRatesService(deps: {
  repository: ShippingRatesRepository;
  /** The source warehouse used when a caller names none. */
  defaultWarehouseId: () => Promise<number | null>;
}) {
  const { repository } = deps;

  /**
   * The international shipping of several parcels by one method, each at its own shipping
   * category and weight: the charge of each, or null when its category has no rate to the
   * region. 422 naming the field when the method is not the region's.
   */
  async function quoteEach(input: {
    regionCode: string;
    shippingMethodId: number;
    parcels: { shippingCategoryId: number; weightGrams: number }[];
    warehouseId?: number;
  }): Promise<{ method: ShippingMethod; charges: (Money | null)[]; warehouseId: number }> {
    const method = await repository.method(input.regionCode, input.shippingMethodId);
    if (!method) {
      throw new Unprocessable('This shipping method is not available in your region.', [
        { field: 'body.shipping_method_id', message: 'Unknown shipping method for the region' },
      ]);
    }
    const warehouseId = input.warehouseId ?? (await deps.defaultWarehouseId());
    if (!warehouseId) {
      throw new Unprocessable('We do not ship to your region yet.', [
        { field: 'body.shipping_method_id', message: 'No source warehouse' },
      ]);
    }
    const rates = await repository.rates({ regionCode: input.regionCode, warehouseId });
    const charges = input.parcels.map((parcel) => {
      const rate = rates.find((r) => r.shippingCategoryId === parcel.shippingCategoryId);
      return rate ? shippingCharge(rate, method.rateMultiplierBps, parcel.weightGrams) : null;
    });
    return { method: toMethod(method), charges, warehouseId };
  }

  return {
    async categoryPrices(filter: {
      regionCode: string;
      warehouseId?: number;
      shippingCategoryId?: number;
    }): Promise<z.infer<typeof CategoryPriceSchema>[]> {
      return (await repository.rates(filter)).map((row) => ({
        id: row.id,
        shipping_category_id: row.shippingCategoryId,
        warehouse_id: row.warehouseId,
        region_code: row.regionCode,
        slabs: row.slabs.map((s) => ({
          min_weight_grams: s.min_grams,
          max_weight_grams: s.max_grams,
          rate_per_kg: money(s.per_kg, row.currency),
        })),
        min_charge: money(row.minCharge, row.currency),
      }));
    },

    async methods(regionCode: string): Promise<ShippingMethod[]> {
      return (await repository.methods(regionCode)).map(toMethod);
    },

    quoteEach,

    /** The international shipping estimate of a parcel; 422 naming the field when impossible. */
    async quote(input: {
      regionCode: string;
      shippingCategoryId: number;
      shippingMethodId: number;
      weightGrams: number;
      warehouseId?: number;
    }): Promise<{ method: ShippingMethod; charge: Money; warehouseId: number }> {
      const { method, charges, warehouseId } = await quoteEach({
        regionCode: input.regionCode,
        shippingMethodId: input.shippingMethodId,
        parcels: [{ shippingCategoryId: input.shippingCategoryId, weightGrams: input.weightGrams }],
        ...(input.warehouseId === undefined ? {} : { warehouseId: input.warehouseId }),
      });
      const [charge] = charges;
      if (!charge) {
        throw new Unprocessable('We do not ship this category to your region yet.', [
          { field: 'body.shipping_category_id', message: 'No rate for this category and region' },
        ]);
      }
      return { method, charge, warehouseId };
    },

    /**
     * The shipping cost calculator: a parcel's price by every method of the region (or the one
     * asked for), each with its own volumetric weight (sea uses a larger divisor than air).
     */
    async estimate(input: {
      regionCode: string;
      warehouseId: number;
      shippingCategoryId: number;
      shippingMethodId?: number;
      size: ParcelSize;
    }): Promise<z.infer<typeof EstimateSchema>> {
      const [rate] = await repository.rates({
        regionCode: input.regionCode,
        warehouseId: input.warehouseId,
        shippingCategoryId: input.shippingCategoryId,
      });
      if (!rate) {
        throw new DomainError(
          422,
          'no_shipping_rate',
          'We do not ship this category from this warehouse to your region yet.',
          [
            {
              field: 'body.shipping_category_id',
              message: 'No rate for this warehouse and region',
            },
          ],
        );
      }
      const methods = (await repository.methods(input.regionCode)).filter(
        (m) => input.shippingMethodId === undefined || m.id === input.shippingMethodId,
      );
      if (input.shippingMethodId !== undefined && methods.length === 0) {
        throw new Unprocessable('This shipping method is not available in your region.', [
          { field: 'body.shipping_method_id', message: 'Unknown shipping method for the region' },
        ]);
      }
      return {
        region_code: input.regionCode,
        warehouse_id: input.warehouseId,
        shipping_category_id: input.shippingCategoryId,
        actual_weight_grams: input.size.actualGrams,
        currency: rate.currency,
        options: methods.map((method) => {
          const weight = chargeableWeight(input.size, method.kind);
          return {
            method: toMethod(method),
            volumetric_weight_grams: weight.volumetricGrams,
            chargeable_weight_grams: weight.chargeableGrams,
            charge: shippingCharge(rate, method.rateMultiplierBps, weight.chargeableGrams),
            eta: { min_days: method.etaMinDays, max_days: method.etaMaxDays },
          };
        }),
      };
    },

    async courierOptions(regionCode: string, grams: number, deliveryOption?: string) {
      return (await repository.couriers(regionCode, deliveryOption)).map(
        (row): z.infer<typeof CourierOptionSchema> => ({
          id: row.id,
          code: row.code,
          name: row.name,
          delivery_option: row.deliveryOption,
          weight_grams: grams,
          price: courierPrice(row, grams),
          eta: { min_days: row.etaMinDays, max_days: row.etaMaxDays },
        }),
      );
    },

    /** Every method of the region priced for the parcel, by the category's rate. */
    async internationalOptions(regionCode: string, grams: number, shippingCategoryId: number) {
      const warehouseId = await deps.defaultWarehouseId();
      const [methods, [rate]] = await Promise.all([
        repository.methods(regionCode),
        warehouseId
          ? repository.rates({ regionCode, warehouseId, shippingCategoryId })
          : Promise.resolve([]),
      ]);
      if (!rate) return [];
      return methods.map((method) => ({
        method: toMethod(method),
        weight_grams: grams,
        price: shippingCharge(rate, method.rateMultiplierBps, grams),
        eta: { min_days: method.etaMinDays, max_days: method.etaMaxDays },
      }));
    },
  };
}

export type ShippingRatesService = ReturnType<typeof createShippingRatesService>;
