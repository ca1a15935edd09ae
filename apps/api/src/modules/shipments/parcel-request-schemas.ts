import { z } from 'zod';
import { MAX_PARCEL_GRAMS, MAX_PARCEL_SIDE_CM } from '../shipping-rates/index.ts';
import { BigSerialId, MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
import { PARCEL_SERVICE_CODES } from './parcel-services.ts';

const side = z.number().int().min(1).max(MAX_PARCEL_SIDE_CM);
const Measurement = z.strictObject({
  weight_grams: z.number().int().min(1).max(MAX_PARCEL_GRAMS),
  length_cm: side,
  width_cm: side,
  height_cm: side,
});

/** A split makes at most this many parcels of one. */
export const MAX_SPLIT_PARTS = 5;

export const ParcelRequestBodySchema = z.strictObject({
  kind: z.enum(PARCEL_SERVICE_CODES),
  note: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .describe('What you want done; for a wrong measurement, what you think it should be'),
});

export const ParcelRequestAnswerSchema = z.strictObject({
  outcome: z.enum(['done', 'declined']),
  note: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .describe('What was done or why not; the customer sees it'),
  photo_ids: z.array(BigSerialId).max(10).default([]).describe('New photos for the customer'),
  measurement: Measurement.optional().describe(
    'A corrected measurement (a reported error found right); the parcel is re-priced',
  ),
  parts: z
    .array(Measurement)
    .min(2)
    .max(MAX_SPLIT_PARTS)
    .optional()
    .describe('A split done: each new parcel as weighed, the first keeps the parcel’s number'),
});
export type ParcelRequestAnswer = z.infer<typeof ParcelRequestAnswerSchema>;

export const StaffParcelRequestsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['open', 'done', 'declined']).default('open'),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ParcelRequestSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('PR- and eight digits'),
    shipment_product_id: z.number().int(),
    kind: z.enum(PARCEL_SERVICE_CODES),
    name: z.string(),
    status: z.enum(['open', 'done', 'declined']),
    price: MoneySchema.describe('Zero when free'),
    invoice_id: z.number().int().nullable().describe('Where a priced request is billed'),
    customer_note: z.string().nullable(),
    staff_note: z.string().nullable(),
    result: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ParcelRequest' });

/** What staff see in their queue: whose request it is and the parcel's number. */
export const StaffParcelRequestSchema = ParcelRequestSchema.extend({
  customer_id: z.number().int(),
  parcel_number: z.string(),
});
