import { z } from 'zod';
import { BigSerialId, MoneySchema, PageQuerySchema, SerialId } from '../../platform/schemas.ts';
import {
  DELIVERY_ITEM_TYPES,
  DELIVERY_PAYMENT_METHODS,
  DELIVERY_REQUEST_STATUSES,
} from './tables.ts';

export const DeliveryRequestBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ type: z.enum(DELIVERY_ITEM_TYPES), id: BigSerialId }))
    .min(1)
    .max(100)
    .refine(
      (items) => new Set(items.map((i) => `${i.type}:${i.id}`)).size === items.length,
      'Each item once',
    ),
  shipping_address_id: SerialId,
  courier_option: z.string().trim().min(1).max(40).describe('The code of a courier option'),
  note: z.string().trim().max(500).optional(),
  pay_on_delivery: z
    .boolean()
    .optional()
    .describe('Pay the delivery charge in cash to the courier instead of before dispatch'),
});
export type DeliveryRequestBody = z.infer<typeof DeliveryRequestBodySchema>;

export const DeliveryRequestsQuerySchema = PageQuerySchema.extend({
  type: z.enum(['buy-and-ship', 'ship-for-me', 'all']).default('all'),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const StaffDeliveryRequestsQuerySchema = DeliveryRequestsQuerySchema.extend({
  status: z.enum(DELIVERY_REQUEST_STATUSES).optional().describe('Only requests in this state'),
});

export const DeliveryRequestSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('DR- and eight digits'),
    status: z.enum(DELIVERY_REQUEST_STATUSES),
    address: z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      lines: z.array(z.string()),
      country_code: z.string(),
    }),
    courier: z.object({ code: z.string(), name: z.string() }),
    weight_grams: z.number().int(),
    price: MoneySchema,
    note: z.string().nullable(),
    tracking_number: z
      .string()
      .nullable()
      .describe("The local courier's consignment id, once dispatched"),
    invoice_id: z
      .number()
      .int()
      .nullable()
      .describe('The invoice of the delivery charge: pay it like any invoice (none when free)'),
    payment_method: z
      .enum(DELIVERY_PAYMENT_METHODS)
      .describe('prepaid: paid before dispatch; cash_on_delivery: paid to the courier'),
    items: z.array(
      z.object({
        type: z.enum(DELIVERY_ITEM_TYPES),
        id: z.number().int(),
        title: z.string(),
        weight_grams: z.number().int(),
      }),
    ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DeliveryRequest' });

/** What staff see of a request: whose it is, too. */
export const StaffDeliveryRequestSchema = DeliveryRequestSchema.extend({
  customer_id: z.number().int(),
  dispatched_unpaid_reason: z
    .string()
    .nullable()
    .describe('Why staff dispatched it before its charge was paid (the override)'),
});

export const DeliveryStatusBodySchema = z
  .strictObject({
    status: z.enum(['dispatched', 'delivered', 'cancelled']),
    tracking_number: z
      .string()
      .trim()
      .min(3)
      .max(60)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Letters, digits, spaces, dots, slashes and dashes')
      .optional()
      .describe("The courier's consignment id; required to dispatch"),
    override_reason: z
      .string()
      .trim()
      .min(5)
      .max(300)
      .optional()
      .describe('Dispatch although the prepaid delivery charge is unpaid: why (recorded)'),
  })
  // Staff cannot hand goods to a courier without the id the customer will track them by.
  .refine((body) => body.status !== 'dispatched' || body.tracking_number !== undefined, {
    path: ['tracking_number'],
    message: "Enter the courier's tracking number to dispatch",
  });

export const InternationalSessionBodySchema = z.strictObject({
  shipment_product_ids: z
    .array(BigSerialId)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each parcel once')
    .describe('Your parcels whose international shipping you pay together'),
});
