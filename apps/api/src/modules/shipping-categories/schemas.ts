import { z } from 'zod';
import { PageQuerySchema } from '../../platform/schemas.ts';

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
