import { z } from 'zod';
import { BigSerialId, MoneySchema } from '../../platform/schemas.ts';
import { HarvestJobSchema } from '../catalog/index.ts';

export const WishlistItemSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    source_site: z.string(),
    source_url: z.string(),
    shop: z.object({ id: z.string(), name: z.string() }).nullable(),
    price: MoneySchema.nullable().describe('From-price in the region currency; null if gone'),
    available: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'WishlistItem' });

export const AddWishlistBodySchema = z.strictObject({ product_id: BigSerialId });
export const AddWishlistByUrlBodySchema = z.strictObject({
  url: z.string().trim().min(1).max(2000),
});

export const WishlistLinkImportSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('The link as the customer pasted it'),
    harvest_job: HarvestJobSchema.describe(
      'The catalog import; when it succeeds the product joins the wishlist',
    ),
    created_at: z.string(),
  })
  .meta({ id: 'WishlistLinkImport' });
