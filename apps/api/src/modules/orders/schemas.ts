import { z } from 'zod';
import {
  BigSerialId,
  BigSerialIdParam,
  MoneySchema,
  PageQuerySchema,
  SerialId,
} from '../../platform/schemas.ts';
import { CartVariationSchema } from '../cart/index.ts';
import { EtaSchema, ShippingMethodSchema } from '../shipping-rates/index.ts';
import { ACTORS, BUY_PRODUCT_STATUSES } from './state-machine.ts';
import { BUY_ACTION_KINDS, BUY_ACTION_STATUSES } from './tables.ts';

export const BuyVariationSchema = z
  .object({
    id: z.number().int(),
    sku_id: z.string(),
    properties: z.array(z.object({ name: z.string(), value: z.string() })),
    quantity: z.number().int(),
    unit_price: MoneySchema,
    original_unit_price: MoneySchema.describe('CNY at the source'),
    total: MoneySchema,
    cancelled: z.boolean(),
  })
  .meta({ id: 'BuyVariation' });

/** Why checkout could not estimate a product's international shipping. */
export const SHIPPING_ESTIMATE_UNKNOWN = ['no_shipping_category', 'no_weight', 'no_rate'] as const;
export type ShippingEstimateUnknown = (typeof SHIPPING_ESTIMATE_UNKNOWN)[number];
const UnknownReasonSchema = z
  .enum(SHIPPING_ESTIMATE_UNKNOWN)
  .nullable()
  .describe(
    'Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet)',
  );

