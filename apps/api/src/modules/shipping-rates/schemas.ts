import { z } from 'zod';
import { BigSerialId, MoneySchema, SerialId, SerialIdParam } from '../../platform/schemas.ts';
import { MAX_PARCEL_GRAMS, MAX_PARCEL_SIDE_CM } from './rules.ts';

const regionCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter region code')
  .transform((c) => c.toUpperCase());

export const EtaSchema = z
  .object({ min_days: z.number().int(), max_days: z.number().int() })
  .meta({ id: 'Eta' });

export const CategoryPriceSchema = z
  .object({
    id: z.number().int(),
    shipping_category_id: z.number().int(),
    warehouse_id: z.number().int().describe('Source warehouse'),
    region_code: z.string().describe('Destination region'),
    slabs: z.array(
      z.object({
        min_weight_grams: z.number().int(),
        max_weight_grams: z.number().int().nullable(),
        rate_per_kg: MoneySchema,
      }),
    ),
    min_charge: MoneySchema,
  })
  .meta({ id: 'CategoryPrice' });

export const CategoryPricesQuerySchema = z.strictObject({
  region: regionCode.optional().describe('Destination region; the caller’s region by default'),
  warehouse_id: SerialIdParam.optional(),
  shipping_category_id: SerialIdParam.optional(),
});

export const ShippingMethodSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(['air', 'express', 'sea']),
    region_code: z.string(),
    rate_multiplier_bps: z.number().int().describe('Applied to the category per-kg price'),
    eta: EtaSchema,
  })
  .meta({ id: 'ShippingMethod' });

export const ShippingMethodsQuerySchema = z.strictObject({ region: regionCode.optional() });

export const CourierOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    delivery_option: z.enum(['home_delivery', 'pickup_point']),
    weight_grams: z.number().int(),
    price: MoneySchema,
    eta: EtaSchema,
  })
  .meta({ id: 'CourierOption' });

export const InternationalOptionSchema = z
  .object({
    method: ShippingMethodSchema,
    weight_grams: z.number().int(),
    price: MoneySchema,
    eta: EtaSchema,
  })
  .meta({ id: 'InternationalCourierOption' });

export const CourierOptionsBodySchema = z
  .strictObject({
    product_ids: z.array(BigSerialId).max(200).default([]).describe('Buy product ids'),
    shipment_product_ids: z
      .array(BigSerialId)
      .max(200)
      .default([])
      .describe('Ship For Me parcel ids travelling with them'),
    shipping_address_id: SerialId,
    destination_warehouse_id: SerialId.optional(),
    delivery_option: z.enum(['home_delivery', 'pickup_point']).optional(),
  })
  .refine((body) => body.product_ids.length + body.shipment_product_ids.length > 0, {
    message: 'Name at least one product or parcel',
    path: ['product_ids'],
  });

export const InternationalOptionsBodySchema = z.strictObject({
  region: regionCode,
  shipment_product_ids: z
    .array(BigSerialId)
    .min(1)
    .max(200)
    .describe('Ship For Me parcels travelling together (the customer’s own)'),
  shipping_address_id: SerialId,
});

const sideCm = (name: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_PARCEL_SIDE_CM)
    .describe(`${name} in whole centimetres (1–${MAX_PARCEL_SIDE_CM})`);

export const EstimateBodySchema = z.strictObject({
  weight_grams: z
    .number()
    .int()
    .min(1)
    .max(MAX_PARCEL_GRAMS)
    .describe(`Actual weight in grams (1–${MAX_PARCEL_GRAMS})`),
  length_cm: sideCm('Length'),
  width_cm: sideCm('Width'),
  height_cm: sideCm('Height'),
  shipping_category_id: SerialId,
  warehouse_id: SerialId.describe('Source warehouse (abroad) the parcel is sent to'),
  shipping_method_id: SerialId.optional().describe('Price one method only; every one by default'),
  region: regionCode.optional().describe('Destination region; the caller’s region by default'),
});

export const EstimateOptionSchema = z
  .object({
    method: ShippingMethodSchema,
    volumetric_weight_grams: z
      .number()
      .int()
      .describe('L×W×H / divisor (5000 cm³/kg by air and express, 6000 by sea), rounded up'),
    chargeable_weight_grams: z
      .number()
      .int()
      .describe('The heavier of actual and volumetric, up to the started 100 g'),
    charge: MoneySchema,
    eta: EtaSchema,
  })
  .meta({ id: 'ShippingEstimateOption' });

export const EstimateSchema = z
  .object({
    region_code: z.string(),
    warehouse_id: z.number().int(),
    shipping_category_id: z.number().int(),
    actual_weight_grams: z.number().int(),
    currency: z.string().length(3),
    options: z.array(EstimateOptionSchema),
  })
  .meta({ id: 'ShippingEstimate' });

const WeightSlabSchema = z.strictObject({
  min_grams: z.number().int().min(0).max(MAX_PARCEL_GRAMS),
  max_grams: z.number().int().min(1).max(MAX_PARCEL_GRAMS).nullable(),
  per_kg: z.number().int().min(0).max(100_000_000).describe('Minor units per kilogram'),
});

export const StaffShippingRateSchema = z.object({
  id: z.number().int(),
  shipping_category_id: z.number().int(),
  warehouse_id: z.number().int(),
  region_code: z.string(),
  currency: z.string(),
  slabs: z.array(WeightSlabSchema),
  min_charge: MoneySchema,
});

export const StaffRatesQuerySchema = z.strictObject({ region_code: regionCode.optional() });

/**
 * New per-kg slabs: from 0 g, each starting where the one before ended, the last open-ended,
 * so every weight has exactly one price.
 */
const rateTerms = {
  slabs: z.array(WeightSlabSchema).min(1).max(20),
  min_charge: z.number().int().min(0).max(100_000_000).describe('Minor units'),
};

function slabsFollowOn(
  { slabs }: { slabs: z.infer<typeof WeightSlabSchema>[] },
  ctx: z.RefinementCtx,
) {
  const problem = (index: number, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['slabs', index], message });
  slabs.forEach((slab, i) => {
    const expectedStart = i === 0 ? 0 : slabs[i - 1]!.max_grams;
    if (slab.min_grams !== expectedStart) problem(i, `Must start at ${expectedStart ?? 0} g`);
    const last = i === slabs.length - 1;
    if (last && slab.max_grams !== null) problem(i, 'The last slab has no upper end (null)');
    if (!last && (slab.max_grams === null || slab.max_grams <= slab.min_grams))
      problem(i, 'Must end above where it starts');
  });
}

export const RateChangeBodySchema = z.strictObject(rateTerms).superRefine(slabsFollowOn);
export type RateChangeBody = z.infer<typeof RateChangeBodySchema>;

/** A new route's rate: a category from a warehouse to a region, in the region's currency. */
export const RateCreateBodySchema = z
  .strictObject({
    shipping_category_id: SerialId,
    warehouse_id: SerialId,
    region_code: regionCode,
    ...rateTerms,
  })
  .superRefine(slabsFollowOn);
export type RateCreateBody = z.infer<typeof RateCreateBodySchema>;
