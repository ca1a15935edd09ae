import { z } from 'zod';
import { MoneySchema } from '../../platform/schemas.ts';

export const DiscountSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(['percent', 'fixed']),
    percent_bps: z.number().int().nullable().describe('For percent coupons; 1000 = 10 %'),
    amount: MoneySchema.nullable().describe('For fixed coupons'),
    max_discount: MoneySchema.nullable(),
    min_spend: MoneySchema.nullable(),
    region_code: z.string().nullable(),
    expires_at: z.string().nullable(),
    first_order_only: z.boolean().describe('Only for a customer who has placed no order yet'),
    uses_left: z
      .number()
      .int()
      .nullable()
      .describe('How many more times this customer may use it; null = no limit'),
  })
  .meta({ id: 'Discount' });

export const ValidateCouponBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((c) => c.toUpperCase()),
  subtotal: MoneySchema.describe('Product subtotal in the region currency'),
});

export const CouponQuoteSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    subtotal: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema,
  })
  .meta({ id: 'CouponQuote' });