export const BuyProductSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order_id: z.number().int(),
    product_id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    source_site: z.string(),
    source_url: z.string(),
    shop_name: z.string().nullable(),
    status: z.enum(BUY_PRODUCT_STATUSES),
    can_cancel: z.boolean(),
    variations: z.array(BuyVariationSchema),
    quantity: z.number().int(),
    weight_grams: z.number().int(),
    shipping_estimate: MoneySchema.nullable().describe(
      'International shipping as estimated at checkout (its own shipping category and weight); the invoice shows it beside the final charge',
    ),
    shipping_estimate_unknown: UnknownReasonSchema,
    total: MoneySchema,
    cancel_reason: z.string().nullable(),
    warehouse_receipt: z
      .object({
        weight_grams: z.number().int(),
        length_cm: z.number().int(),
        width_cm: z.number().int(),
        height_cm: z.number().int(),
        photo_ids: z
          .array(z.number().int())
          .describe('Asset ids: GET /api/storage/customer/asset/v1/assets/{id}'),
        received_at: z.string(),
      })
      .nullable()
      .describe('What our warehouse measured and photographed on arrival; null before'),
    parcel: z
      .object({ id: z.number().int(), number: z.string() })
      .nullable()
      .describe(
        'The parcel it ships home as from our warehouse (pay its shipping, ask the warehouse, ship it with other parcels); null before it is received',
      ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BuyProduct' });

/** A buy product as staff see it: whose it is and what purchasing recorded (never customers). */
export const StaffBuyProductSchema = BuyProductSchema.extend({
  customer_id: z.number().int(),
  source_order_id: z.string().nullable(),
  source_cost: MoneySchema.nullable(),
  purchased_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffBuyProduct = z.infer<typeof StaffBuyProductSchema>;

export const StaffBuyProductsQuerySchema = PageQuerySchema.extend({
  status: z.enum(BUY_PRODUCT_STATUSES).optional(),
  search: z.string().trim().min(1).max(100).optional().describe('Title or BP- number'),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const TimelineEventSchema = z
  .object({
    id: z.number().int(),
    from_status: z.enum(BUY_PRODUCT_STATUSES).nullable(),
    to_status: z.enum(BUY_PRODUCT_STATUSES),
    actor: z.enum(ACTORS),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TimelineEvent' });

export const OrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    region_code: z.string(),
    address: z.object({
      id: z.number().int(),
      country_code: z.string(),
      name: z.string(),
      phone: z.string(),
      fields: z.record(z.string(), z.string()),
      display_lines: z
        .array(z.string())
        .describe('As on the address book: names instead of codes, country last'),
    }),
    shipping: z.object({
      method_id: z.number().int(),
      method_code: z.string(),
      method_name: z.string(),
      shipping_category_id: z.number().int(),
      warehouse_id: z.number().int(),
      eta: EtaSchema,
      estimate: MoneySchema.describe('International shipping, invoiced when weighed'),
    }),
    coupon_code: z.string().nullable(),
    subtotal: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema.describe('Product cost after the discount: the invoice total'),
    invoice_id: z.number().int().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'BuyOrderSummary' });

export const OrderSchema = OrderSummarySchema.extend({
  buy_products: z.array(BuyProductSchema),
}).meta({ id: 'BuyOrder' });

export const BuyProductDetailsSchema = BuyProductSchema.extend({
  order: OrderSummarySchema,
  timeline: z.array(TimelineEventSchema),
  pending_action_id: z.number().int().nullable(),
}).meta({ id: 'BuyProductDetails' });

const CheckoutItemSchema = z.strictObject({
  cart_item_id: BigSerialId,
  variation_ids: z
    .array(BigSerialId)
    .min(1)
    .optional()
    .describe('Cart variation ids to buy; all of the item when absent'),
});

export const CheckoutBodySchema = z.strictObject({
  items: z.array(CheckoutItemSchema).min(1).max(100),
  shipping_address_id: SerialId,
  shipping_category_id: SerialId.nullish().describe(
    'For products the catalog cannot place in a shipping category; each other product ships as its own category',
  ),
  shipping_method_id: SerialId,
  coupon_code: z.string().trim().max(32).nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutSummarySchema = z
  .object({
    items: z.array(
      z.object({
        cart_item_id: z.number().int(),
        product_id: z.number().int(),
        title: z.string(),
        image: z.string().nullable(),
        shop: z.object({ id: z.string(), name: z.string() }).nullable(),
        variations: z.array(CartVariationSchema),
        subtotal: MoneySchema,
        shipping: z
          .object({
            shipping_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
            weight_grams: z.number().int(),
            estimate: MoneySchema.nullable(),
            unknown_reason: UnknownReasonSchema,
          })
          .meta({ id: 'ProductShippingEstimate' }),
      }),
    ),
    weight_grams: z.number().int(),
    subtotal: MoneySchema,
    coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
    coupon_error: z.object({ reason: z.string(), message: z.string() }).nullable(),
    discount: MoneySchema,
    total: MoneySchema.describe('Product cost after the discount: what the invoice will ask'),
    shipping: z.object({
      method: ShippingMethodSchema,
      estimate: MoneySchema.describe("The products' estimates added up (those known)"),
      unknown_count: z
        .number()
        .int()
        .describe('Products without an estimate (items[].shipping says why), not in `estimate`'),
    }),
    grand_total: MoneySchema.describe('Total plus the shipping estimate'),
  })
  .meta({ id: 'CheckoutSummary' });

export const BuyProductsQuerySchema = PageQuerySchema.extend({
  status: z.enum(BUY_PRODUCT_STATUSES).optional(),
  order_id: BigSerialIdParam.optional(),
  search: z.string().trim().min(1).max(100).optional(),
});

export const StatSchema = z
  .object({
    total: z.number().int(),
    statuses: z.array(z.object({ status: z.enum(BUY_PRODUCT_STATUSES), count: z.number().int() })),
  })
  .meta({ id: 'BuyProductStat' });

/** Spec §5: variation_ids and charge_ids default to [], cancel_reason to null. */
export const CancelBodySchema = z
  .strictObject({
    type: z
      .enum(['product', 'variations'])
      .default('product')
      .describe('product: the whole buy product; variations: only variation_ids'),
    variation_ids: z.array(BigSerialId).default([]),
    charge_ids: z.array(BigSerialId).default([]),
    cancel_reason: z.string().trim().max(500).nullable().default(null),
  })
  .default({ type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null });
export type CancelBody = z.infer<typeof CancelBodySchema>;

export const CloneBodySchema = z.strictObject({
  order_id: BigSerialId,
  product_ids: z
    .array(BigSerialId)
    .default([])
    .describe('Buy product ids of the order; all of them when empty'),
});

export const CloneResultSchema = z
  .object({ cart_item_ids: z.array(z.number().int()) })
  .meta({ id: 'CloneOrderResult' });

export const BuyActionSchema = z
  .object({
    id: z.number().int(),
    buy_product_id: z.number().int(),
    kind: z.enum(BUY_ACTION_KINDS),
    status: z.enum(BUY_ACTION_STATUSES),
    message: z.string(),
    proposal: z.object({
      variations: z.array(
        z.object({
          sku_id: z.string(),
          unit_price: MoneySchema.nullable(),
          available_quantity: z.number().int().nullable(),
          previous_unit_price: MoneySchema.nullable().describe(
            'The unit price when the action was raised; null on older actions',
          ),
          previous_quantity: z.number().int().nullable(),
        }),
      ),
      alternatives: z.array(
        z.object({ sku_id: z.string(), description: z.string(), unit_price: MoneySchema }),
      ),
    }),
    total_before: MoneySchema.nullable().describe('The product total when the action was raised'),
    total_after: MoneySchema.nullable().describe('The product total once the proposal is accepted'),
    order_total_after: MoneySchema.nullable().describe(
      'While pending: the order total (the invoice total) if the proposal is accepted',
    ),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'BuyAction' });

export const BuyActionsQuerySchema = PageQuerySchema.extend({
  status: z.enum(BUY_ACTION_STATUSES).optional(),
  buy_product_id: BigSerialIdParam.optional(),
});

export const PerformBodySchema = z.strictObject({
  decision: z.enum(['accept', 'choose_alternative', 'cancel_item']),
  alternative_sku_id: z.string().min(1).max(128).optional(),
});
export type PerformBody = z.infer<typeof PerformBodySchema>;

export const RefundBodySchema = z
  .strictObject({ reason: z.string().trim().max(500).nullable().default(null) })
  .default({ reason: null });

export const TransitionBodySchema = z.strictObject({
  status: z.enum(BUY_PRODUCT_STATUSES),
  note: z.string().trim().max(500).optional(),
  purchase: z
    .strictObject({
      source_order_id: z.string().trim().min(1).max(64).describe("The source shop's order id"),
      cost: z
        .strictObject({
          amount: z.number().int().max(Number.MAX_SAFE_INTEGER).describe('Minor units'),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .describe('ISO 4217 code of what the shop charged (CNY)'),
        })
        .describe('What we paid the shop'),
    })
    .optional()
    .describe('With status purchased: what purchasing bought it for (staff-only record)'),
  override_unpaid_invoice: z
    .boolean()
    .default(false)
    .describe(
      'Buy although the product invoice is unpaid; refused without it, and recorded in the timeline',
    ),
});

export type TransitionBody = z.infer<typeof TransitionBodySchema>;

export const CreateActionBodySchema = z.strictObject({
  buy_product_id: BigSerialId,
  kind: z.enum(BUY_ACTION_KINDS),
  message: z.string().trim().min(1).max(1000),
  proposal: z.strictObject({
    variations: z
      .array(
        z.strictObject({
          sku_id: z.string().min(1),
          unit_price: z.number().int().min(0).optional().describe('Minor units, order currency'),
          available_quantity: z.number().int().min(0).optional(),
        }),
      )
      .default([]),
    alternatives: z
      .array(
        z.strictObject({
          sku_id: z.string().min(1),
          description: z.string().min(1).max(200),
          unit_price: z.number().int().min(0),
        }),
      )
      .default([]),
  }),
});
export type CreateActionBody = z.infer<typeof CreateActionBodySchema>;
