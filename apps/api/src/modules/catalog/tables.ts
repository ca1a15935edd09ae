import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One attribute line of a product page ("Material: Nylon"). */
export interface ProductAttribute {
  name: string;
  value: string;
}

/** A price step: from `min_quantity` pieces on, each costs `amount` CNY fen. */
export interface StoredPriceTier {
  min_quantity: number;
  amount: number;
}

/** Variations as the source page shows them: properties (colour, size) and the SKUs they make. */
export interface StoredVariations {
  properties: {
    id: string;
    name: string;
    values: { id: string; name: string; image?: string }[];
  }[];
  skus: {
    id: string;
    /** One value id per property, in property order. */
    value_ids: string[];
    stock: number;
    weight_grams: number;
    price_tiers: StoredPriceTier[];
  }[];
}

/** The product category tree customers browse (not the shipping categories). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    icon: text('icon'),
    /**
     * The slug of the shipping category its products travel as (shipping-categories module,
     * linked by slug as the operator's categories are data); null when none fits, so a
     * product's shipping cannot be estimated before it is weighed.
     */
    shippingCategorySlug: varchar('shipping_category_slug', { length: 80 }),
  },
  (table) => [index('product_categories_parent_idx').on(table.parentId, table.position)],
);

export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Host-like code of the shop site the product comes from: taobao, 1688, tmall, jd, … */
    sourceSite: varchar('source_site', { length: 64 }).notNull(),
    sourceUrl: text('source_url').notNull(),
    sourceProductId: text('source_product_id'),
    titleOriginal: text('title_original').notNull(),
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    descriptionHtml: text('description_html').notNull().default(''),
    shopId: varchar('shop_id', { length: 64 }),
    shopName: text('shop_name'),
    categoryId: integer('category_id').notNull(),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    variations: jsonb('variations')
      .$type<StoredVariations>()
      .notNull()
      .default({ properties: [], skus: [] }),
    /** Lowest and highest single-piece SKU price in CNY fen, kept for filters and sorting. */
    priceMin: bigint('price_min', { mode: 'number' }).notNull(),
    priceMax: bigint('price_max', { mode: 'number' }).notNull(),
    /** Rating times ten (0–50), so 4.7 stars is 47. */
    ratingTenths: smallint('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /** Words weighted B in search (attribute values, category path); see product_search. */
    searchExtra: text('search_extra').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_source_url_key').on(table.sourceUrl),
    index('products_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

/**
 * One narrow row per product with only what search filters, sorts and matches on. Lists scan
 * this (about 300 bytes a row) and read the wide product rows only for the page they show;
 * see docs/catalog.md. Kept in step with products by `refreshSearchEntries`.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: bigint('product_id', { mode: 'number' })
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    sourceSite: varchar('source_site', { length: 64 }).notNull(),
    shopId: varchar('shop_id', { length: 64 }),
    priceMin: bigint('price_min', { mode: 'number' }).notNull(),
    ratingTenths: smallint('rating_tenths').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Title weighted A, attributes and category path weighted B (english stemming). */
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    index('product_search_vector_idx').using('gin', table.searchVector),
    // DESC NULLS FIRST is what ORDER BY … DESC means, so these serve the sorts directly.
    index('product_search_category_sales_idx').on(
      table.categoryId,
      table.salesCount.desc().nullsFirst(),
      table.productId.desc().nullsFirst(),
    ),
    index('product_search_category_price_idx').on(
      table.categoryId,
      table.priceMin,
      table.productId,
    ),
    index('product_search_sales_idx').on(
      table.salesCount.desc().nullsFirst(),
      table.productId.desc().nullsFirst(),
    ),
    index('product_search_price_idx').on(table.priceMin, table.productId),
    index('product_search_shop_idx').on(table.shopId),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    variationLabel: text('variation_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_reviews_product_idx').on(table.productId, table.id.desc())],
);

/** What customers searched for, counted, to feed top searches and term suggestions. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: varchar('term', { length: 100 }).primaryKey(),
    searchCount: integer('search_count').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_terms_count_idx').on(table.searchCount.desc()),
    index('search_terms_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
  ],
);

export const HARVEST_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type HarvestStatus = (typeof HARVEST_STATUSES)[number];

/** A customer's request to import a product from a link; the worker fills it in. */
export const harvestJobs = pgTable(
  'harvest_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    /**
     * The signed-in identity that asked for the import; null for guests and anonymous callers,
     * whose imports are not listed publicly (docs/catalog.md, "Who may list a product").
     */
    requestedBy: text('requested_by'),
    status: varchar('status', { length: 16 }).$type<HarvestStatus>().notNull().default('queued'),
    productId: bigint('product_id', { mode: 'number' }),
    errorCode: varchar('error_code', { length: 40 }),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('harvest_jobs_url_idx').on(table.url, table.createdAt.desc())],
);

/** A discount a signed-in customer gets on every product price (empty unless staff set one). */
export const customerDiscounts = pgTable('customer_discounts', {
  identityId: text('identity_id').primaryKey(),
  discountBps: integer('discount_bps').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
