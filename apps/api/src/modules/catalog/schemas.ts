import { KEYWORD_MAX_CHARACTERS, cutKeyword, isKeywordWithinLimit } from '@crossport/text';
import { z } from 'zod';
import {
  BigSerialId,
  BigSerialIdParam,
  MoneySchema,
  PaginationSchema,
  SerialId,
  SerialIdParam,
  UuidId,
} from '../../platform/schemas.ts';

/**
 * Spec §9: keywords are at most 100 characters (code points, the rule web and API share in
 * @crossport/text) and a search takes at most 3 filters.
 */
export const KEYWORD_MAX_LENGTH = KEYWORD_MAX_CHARACTERS;
export const MAX_ACTIVE_FILTERS = 3;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'popular', label: 'Best selling' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
const sortValues = SORT_OPTIONS.map((o) => o.value) as [SortOption, ...SortOption[]];

const ProductId = BigSerialIdParam;

export const ShopSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Shop' });

export const ProductCampaignSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    ends_at: z.string().describe('When the campaign price ends (ISO 8601)'),
    discount_bps: z.number().int().describe('Off the regular price, in basis points'),
    regular_price: MoneySchema.describe('The lowest single-piece price without the campaign'),
  })
  .meta({ id: 'ProductCampaign' });

export const ProductSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string().describe('Title in English'),
    title_original: z.string().describe('Title as the source site shows it'),
    image: z.string().nullable(),
    source_site: z.string(),
    source_url: z.string(),
    shop: ShopSchema.nullable(),
    category_id: z.number().int(),
    price: MoneySchema.describe('Lowest single-piece price in the caller’s region currency'),
    original_price: MoneySchema.describe('The same price in CNY as the source site lists it'),
    rating: z.number().describe('0–5 stars, one decimal'),
    review_count: z.number().int(),
    sales_count: z.number().int(),
    campaign: ProductCampaignSchema.nullable().describe(
      'The running campaign whose price `price` already is; null at the regular price',
    ),
  })
  .meta({ id: 'ProductSummary' });

export const PriceTierSchema = z
  .object({
    min_quantity: z.number().int().describe('The tier applies from this many pieces on'),
    price: MoneySchema,
    original_price: MoneySchema,
  })
  .meta({ id: 'PriceTier' });

export const VariationsSchema = z
  .object({
    properties: z.array(
      z.object({
        id: z.string(),
        name: z.string().describe('Colour, Size, …'),
        values: z.array(
          z.object({ id: z.string(), name: z.string(), image: z.string().optional() }),
        ),
      }),
    ),
    skus: z.array(
      z.object({
        id: z.string(),
        value_ids: z.array(z.string()).describe('One property value id per property, in order'),
        stock: z.number().int(),
        weight_grams: z.number().int(),
        price_tiers: z.array(PriceTierSchema),
      }),
    ),
  })
  .meta({ id: 'ProductVariations' });

export const ProductCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
  })
  .meta({ id: 'ProductCategory' });

export const ProductSchema = ProductSummarySchema.extend({
  images: z.array(z.string()),
  category: ProductCategorySchema.nullable(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  variations: VariationsSchema,
  max_price: MoneySchema,
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'Product' });

export const ProductDescriptionSchema = z
  .object({ product_id: z.number().int(), html: z.string().describe('Sanitised HTML') })
  .meta({ id: 'ProductDescription' });

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    author_name: z.string(),
    rating: z.number().int(),
    body: z.string(),
    variation_label: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ProductReview' });

export const ProductParamsSchema = z.strictObject({ id: ProductId });

export const FindQuerySchema = z
  .strictObject({
    url: z.string().max(2000).optional().describe('Source URL of the product'),
    product_id: ProductId.optional(),
  })
  .refine((q) => (q.url === undefined) !== (q.product_id === undefined), {
    message: 'Give either url or product_id',
    path: ['url'],
  });

export const LimitQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const SearchBodySchema = z
  .strictObject({
    // Zod 4's max counts code points too; the refine states the shared rule, not Zod's.
    keyword: z
      .string()
      .trim()
      .max(KEYWORD_MAX_LENGTH)
      .refine(isKeywordWithinLimit, `At most ${KEYWORD_MAX_LENGTH} characters`)
      .default(''),
    category_id: SerialId.optional(),
    min_price: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Lower price bound in minor units of the caller’s region currency'),
    max_price: z.number().int().min(0).optional(),
    source_site: z.string().max(64).optional(),
    shop_id: z.string().max(64).optional(),
    min_rating: z.number().min(0).max(5).optional(),
    sort: z.enum(sortValues).default('relevance'),
    page: z.number().int().min(1).max(200).default(1),
    per_page: z.number().int().min(1).max(96).default(24),
    cursor: z
      .string()
      .max(200)
      .optional()
      .describe('next_cursor of the previous page (keyset paging; page is then ignored)'),
  })
  .refine((body) => body.keyword !== '' || body.category_id !== undefined, {
    message: 'Give a keyword or a category',
    path: ['keyword'],
  })
  .refine(
    (b) => b.min_price === undefined || b.max_price === undefined || b.min_price <= b.max_price,
    {
      message: 'min_price must not exceed max_price',
      path: ['min_price'],
    },
  );
export type SearchRequest = z.infer<typeof SearchBodySchema>;

export const FacetsSchema = z
  .object({
    categories: z.array(
      z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }),
    ),
    source_sites: z.array(z.object({ code: z.string(), count: z.number().int() })),
    price: z.object({ min: MoneySchema, max: MoneySchema }).nullable(),
  })
  .meta({ id: 'SearchFacets' });

