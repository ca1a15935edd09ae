import { z } from 'zod';
import { BigSerialId, BigSerialIdParam, MoneySchema } from '../../platform/schemas.ts';

export const MAX_PIECES_PER_SKU = 10_000;
/** Spec §7: the web asks for cart lists at page 1 only; one page holds a whole cart. */
export const CART_PAGE_SIZE = 200;

export const CartVariationSchema = z
  .object({
    id: z.number().int(),
    sku_id: z.string(),
    quantity: z.number().int(),
    properties: z.array(z.object({ name: z.string(), value: z.string() })),
    image: z.string().nullable(),
    stock: z.number().int(),
    weight_grams: z.number().int(),
    unit_price: MoneySchema.describe('One piece in the region currency (wholesale tier applied)'),
    original_unit_price: MoneySchema.describe('One piece in CNY at the source'),
    total: MoneySchema,
  })
  .meta({ id: 'CartVariation' });

export const CartItemSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    source_site: z.string(),
    source_url: z.string(),
    shop: z.object({ id: z.string(), name: z.string() }).nullable(),
    is_selected: z.boolean(),
    available: z.boolean().describe('False once the product left the catalog'),
    quantity: z.number().int().describe('Pieces of all SKUs together'),
    weight_grams: z.number().int(),
    subtotal: MoneySchema,
    variations: z.array(CartVariationSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CartItem' });

export const CartStatusSchema = z
  .object({
    product_id: z.number().int(),
    in_cart: z.boolean(),
    cart_item_id: z.number().int().nullable(),
    quantity: z.number().int(),
    sku_ids: z.array(z.string()),
  })
  .meta({ id: 'CartStatus' });

const SkuLineSchema = z.strictObject({
  sku_id: z.string().min(1).max(128),
  quantity: z.number().int().min(0).max(MAX_PIECES_PER_SKU),
});

export const AddToCartBodySchema = z.strictObject({
  product_id: BigSerialId,
  variations: z
    .array(SkuLineSchema.extend({ quantity: z.number().int().min(1).max(MAX_PIECES_PER_SKU) }))
    .min(1)
    .max(100),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

export const UpdateCartBodySchema = z.strictObject({
  product_id: BigSerialId,
  variations: z
    .array(SkuLineSchema)
    .max(100)
    .describe('Quantities to set; 0 removes the SKU')
    .default([]),
  is_selected: z.boolean().optional(),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

export const VariationQuantityBodySchema = z.strictObject({
  quantity: z.number().int().min(1).max(MAX_PIECES_PER_SKU),
});

export const DestroyBodySchema = z.strictObject({
  ids: z.array(BigSerialId).min(1).max(500),
});

export const CartListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1).default(1).describe('Always 1 (spec §7)'),
  per_page: z.coerce.number().int().min(1).max(CART_PAGE_SIZE).default(CART_PAGE_SIZE),
});

export const ItemVariationParamsSchema = z.strictObject({
  id: BigSerialIdParam,
  variationId: BigSerialIdParam,
});

export const VariationsQuerySchema = z.strictObject({
  sku_ids: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : null,
    )
    .describe('Comma-separated SKU ids to keep; all variations when absent'),
});

export const MergeResultSchema = z
  .object({
    merged_variations: z.number().int().describe('SKU lines moved by this call (0 on a rerun)'),
    items: z.array(CartItemSchema),
  })
  .meta({ id: 'GuestCartMerge' });
