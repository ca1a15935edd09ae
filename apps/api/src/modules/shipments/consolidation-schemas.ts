import { z } from 'zod';
import { BigSerialId, MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
import { ShipmentStatusSchema } from './schemas.ts';

/** At most this many parcels go into one box (a staff member repacks them by hand). */
export const MAX_PARCELS_PER_CONSOLIDATION = 20;

export const CONSOLIDATION_STATUSES = ['requested', 'repacked', 'confirmed', 'cancelled'] as const;

export const ConsolidationBodySchema = z.strictObject({
  shipment_product_ids: z
    .array(BigSerialId)
    .min(2, 'Pick at least two parcels to ship together')
    .max(MAX_PARCELS_PER_CONSOLIDATION),
});

export const ConsolidationsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CONSOLIDATION_STATUSES).optional(),
});

export const StaffConsolidationsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CONSOLIDATION_STATUSES).default('requested'),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ConsolidatedParcelSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    status: ShipmentStatusSchema,
    weight_grams: z.number().int(),
    chargeable_weight_grams: z.number().int(),
    shipping: MoneySchema.describe('What shipping this parcel alone costs'),
  })
  .meta({ id: 'ConsolidatedParcel' });

export const ConsolidationSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('SC- and eight digits'),
    status: z.enum(CONSOLIDATION_STATUSES),
    currency: z.string().length(3),
    parcels: z.array(ConsolidatedParcelSchema),
    separate_shipping: MoneySchema.describe('Shipping the parcels one by one'),
    box: z
      .object({
        weight_grams: z.number().int(),
        length_cm: z.number().int(),
        width_cm: z.number().int(),
        height_cm: z.number().int(),
        chargeable_weight_grams: z.number().int(),
        photo_ids: z.array(z.number().int()),
        shipping: MoneySchema.describe('Shipping the one repacked box'),
      })
      .nullable()
      .describe('Null until staff have repacked and weighed the box'),
    saving: MoneySchema.nullable().describe(
      'Separate minus consolidated shipping (negative when one box costs more); null until repacked',
    ),
    invoice_id: z.number().int().nullable(),
    can_confirm: z.boolean(),
    can_cancel: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Consolidation' });

/** What staff see of a consolidation: whose it is, too (its photos go to their storage). */
export const StaffConsolidationSchema = ConsolidationSchema.extend({
  customer_id: z.number().int(),
});