export const SearchResponseSchema = z.object({
  data: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  total_is_capped: z
    .boolean()
    .describe('True when more products match than were counted (facets count the same set)'),
  next_cursor: z.string().nullable(),
  facets: FacetsSchema,
  searched_as: z
    .string()
    .nullable()
    .describe(
      'The English words searched when a Bengali or Chinese keyword was translated; null otherwise',
    ),
});

export const PersonalizedPricesBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        product_id: BigSerialId,
        sku_id: z.string().max(100).optional(),
        quantity: z.number().int().min(1).max(100_000).default(1),
      }),
    )
    .min(1)
    .max(100),
});

export const PersonalizedPriceSchema = z
  .object({
    product_id: z.number().int(),
    sku_id: z.string().nullable(),
    quantity: z.number().int(),
    unit_price: MoneySchema.describe('Per piece for this quantity, after the customer discount'),
    original_unit_price: MoneySchema.describe('Per piece in CNY for this quantity'),
    total: MoneySchema,
    discount_bps: z.number().int().describe('The signed-in customer’s discount, 0 for guests'),
  })
  .meta({ id: 'PersonalizedPrice' });

export const SimilarBodySchema = z.strictObject({
  product_id: BigSerialId,
  limit: z.number().int().min(1).max(50).default(12),
});

export const RecommendedQuerySchema = z.strictObject({
  category_id: SerialIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const InfosQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(1000)
    .regex(/^\d+(,\d+)*$/, 'Comma-separated product ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(BigSerialId).max(50, 'At most 50 ids')),
});

/**
 * Spec §5: suggestion input is cut to its first 100 characters rather than refused, by the
 * shared rule, so an emoji or a flag is never split into a lone surrogate.
 */
const SuggestionKeyword = z.string().max(1000).transform(cutKeyword);

export const SuggestionQuerySchema = z.strictObject({
  keyword: SuggestionKeyword,
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const TopSearchQuerySchema = z.strictObject({
  keyword: SuggestionKeyword.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const ProductSuggestionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    price: MoneySchema,
  })
  .meta({ id: 'ProductSuggestion' });

export const TermSchema = z
  .object({ term: z.string(), search_count: z.number().int() })
  .meta({ id: 'SearchTerm' });

export interface NavCategory {
  id: number;
  slug: string;
  name: string;
  icon: string | null;
  children: NavCategory[];
}
export const NavCategorySchema: z.ZodType<NavCategory> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    get children() {
      return z.array(NavCategorySchema);
    },
  })
  .meta({ id: 'NavCategory' });

export const MetadataSchema = z
  .object({
    sources: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
    categories: z.array(NavCategorySchema),
    sort_options: z.array(z.object({ value: z.enum(sortValues), label: z.string() })),
    limits: z.object({ max_filters: z.number().int(), keyword_max_length: z.number().int() }),
  })
  .meta({ id: 'InventoryMetadata' });

export const HarvestJobSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    product_id: z.number().int().nullable(),
    error: z
      .object({
        code: z
          .string()
          .describe(
            'unsupported_url, host_not_allowed, unreachable, timeout, http_error, too_large, too_many_redirects, not_html, not_a_product',
          ),
        message: z.string(),
      })
      .nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'HarvestJob' });

export const HarvestRequestSchema = z.strictObject({ url: z.string().trim().min(1).max(2000) });
export const HarvestParamsSchema = z.strictObject({ id: UuidId });
