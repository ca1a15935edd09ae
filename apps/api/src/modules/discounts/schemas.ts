import { z } from 'zod';
import {
  InstantInputSchema,
  MoneySchema,
  PageQuerySchema,
  SerialId,
} from '../../platform/schemas.ts';
import { COUPON_AUDIENCES, COUPON_KINDS } from './tables.ts';

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

/** A coupon as staff see and change it (settings). Amounts in the region currency's minor units. */
export const StaffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent_bps: z.number().int().nullable(),
  amount: MoneySchema.nullable(),
  max_discount: MoneySchema.nullable(),
  min_spend: MoneySchema.nullable(),
  region_code: z.string().nullable(),
  per_customer_limit: z.number().int().nullable(),
  first_order_only: z.boolean(),
  starts_at: z.iso.datetime(),
  expires_at: z.iso.datetime().nullable(),
  is_active: z.boolean(),
  audience: z.enum(COUPON_AUDIENCES).describe('public: listed to everyone; customers: given'),
  customer_ids: z.array(z.number().int()).describe('Who it is given to (audience customers)'),
  uses: z.number().int().describe('Orders that used it'),
});

export const StaffCouponsQuerySchema = PageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const MinorUnits = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const CouponBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/, 'Letters, digits and dashes, 3 to 32')
      .transform((c) => c.toUpperCase()),
    description: z.string().trim().min(1).max(200),
    kind: z.enum(COUPON_KINDS),
    percent_bps: z.number().int().min(1).max(10_000).optional(),
    amount: MinorUnits.optional(),
    max_discount: MinorUnits.optional(),
    min_spend: MinorUnits.optional(),
    region_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    per_customer_limit: z.number().int().min(1).max(1000).optional(),
    first_order_only: z.boolean().default(false),
    audience: z
      .enum(COUPON_AUDIENCES)
      .default('public')
      .describe('public: listed to every customer; customers: only to customer_ids'),
    customer_ids: z.array(SerialId).max(100).default([]),
    starts_at: InstantInputSchema.optional(),
    expires_at: InstantInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'percent' && body.percent_bps === undefined)
      problem('percent_bps', 'A percent coupon needs percent_bps');
    if (body.kind === 'percent' && body.amount !== undefined)
      problem('amount', 'A percent coupon takes no amount');
    if (body.kind === 'fixed' && body.amount === undefined)
      problem('amount', 'A fixed coupon needs an amount');
    if (body.kind === 'fixed' && body.percent_bps !== undefined)
      problem('percent_bps', 'A fixed coupon takes no percent');
    const needsRegion = body.amount ?? body.max_discount ?? body.min_spend;
    if (needsRegion !== undefined && !body.region_code)
      problem('region_code', 'Amounts are in one region’s currency: name the region');
    if (body.audience === 'customers' && body.customer_ids.length === 0)
      problem('customer_ids', 'Name the customers it is given to');
    if (body.audience === 'public' && body.customer_ids.length > 0)
      problem('customer_ids', 'A public coupon is for everyone: name no customers');
    if (body.starts_at && body.expires_at && body.expires_at <= body.starts_at)
      problem('expires_at', 'Must be after starts_at');
  });
export type CouponBody = z.infer<typeof CouponBodySchema>;

export const CouponChangeBodySchema = z
  .strictObject({
    description: z.string().trim().min(1).max(200).optional(),
    is_active: z.boolean().optional(),
    expires_at: InstantInputSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type CouponChangeBody = z.infer<typeof CouponChangeBodySchema>;
