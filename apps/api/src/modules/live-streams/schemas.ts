import { z } from 'zod';
import { ProductSummarySchema } from '../catalog/index.ts';
import { InstantInputSchema, PaginationSchema, sitePathOrHttps } from '../../platform/schemas.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The feed's query (spec §7: feedEngine, feedType, categoryId, feedId, streamerId, loginId, page). */
export const FeedQuerySchema = z.strictObject({
  feedEngine: z.enum(['latest', 'popular']).default('latest'),
  feedType: z.enum(['all', 'live', 'replay', 'scheduled']).default('all'),
  categoryId: Id.optional(),
  /** A stream to lead the feed with (the one a shared link opened). */
  feedId: Id.optional(),
  streamerId: Id.optional(),
  /** The viewer's login, for a personal feed later; accepted and not stored. */
  loginId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** Staff's list: every stream, 12 a page, live first then newest, optionally one status. */
export const StaffStreamsQuerySchema = z.strictObject({
  status: z.enum(['live', 'replay', 'scheduled']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const StreamIdQuerySchema = z.strictObject({ streamId: Id });

export const StreamCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    stream_count: z.number().int(),
  })
  .meta({ id: 'StreamCategory' });

export const StreamerSchema = z
  .object({
    id: z.number().int(),
    handle: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'Streamer' });

export const LiveStreamSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(['live', 'replay', 'scheduled']),
    hls_url: z.string(),
    poster: z.string().nullable(),
    viewer_count: z.number().int(),
    started_at: z.string(),
    category: StreamCategorySchema.omit({ stream_count: true }),
    streamer: StreamerSchema,
    offer_count: z.number().int(),
  })
  .meta({ id: 'LiveStream' });

export const StreamFeedSchema = z.object({
  data: z.array(LiveStreamSchema),
  pagination: PaginationSchema,
});

export const StreamOfferSchema = z
  .object({
    product: ProductSummarySchema,
    /** The first variation in stock, so the live page can add it in one tap; null: sold out. */
    default_sku_id: z.string().nullable(),
    shown_at_seconds: z.number().int(),
  })
  .meta({ id: 'StreamOffer' });

export const StreamBodySchema = z.strictObject({
  category_id: z.number().int().min(1).max(2_147_483_647),
  streamer_id: z.number().int().min(1).max(2_147_483_647),
  title: z.string().min(1).max(160),
  status: z.enum(['live', 'replay', 'scheduled']),
  hls_url: sitePathOrHttps(500),
  poster: sitePathOrHttps(300).optional(),
  started_at: InstantInputSchema,
  offers: z
    .array(
      z.strictObject({
        product_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        shown_at_seconds: z.number().int().min(0).max(86_400).default(0),
      }),
    )
    .max(50)
    .default([]),
});

export const StreamStatusBodySchema = z.strictObject({
  status: z.enum(['live', 'replay', 'scheduled']),
});

export const StreamerBodySchema = z.strictObject({
  handle: z
    .string()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'Lower-case letters, digits, _ . and -'),
  name: z.string().trim().min(1).max(120),
  avatar: sitePathOrHttps(300).nullable().default(null),
});

export const StreamCategoryBodySchema = z.strictObject({
  slug: z
    .string()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens'),
  name: z.string().trim().min(1).max(80),
});

export const StreamCategoryWrittenSchema = StreamCategorySchema.omit({ stream_count: true });
