import { z } from 'zod';
import { PageQuerySchema, SerialId } from '../../platform/schemas.ts';

export const ShippingCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    position: z.number().int(),
  })
  .meta({ id: 'ShippingCategory' });

export const ShippingCategoriesQuerySchema = PageQuerySchema;

/** What staff may change on a category; the slug is fixed once created (docs/shipping.md). */
export const ShippingCategoryChangeBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  parent_id: SerialId.nullable().default(null).describe('null: a top-level category'),
  position: z.number().int().min(0).max(10_000).default(0),
});

export const ShippingCategoryCreateBodySchema = ShippingCategoryChangeBodySchema.extend({
  slug: z
    .string()
    .min(2)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens'),
});
