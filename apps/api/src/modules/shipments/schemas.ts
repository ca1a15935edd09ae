import { z } from 'zod';
import {
  BigSerialId,
  BigSerialIdParam,
  MoneySchema,
  PageQuerySchema,
  SerialId,
} from '../../platform/schemas.ts';
import { MAX_PARCEL_GRAMS, MAX_PARCEL_SIDE_CM } from '../shipping-rates/index.ts';
import { ADDON_SERVICE_CODES } from './addon-services.ts';
import { CONTENT_FLAGS, METHOD_KINDS } from './restrictions.ts';
import { SHIPMENT_STATUSES } from './state-machine.ts';

export const MAX_PRODUCTS_PER_REQUEST = 20;
export const MAX_IMAGES_PER_PRODUCT = 10;
export const MAX_TRACKINGS_PER_PRODUCT = 5;

/** The shop courier's tracking id: letters, digits and dashes, as couriers print them. */
export const TrackingIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter the tracking id')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Letters, digits, spaces and dashes only');

const carrier = z.string().trim().min(1).max(64).optional();

/** An HS code as typed (`6109.10`, `6109 10`): a 6-digit subheading once dots and spaces go. */
export const HsCodeInputSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Expected a 6-digit HS subheading such as 6109.10'));

const httpUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain })
  .max(2000)
  .describe('Where the customer bought it (http or https)');

export const ShipmentProductInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(300),
  link: httpUrl.optional(),
  image_ids: z.array(BigSerialId).max(MAX_IMAGES_PER_PRODUCT).default([]),
  quantity: z.number().int().min(1).max(999),
  declared_value: z
    .number()
    .int()
    .min(0)
    .max(10_000_000_000)
    .describe('What you paid the shop, in minor units of the region currency'),
  shipping_category_id: SerialId,
  hs_code: HsCodeInputSchema.optional(),
  addon_service_codes: z
    .array(z.enum(ADDON_SERVICE_CODES))
    .max(ADDON_SERVICE_CODES.length)
    .refine((codes) => new Set(codes).size === codes.length, 'Each add-on once')
    .default([]),
  tracking_id: TrackingIdSchema.optional(),
  carrier,
  contents: z
    .array(z.enum(CONTENT_FLAGS))
    .max(CONTENT_FLAGS.length)
    .default([])
    .describe('What it contains that carriers restrict: battery, liquid, medicine, magnet'),
  insured: z.boolean().default(false).describe('Insure it at its declared value (2 %)'),
});
export type ShipmentProductInput = z.infer<typeof ShipmentProductInputSchema>;

export const ShipmentRequestBodySchema = z.strictObject({
  warehouse_id: SerialId.describe('The source warehouse the parcels go to (China first)'),
  shipping_address_id: SerialId,
  shipping_method_id: SerialId,
  products: z.array(ShipmentProductInputSchema).min(1).max(MAX_PRODUCTS_PER_REQUEST),
  tax_id: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .describe('The receiver’s tax or national id, where the destination’s customs ask for one'),
});
export type ShipmentRequestBody = z.infer<typeof ShipmentRequestBodySchema>;

export const RegionQuerySchema = z.strictObject({
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter region code')
    .transform((c) => c.toUpperCase())
    .optional(),
});

export const TrackingBodySchema = z.strictObject({ tracking_id: TrackingIdSchema, carrier });

export const ProductNumberParamsSchema = z.strictObject({
  productNumber: z
    .string()
    .max(20)
    .regex(/^SP-\d{8,}$/i, 'Expected a parcel number such as SP-00000012')
    .transform((n) => n.toUpperCase()),
});

export const TrackingParamsSchema = z.strictObject({
  id: BigSerialIdParam,
  trackingId: BigSerialIdParam,
});

export const ShipmentOrdersQuerySchema = PageQuerySchema.extend({
  status: z.enum(SHIPMENT_STATUSES).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ShipmentStatusSchema = z.enum(SHIPMENT_STATUSES);

export const ShipmentTrackingSchema = z
  .object({
    id: z.number().int(),
    type: z.string().describe('abroad-courier-tracking'),
    tracking_id: z.string(),
    carrier: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ShipmentTracking' });

export const ShipmentEventSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .string()
      .describe(
        'status, held, tracking_added, tracking_updated, delivery_requested, with_courier, …',
      ),
    status: ShipmentStatusSchema.nullable(),
    actor: z.enum(['customer', 'staff', 'system']),
    note: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).nullable(),
    at: z.string(),
  })
  .meta({ id: 'ShipmentEvent' });

export const ShipmentReceiptSchema = z
  .object({
    weight_grams: z.number().int(),
    length_cm: z.number().int(),
    width_cm: z.number().int(),
    height_cm: z.number().int(),
    chargeable_weight_grams: z.number().int(),
    photo_ids: z
      .array(z.number().int())
      .describe('Asset ids: GET /api/storage/customer/asset/v1/assets/{id}'),
    received_at: z.iso.datetime().nullable().describe('Storage is counted from here'),
    storage_fee_days: z.number().int().describe('Days of storage fees billed so far'),
    storage_invoice_id: z.number().int().nullable().describe('The open storage-fee invoice'),
    storage_fees_due: z.boolean().describe('Storage fees to pay before the parcel can ship'),
  })
  .meta({ id: 'ShipmentReceipt' });

export const ShipmentProductSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('SP- and eight digits'),
    order_id: z.number().int(),
    order_number: z.string(),
    warehouse_id: z.number().int().describe('The warehouse it is sent to and stored in'),
    title: z.string(),
    link: z.string().nullable(),
    image_ids: z.array(z.number().int()),
    quantity: z.number().int(),
    declared_value: MoneySchema,
    shipping_category_id: z.number().int(),
    hs_code: z.string().nullable(),
    addon_services: z.array(z.object({ code: z.string(), name: z.string(), price: MoneySchema })),
    contents: z.array(z.string()),
    insured: z.boolean(),
    status: ShipmentStatusSchema,
    held_from: ShipmentStatusSchema.nullable(),
    hold_reason: z.string().nullable(),
    receipt: ShipmentReceiptSchema.nullable().describe(
      'Null until the parcel reaches our warehouse',
    ),
    trackings: z.array(ShipmentTrackingSchema),
    invoice_id: z.number().int().nullable(),
    consolidation_id: z
      .number()
      .int()
      .nullable()
      .describe('The box it ships in with other parcels, when consolidated'),
    buy_product_id: z
      .number()
      .int()
      .nullable()
      .describe('The Buy-and-Ship product we bought for you that this parcel carries home'),
    can_cancel: z.boolean(),
    can_start_shipping: z.boolean(),
    can_edit_tracking: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ShipmentProduct' });

export const ShipmentProductDetailSchema = ShipmentProductSchema.extend({
  timeline: z.array(ShipmentEventSchema),
}).meta({ id: 'ShipmentProductDetail' });

export const ShipmentDestinationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  lines: z.array(z.string()),
  country_code: z.string(),
});

