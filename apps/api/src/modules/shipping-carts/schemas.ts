import { z } from 'zod';
import { BigSerialId, BigSerialIdParam, MoneySchema, SerialId } from '../../platform/schemas.ts';

export const MAX_CART_ITEMS = 50;

/** A cart item: the product fields of a Ship For Me request (shipments' limits). */
export const ShippingCartItemBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(300),
  link: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .max(2000)
    .optional(),
  image_ids: z.array(BigSerialId).max(10).default([]),
  quantity: z.number().int().min(1).max(999),
  declared_value: z.number().int().min(0).max(10_000_000_000),
  shipping_category_id: SerialId,
  hs_code: z
    .string()
    .max(20)
    .transform((value) => value.replace(/[.\s]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Expected a 6-digit HS subheading such as 6109.10'))
    .optional(),
  tracking_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Letters, digits, spaces and dashes only')
    .optional(),
});
export type ShippingCartItemBody = z.infer<typeof ShippingCartItemBodySchema>;

export const CartParamsSchema = z.strictObject({ cartId: BigSerialIdParam });
export const CartItemParamsSchema = z.strictObject({
  cartId: BigSerialIdParam,
  itemId: BigSerialIdParam,
});
export const ItemParamsSchema = z.strictObject({ itemId: BigSerialIdParam });

export const ShippingCartSchema = z
  .object({
    id: z.number().int(),
    region_code: z.string(),
    currency: z.string(),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        link: z.string().nullable(),
        image_ids: z.array(z.number().int()),
        quantity: z.number().int(),
        declared_value: MoneySchema,
        shipping_category_id: z.number().int(),
        hs_code: z.string().nullable(),
        tracking_id: z.string().nullable(),
        created_at: z.string(),
        updated_at: z.string(),
      }),
    ),
    max_items: z.number().int(),
  })
  .meta({ id: 'ShippingCart' });
