import { z } from 'zod';
import {
  BigSerialId,
  InstantInputSchema,
  MoneySchema,
  PageQuerySchema,
  SerialId,
} from '../../platform/schemas.ts';
import { QUOTE_STATUSES, RFQ_STATUSES } from './state-machine.ts';

/** Bounds of a request: a quote is sourced by hand, so the inputs stay small. */
export const RFQ_LIMITS = {
  productName: 200,
  productUrl: 2000,
  specifications: 4000,
  images: 8,
  quantity: 1_000_000,
  tiers: 10,
} as const;

const Amount = z.number().int().min(1).max(1_000_000_000_000);

export const RfqRequestBodySchema = z
  .strictObject({
    product_name: z.string().trim().min(1).max(RFQ_LIMITS.productName),
    product_url: z
      .url({ protocol: /^https?$/ })
      .max(RFQ_LIMITS.productUrl)
      .nullish(),
    image_ids: z.array(BigSerialId).max(RFQ_LIMITS.images).default([]),
    quantity: z.number().int().min(1).max(RFQ_LIMITS.quantity),
    target_price: z
      .strictObject({ amount: Amount, currency: z.string().regex(/^[A-Z]{3}$/) })
      .nullish()
      .describe('What you hope to pay per piece, in minor units'),
    specifications: z.string().trim().max(RFQ_LIMITS.specifications).default(''),
    region_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('Where the goods go; the quotes are in its currency'),
    deadline: InstantInputSchema.nullish().describe('When you need the quote by'),
  })
  .meta({ id: 'RfqRequestBody' });
export type RfqRequestBody = z.infer<typeof RfqRequestBodySchema>;

export const RfqRequestsQuerySchema = PageQuerySchema.extend({
  status: z.enum(RFQ_STATUSES).optional(),
});

const PriceTierSchema = z.object({
  min_quantity: z.number().int(),
  unit_price: MoneySchema,
});

export const RfqQuoteSchema = z
  .object({
    id: z.number().int(),
    request_id: z.number().int(),
    status: z.enum(QUOTE_STATUSES),
    tiers: z.array(PriceTierSchema).describe('From `min_quantity` pieces on, this unit price'),
    moq: z.number().int().describe('Minimum order quantity'),
    shipping_estimate: MoneySchema,
    unit_weight_grams: z.number().int(),
    source_site: z.string(),
    note: z.string().nullable(),
    valid_until: z.string(),
    expired: z.boolean().describe('Past `valid_until`: it can no longer be ordered'),
    created_at: z.string(),
  })
  .meta({ id: 'RfqQuote' });

export const RfqRequestSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    product_name: z.string(),
    product_url: z.string().nullable(),
    image_ids: z.array(z.number().int()),
    quantity: z.number().int(),
    target_price: MoneySchema.nullable(),
    specifications: z.string(),
    region_code: z.string(),
    currency: z.string(),
    deadline: z.string().nullable(),
    status: z.enum(RFQ_STATUSES),
    decline_reason: z.string().nullable(),
    ordered_quote_id: z.number().int().nullable(),
    order_id: z.number().int().nullable(),
    quote_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RfqRequest' });

export const RfqEventSchema = z.object({
  id: z.number().int(),
  from_status: z.enum(RFQ_STATUSES).nullable(),
  to_status: z.enum(RFQ_STATUSES),
  actor: z.enum(['customer', 'staff']),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const RfqRequestDetailSchema = RfqRequestSchema.extend({
  quotes: z.array(RfqQuoteSchema),
  timeline: z.array(RfqEventSchema),
}).meta({ id: 'RfqRequestDetail' });

/** Staff see whose request it is (to open the customer beside it). */
export const StaffRfqRequestSchema = RfqRequestSchema.extend({
  customer_id: z.number().int(),
});
export const StaffRfqRequestDetailSchema = RfqRequestDetailSchema.extend({
  customer_id: z.number().int(),
});

export const RfqPlaceOrderBodySchema = z
  .strictObject({
    shipping_address_id: SerialId,
    quantity: z
      .number()
      .int()
      .min(1)
      .max(RFQ_LIMITS.quantity)
      .optional()
      .describe('Pieces to order; the request’s quantity when absent'),
  })
  .meta({ id: 'RfqPlaceOrderBody' });
export type RfqPlaceOrderBody = z.infer<typeof RfqPlaceOrderBodySchema>;

/** Staff's quote: tiers ascending by quantity, the first one from the MOQ. */
export const RfqQuoteBodySchema = z
  .strictObject({
    tiers: z
      .array(
        z.strictObject({
          min_quantity: z.number().int().min(1).max(RFQ_LIMITS.quantity),
          unit_price: Amount,
        }),
      )
      .min(1)
      .max(RFQ_LIMITS.tiers)
      .refine(
        (tiers) => tiers.every((t, i) => i === 0 || t.min_quantity > tiers[i - 1]!.min_quantity),
        'Tiers go up by quantity',
      ),
    moq: z.number().int().min(1).max(RFQ_LIMITS.quantity),
    shipping_estimate: z.number().int().min(0).max(1_000_000_000_000),
    shipping_method_id: SerialId,
    shipping_category_id: SerialId,
    unit_weight_grams: z.number().int().min(1).max(1_000_000),
    source_site: z.string().trim().min(1).max(64),
    source_url: z
      .url({ protocol: /^https?$/ })
      .max(RFQ_LIMITS.productUrl)
      .nullish(),
    note: z.string().trim().max(2000).nullish(),
    valid_until: InstantInputSchema,
  })
  .refine((q) => q.tiers.length === 0 || q.tiers[0]!.min_quantity <= q.moq, {
    message: 'The first tier must start at or below the MOQ',
    path: ['tiers'],
  });
export type RfqQuoteBody = z.infer<typeof RfqQuoteBodySchema>;

export const RfqDeclineBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(1000),
});