export const ShipmentOrderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('SO- and eight digits'),
    region_code: z.string(),
    currency: z.string(),
    warehouse_id: z.number().int(),
    shipping_method_id: z.number().int(),
    destination: ShipmentDestinationSchema,
    tax_id: z.string().nullable().describe('The receiver’s tax or national id given for customs'),
    products: z.array(ShipmentProductSchema),
    created_at: z.string(),
  })
  .meta({ id: 'ShipmentOrder' });

export const ShipmentStateCountsSchema = z
  .object({
    total: z.number().int(),
    states: z.array(z.object({ status: ShipmentStatusSchema, count: z.number().int() })),
  })
  .meta({ id: 'ShipmentStateCounts' });

export const ShipmentMetaSchema = z
  .object({
    statuses: z.array(z.object({ code: ShipmentStatusSchema, label: z.string() })),
    addon_services: z.array(
      z.object({ code: z.string(), name: z.string(), price: MoneySchema.nullable() }),
    ),
    tracking_types: z.array(z.string()),
    content_flags: z.array(z.string()),
    insurance_rate_bps: z.number().int(),
    parcel_services: z
      .array(
        z.object({
          code: z.string(),
          group: z.enum(['arrival_check', 'special', 'report']),
          name: z.string(),
          price: MoneySchema.nullable().describe('Zero when free; null when not offered here'),
        }),
      )
      .describe('What our warehouse can do to a parcel waiting there (POST …/requests)'),
    limits: z.object({
      max_products: z.number().int(),
      max_images: z.number().int(),
      max_trackings: z.number().int(),
    }),
  })
  .meta({ id: 'ShipmentMeta' });

// Staff

export const ReceiveBodySchema = z.strictObject({
  weight_grams: z.number().int().min(1).max(MAX_PARCEL_GRAMS),
  length_cm: z.number().int().min(1).max(MAX_PARCEL_SIDE_CM),
  width_cm: z.number().int().min(1).max(MAX_PARCEL_SIDE_CM),
  height_cm: z.number().int().min(1).max(MAX_PARCEL_SIDE_CM),
  photo_ids: z.array(BigSerialId).min(1).max(MAX_IMAGES_PER_PRODUCT),
});
export type ReceiveBody = z.infer<typeof ReceiveBodySchema>;

export const StaffMoveBodySchema = z.strictObject({
  status: ShipmentStatusSchema,
  reason: z.string().trim().min(1).max(500).optional(),
});

export const StaffFindQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(64).describe('A tracking id or a suite code (CP-000123)'),
});

/** A rule of what may not travel, as staff read and write it (restrictions.ts). */
export const RestrictionRuleSchema = z.object({
  code: z.string(),
  hs_prefixes: z.array(z.string()).describe('HS code prefixes (2–6 digits) the rule covers'),
  contents: z.array(z.enum(CONTENT_FLAGS)).describe('Declared contents the rule covers'),
  methods: z.array(z.enum(METHOD_KINDS)).nullable().describe('Null: every shipping method'),
  regions: z.array(z.string().length(2)).nullable().describe('Null: every destination'),
  reason: z.string().describe('Shown to the customer when a product is refused'),
  active: z.boolean(),
  updated_at: z.iso.datetime(),
});

export const RestrictionRuleParamsSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Lower-case letters, digits and _, 2 to 40 long'),
});

export const RestrictionRuleBodySchema = z
  .strictObject({
    hs_prefixes: z
      .array(z.string().regex(/^\d{2,6}$/, 'An HS code prefix of 2 to 6 digits'))
      .max(50),
    contents: z.array(z.enum(CONTENT_FLAGS)).max(CONTENT_FLAGS.length),
    methods: z.array(z.enum(METHOD_KINDS)).min(1).max(METHOD_KINDS.length).nullable(),
    regions: z
      .array(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'A two-letter region code')
          .transform((code) => code.toUpperCase()),
      )
      .min(1)
      .max(50)
      .nullable(),
    reason: z.string().trim().min(5).max(300),
    active: z.boolean(),
  })
  .refine((rule) => rule.hs_prefixes.length + rule.contents.length > 0, {
    message: 'A rule needs an HS code prefix or a declared content to match',
    path: ['hs_prefixes'],
  });
export type RestrictionRuleBody = z.infer<typeof RestrictionRuleBodySchema>;
