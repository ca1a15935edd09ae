import { z } from 'zod';
import { ProductSchema, ProductSummarySchema } from '../catalog/index.ts';
import {
  BigSerialId,
  InstantInputSchema,
  PaginationSchema,
  sitePathOrHttps,
} from '../../platform/schemas.ts';

export const CampaignSlugSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens');

const RegionSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'CampaignRegion' });

export const CampaignSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    banner: z.string().nullable(),
    region_code: z.string().nullable().describe('Null: every region'),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(['upcoming', 'running', 'ended']),
    product_count: z.number().int(),
    best_discount_bps: z.number().int().nullable(),
    region: RegionSchema.nullable().optional().describe('With expand=region'),
    products: z
      .array(ProductSummarySchema)
      .optional()
      .describe('With expand=products: the first products, at the caller’s prices'),
  })
  .meta({ id: 'Campaign' });

/** What staff see and edit: the public view, whether shoppers see it, and every discount. */
export const StaffCampaignSchema = CampaignSchema.extend({
  published: z.boolean(),
  products: z
    .array(z.object({ product_id: z.number().int(), discount_bps: z.number().int() }))
    .describe('In the campaign’s order'),
}).meta({ id: 'StaffCampaign' });

export const CampaignListQuerySchema = z.strictObject({
  expand: z
    .string()
    .max(40)
    .regex(/^(region|products)(,(region|products))?$/, 'region, products or both')
    .optional(),
  status: z.enum(['running', 'upcoming', 'current']).default('current'),
  region: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const CampaignSlugParamsSchema = z.strictObject({ slug: CampaignSlugSchema });
export const CampaignIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const CampaignProductsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(200).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
  region: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const ProductDetailQuerySchema = z.strictObject({
  product_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const CampaignProductsPageSchema = z.object({
  data: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
});

export const ProductDetailSchema = ProductSchema;

export const CampaignBodySchema = z
  .strictObject({
    slug: CampaignSlugSchema,
    title: z.string().min(1).max(120),
    subtitle: z.string().max(300).optional(),
    banner: sitePathOrHttps(300).optional(),
    region_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    starts_at: InstantInputSchema,
    ends_at: InstantInputSchema,
    published: z.boolean().default(false),
    products: z
      .array(
        z.strictObject({
          product_id: BigSerialId,
          discount_bps: z.number().int().min(1).max(9000),
        }),
      )
      .max(500)
      .default([]),
  })
  .refine((body) => Date.parse(body.ends_at) > Date.parse(body.starts_at), {
    message: 'A campaign ends after it starts',
    path: ['ends_at'],
  })
  .refine((body) => new Set(body.products.map((p) => p.product_id)).size === body.products.length, {
    message: 'A product is in a campaign once',
    path: ['products'],
  });
