import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../platform/database.ts';
import type { SortOption } from './schemas.ts';
import {
  customerDiscounts,
  harvestJobs,
  productCategories,
  productReviews,
  products,
  productSearch,
  searchTerms,
  type ProductAttribute,
  type StoredVariations,
} from './tables.ts';

export type CategoryRow = typeof productCategories.$inferSelect;
/** A product as pages show it; the description is read on its own (it is the largest part). */
export type ProductRow = Omit<typeof products.$inferSelect, 'descriptionHtml'>;
const productColumns = (({ descriptionHtml: _description, ...columns }) => columns)(
  getTableColumns(products),
);
export type HarvestJobRow = typeof harvestJobs.$inferSelect;

/** The columns a product card needs; lists never read descriptions or variations. */
const summaryColumns = {
  id: products.id,
  title: products.title,
  titleOriginal: products.titleOriginal,
  image: sql<string | null>`${products.images}->>0`,
  sourceSite: products.sourceSite,
  sourceUrl: products.sourceUrl,
  shopId: products.shopId,
  shopName: products.shopName,
  categoryId: products.categoryId,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  ratingTenths: products.ratingTenths,
  reviewCount: products.reviewCount,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
};
export interface ProductSummaryRow {
  id: number;
  title: string;
  titleOriginal: string;
  image: string | null;
  sourceSite: string;
  sourceUrl: string;
  shopId: string | null;
  shopName: string | null;
  categoryId: number;
  priceMin: number;
  priceMax: number;
  ratingTenths: number;
  reviewCount: number;
  salesCount: number;
  createdAt: Date;
}

export interface SearchFilters {
  /** A websearch-style query; null when browsing a category without a keyword. */
  keyword: string | null;
  /** Match words by trigram similarity instead of full text (the typo fallback). */
  fuzzy: boolean;
  categoryIds: number[] | null;
  priceMin: number | null;
  priceMax: number | null;
  sourceSite: string | null;
  shopId: string | null;
  minRatingTenths: number | null;
}

/** Where the previous page ended: the sort key and id of its last row. */
export interface Keyset {
  value: number | string;
  id: number;
}

export interface SearchPage {
  rows: (ProductSummaryRow & { sortKey: number | string })[];
}

export interface FacetCounts {
  categories: { id: number; count: number }[];
  sourceSites: { code: string; count: number }[];
  priceMin: number | null;
  priceMax: number | null;
  counted: number;
}

export interface HarvestedProduct {
  sourceSite: string;
  sourceUrl: string;
  sourceProductId: string | null;
  /** In the translation target language when a translator is configured (else as the page). */
  title: string;
  /** As the source page wrote it. */
  titleOriginal: string;
  images: string[];
  descriptionHtml: string;
  shopId: string | null;
  shopName: string | null;
  categoryId: number;
  attributes: ProductAttribute[];
  variations: StoredVariations;
  priceMin: number;
  priceMax: number;
  ratingTenths: number;
  reviewCount: number;
  salesCount: number;
  searchExtra: string;
}

/**
 * Writes the search rows of these products from their product rows: the one place that says
 * how a product is searched (title weighted A, attributes and category path weighted B).
 */
export function refreshSearchEntries(ids: number[]): SQL {
  return sql`
    INSERT INTO product_search (product_id, category_id, source_site, shop_id, price_min,
      rating_tenths, sales_count, created_at, search_vector)
    SELECT id, category_id, source_site, shop_id, price_min, rating_tenths, sales_count, created_at,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_extra), 'B')
    FROM products WHERE id = ANY(${sql.param(ids)}::int8[])
    ON CONFLICT (product_id) DO UPDATE SET
      category_id = excluded.category_id, source_site = excluded.source_site,
      shop_id = excluded.shop_id, price_min = excluded.price_min,
      rating_tenths = excluded.rating_tenths, sales_count = excluded.sales_count,
      created_at = excluded.created_at, search_vector = excluded.search_vector`;
}

const tsquery = (keyword: string) => sql`websearch_to_tsquery('english', ${keyword})`;

function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.keyword === null
      ? undefined
      : filters.fuzzy
        ? sql`${filters.keyword} <% ${products.title}`
        : sql`${productSearch.searchVector} @@ ${tsquery(filters.keyword)}`,
    filters.categoryIds ? inArray(productSearch.categoryId, filters.categoryIds) : undefined,
    filters.priceMin === null ? undefined : gte(productSearch.priceMin, filters.priceMin),
    filters.priceMax === null ? undefined : lte(productSearch.priceMin, filters.priceMax),
    filters.sourceSite === null ? undefined : eq(productSearch.sourceSite, filters.sourceSite),
    filters.shopId === null ? undefined : eq(productSearch.shopId, filters.shopId),
    filters.minRatingTenths === null
      ? undefined
      : gte(productSearch.ratingTenths, filters.minRatingTenths),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * The sort key and direction of each sort option. `integer` keys compare as integers in keyset
 * conditions, so a category browse can walk its (category, sales) index page after page.
 * With a keyword the integer keys get `+ 0`: walking a price index and testing every row
 * against the words is a disaster for common words whose products are not the cheapest, so
 * the planner is steered to match with the GIN index and sort the matches instead.
 */
function sortKey(
  sort: SortOption,
  filters: SearchFilters,
): { key: SQL; direction: 'asc' | 'desc'; integer: boolean } {
  const column = (value: AnyPgColumn) =>
    filters.keyword === null ? sql`${value}` : sql`(${value} + 0)`;
  switch (sort) {
    case 'relevance':
      if (filters.keyword === null) {
        return { key: column(productSearch.salesCount), direction: 'desc', integer: true };
      }
      return filters.fuzzy
        ? {
            key: sql`word_similarity(${filters.keyword}, ${products.title})`,
            direction: 'desc',
            integer: false,
          }
        : {
            key: sql`ts_rank_cd(${productSearch.searchVector}, ${tsquery(filters.keyword)})`,
            direction: 'desc',
            integer: false,
          };
    case 'popular':
      return { key: column(productSearch.salesCount), direction: 'desc', integer: true };
    case 'price_asc':
      return { key: column(productSearch.priceMin), direction: 'asc', integer: true };
    case 'price_desc':
      return { key: column(productSearch.priceMin), direction: 'desc', integer: true };
    case 'rating':
      return { key: column(productSearch.ratingTenths), direction: 'desc', integer: true };
    case 'newest':
      return {
        key: sql`extract(epoch from ${productSearch.createdAt})::float8`,
        direction: 'desc',
        integer: false,
      };
  }
}

/** Relevance ranks the best-selling matches of a keyword, not every match (docs/catalog.md). */
export const RELEVANCE_CANDIDATES = 2_000;

export function createCatalogRepository(db: Database) {
  // The product page's reads, built once and prepared on each connection by name: building
  // the query was most of the API's own CPU per product request (docs/performance.md).
  const productById = db
    .select(productColumns)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_product_by_id');
  const descriptionById = db
    .select({ html: products.descriptionHtml })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_description_by_id');

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    listCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.position), asc(productCategories.id));
    },

    /** The category harvested products land in when nothing better matches. */
    async ensureCategory(slug: string, name: string): Promise<number> {
      const [row] = await db
        .insert(productCategories)
        .values({ slug, name, position: 1000 })
        .onConflictDoUpdate({ target: productCategories.slug, set: { slug } })
        .returning({ id: productCategories.id });
      if (!row) throw new Error(`Category ${slug} was not stored`);
      return row.id;
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await productById.execute({ id });
      return row;
    },

    async findProductBySourceUrl(url: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(eq(products.sourceUrl, url));
      return row;
    },

    async findDescription(id: number): Promise<string | undefined> {
      const [row] = await descriptionById.execute({ id });
      return row?.html;
    },

    productsByIds(ids: number[]): Promise<ProductRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select(productColumns).from(products).where(inArray(products.id, ids));
    },

    /** Each product's shipping category slug (its category's), null when none is set. */
    async shippingCategorySlugs(ids: number[]): Promise<Map<number, string | null>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: products.id, slug: productCategories.shippingCategorySlug })
        .from(products)
        .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(inArray(products.id, ids));
      return new Map(rows.map((row) => [row.id, row.slug]));
    },

    summariesByIds(ids: number[]): Promise<ProductSummaryRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select(summaryColumns).from(products).where(inArray(products.id, ids));
    },

    async reviews(productId: number, page: number, perPage: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(productReviews)
          .where(eq(productReviews.productId, productId))
          .orderBy(desc(productReviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(productReviews)
          .where(eq(productReviews.productId, productId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Best sellers of a category (one index range scan on category, sales). */
    topOfCategory(categoryId: number, excludeId: number, limit: number) {
      return db
        .select(summaryColumns)
        .from(productSearch)
        .innerJoin(products, eq(products.id, productSearch.productId))
        .where(
          and(eq(productSearch.categoryId, categoryId), ne(productSearch.productId, excludeId)),
        )
        .orderBy(desc(productSearch.salesCount), desc(productSearch.productId))
        .limit(limit);
    },

    bestSellers(categoryIds: number[] | null, limit: number) {
      return db
        .select(summaryColumns)
        .from(productSearch)
        .innerJoin(products, eq(products.id, productSearch.productId))
        .where(categoryIds ? inArray(productSearch.categoryId, categoryIds) : undefined)
        .orderBy(desc(productSearch.salesCount), desc(productSearch.productId))
        .limit(limit);
    },

    /**
     * Products of the same category whose titles share words with this one: the 300 best
     * sellers among those sharing any word, ranked by how much they share.
     */
    async similarTo(product: { id: number; categoryId: number; title: string }, limit: number) {
      const words = product.title.match(/[\p{L}\p{N}]+/gu) ?? [];
      if (!words.length) return [];
      const query = sql`to_tsquery('english', ${words.join(' | ')})`;
      const candidates = await db
        .select({
          ...summaryColumns,
          rank: sql<number>`ts_rank(${productSearch.searchVector}, ${query})`,
        })
        .from(productSearch)
        .innerJoin(products, eq(products.id, productSearch.productId))
        .where(
          and(
            eq(productSearch.categoryId, product.categoryId),
            ne(productSearch.productId, product.id),
            sql`${productSearch.searchVector} @@ ${query}`,
          ),
        )
        .orderBy(desc(productSearch.salesCount))
        .limit(300);
      return candidates
        .sort((a, b) => b.rank - a.rank || b.id - a.id)
        .slice(0, limit)
        .map(({ rank: _rank, ...row }) => row);
    },

    async search(
      filters: SearchFilters,
      sort: SortOption,
      paging: { limit: number; offset: number; after: Keyset | null },
    ): Promise<SearchPage> {
      const { key, direction, integer } = sortKey(sort, filters);
      const ranked = sort === 'relevance' && filters.keyword !== null && !filters.fuzzy;
      const conditions = ranked
        ? [
            sql`${productSearch.productId} = ANY(ARRAY(
              SELECT ${productSearch.productId} FROM ${productSearch}
              WHERE ${and(...filterConditions(filters))}
              ORDER BY ${productSearch.salesCount} + 0 DESC, ${productSearch.productId} DESC
              LIMIT ${RELEVANCE_CANDIDATES}))`,
          ]
        : filterConditions(filters);
      if (paging.after) {
        const { value: last, id } = paging.after;
        const row = integer
          ? sql`(${key}, ${productSearch.productId})`
          : sql`((${key})::float8, ${productSearch.productId})`;
        const value = integer
          ? sql`(${Math.trunc(Number(last))}::int8, ${id}::int8)`
          : sql`(${Number(last)}::float8, ${id}::int8)`;
        conditions.push(direction === 'desc' ? sql`${row} < ${value}` : sql`${row} > ${value}`);
      }
      const order =
        direction === 'desc'
          ? [sql`${key} DESC`, desc(productSearch.productId)]
          : [sql`${key} ASC`, asc(productSearch.productId)];
      const rows = await db
        .select({ ...summaryColumns, sortKey: sql<number>`(${key})::float8` })
        .from(productSearch)
        .innerJoin(products, eq(products.id, productSearch.productId))
        .where(and(...conditions))
        .orderBy(...order)
        .limit(paging.limit)
        .offset(paging.after ? 0 : paging.offset);
      return { rows };
    },

    /**
     * Facet counts over at most `cap` matching products: counting every match of a broad word
     * across a million products would cost more than the page itself.
     */
    async facets(filters: SearchFilters, cap: number): Promise<FacetCounts> {
      const where = and(...filterConditions(filters));
      const base = db
        .select({
          categoryId: productSearch.categoryId,
          sourceSite: productSearch.sourceSite,
          priceMin: productSearch.priceMin,
        })
        .from(productSearch)
        .$dynamic();
      // Only the typo fallback matches on titles, which live on the product rows.
      const matched = (
        filters.fuzzy ? base.innerJoin(products, eq(products.id, productSearch.productId)) : base
      )
        .where(where)
        .limit(cap)
        .as('matched');
      const rows = await db
        .select({
          categoryId: matched.categoryId,
          sourceSite: matched.sourceSite,
          count: sql<number>`count(*)::int`,
          low: sql<number>`min(${matched.priceMin})`,
          high: sql<number>`max(${matched.priceMin})`,
        })
        .from(matched)
        .groupBy(sql`GROUPING SETS ((${matched.categoryId}), (${matched.sourceSite}))`);
      const categories = rows
        .filter((r) => r.categoryId !== null)
        .map((r) => ({ id: r.categoryId, count: r.count }))
        .sort((a, b) => b.count - a.count);
      const sourceSites = rows
        .filter((r) => r.sourceSite !== null)
        .map((r) => ({ code: r.sourceSite, count: r.count }))
        .sort((a, b) => b.count - a.count);
      const counted = categories.reduce((sum, c) => sum + c.count, 0);
      const prices = rows.filter((r) => r.categoryId !== null);
      return {
        categories,
        sourceSites,
        counted,
        priceMin: prices.length ? Math.min(...prices.map((r) => Number(r.low))) : null,
        priceMax: prices.length ? Math.max(...prices.map((r) => Number(r.high))) : null,
      };
    },

    /** Titles for search-as-you-type: every word a prefix, best sellers first. */
    suggestProducts(words: string[], limit: number) {
      const query = words.map((w) => `${w}:*`).join(' & ');
      return db
        .select(summaryColumns)
        .from(productSearch)
        .innerJoin(products, eq(products.id, productSearch.productId))
        .where(sql`${productSearch.searchVector} @@ to_tsquery('english', ${query})`)
        .orderBy(desc(productSearch.salesCount), desc(productSearch.productId))
        .limit(limit);
    },

    /** The typo fallback: listed titles containing a word close to the keyword. */
    suggestProductsFuzzy(keyword: string, limit: number) {
      return db
        .select(summaryColumns)
        .from(products)
        .innerJoin(productSearch, eq(productSearch.productId, products.id))
        .where(sql`${keyword} <% ${products.title}`)
        .orderBy(sql`${keyword} <<-> ${products.title}`, desc(products.salesCount))
        .limit(limit);
    },

    async suggestTerms(keyword: string, limit: number) {
      const prefix = await db
        .select({ term: searchTerms.term, searchCount: searchTerms.searchCount })
        .from(searchTerms)
        .where(sql`${searchTerms.term} LIKE ${keyword.replace(/[\\%_]/g, '\\$&') + '%'}`)
        .orderBy(desc(searchTerms.searchCount), asc(searchTerms.term))
        .limit(limit);
      if (prefix.length >= limit) return prefix;
      const similar = await db
        .select({ term: searchTerms.term, searchCount: searchTerms.searchCount })
        .from(searchTerms)
        .where(sql`${searchTerms.term} % ${keyword}`)
        .orderBy(
          sql`similarity(${searchTerms.term}, ${keyword}) DESC`,
          desc(searchTerms.searchCount),
        )
        .limit(limit);
      const seen = new Set(prefix.map((t) => t.term));
      return [...prefix, ...similar.filter((t) => !seen.has(t.term))].slice(0, limit);
    },

    topSearches(prefix: string | null, limit: number) {
      return db
        .select({ term: searchTerms.term, searchCount: searchTerms.searchCount })
        .from(searchTerms)
        .where(
          prefix
            ? sql`${searchTerms.term} LIKE ${prefix.replace(/[\\%_]/g, '\\$&') + '%'}`
            : undefined,
        )
        .orderBy(desc(searchTerms.searchCount), asc(searchTerms.term))
        .limit(limit);
    },

    async recordSearches(counts: Map<string, number>): Promise<void> {
      if (!counts.size) return;
      const terms = [...counts.keys()];
      const increments = terms.map((t) => counts.get(t) ?? 0);
      await db.execute(sql`
        INSERT INTO search_terms (term, search_count, last_searched_at)
        SELECT term, n, now() FROM unnest(${sql.param(terms)}::text[], ${sql.param(increments)}::int[]) AS t(term, n)
        ON CONFLICT (term) DO UPDATE
          SET search_count = search_terms.search_count + excluded.search_count,
              last_searched_at = excluded.last_searched_at`);
    },

    async customerDiscountBps(identityId: string): Promise<number> {
      const [row] = await db
        .select({ bps: customerDiscounts.discountBps })
        .from(customerDiscounts)
        .where(eq(customerDiscounts.identityId, identityId));
      return row?.bps ?? 0;
    },

    /**
     * Stores a harvested product, refreshing it when the URL is already known. `listed`: it
     * gets (or refreshes) its search row, which every public list reads; otherwise it stays
     * reachable by id and link only.
     */
    async upsertHarvestedProduct(product: HarvestedProduct, listed: boolean): Promise<number> {
      const [row] = await db
        .insert(products)
        .values(product)
        .onConflictDoUpdate({
          target: products.sourceUrl,
          set: { ...product, updatedAt: sql`now()` },
        })
        .returning({ id: products.id });
      if (!row) throw new Error('The harvested product was not stored');
      if (listed) await db.execute(refreshSearchEntries([row.id]));
      return row.id;
    },

    /** `requestedBy`: the signed-in identity asking, null for guests and anonymous callers. */
    /** Stores an import; in the transaction that also enqueues its job, when given one. */
    async createHarvestJob(
      url: string,
      requestedBy: string | null,
      tx: Database | Transaction = db,
    ): Promise<HarvestJobRow> {
      const [row] = await tx.insert(harvestJobs).values({ url, requestedBy }).returning();
      if (!row) throw new Error('The harvest job was not stored');
      return row;
    },

    async findHarvestJob(id: string): Promise<HarvestJobRow | undefined> {
      const [row] = await db.select().from(harvestJobs).where(eq(harvestJobs.id, id));
      return row;
    },

    /** A job for this URL still queued or running, so a double click does not fetch twice. */
    async harvestJobsByIds(ids: string[]): Promise<HarvestJobRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(harvestJobs).where(inArray(harvestJobs.id, ids));
    },

    async findPendingHarvestJob(url: string): Promise<HarvestJobRow | undefined> {
      const [row] = await db
        .select()
        .from(harvestJobs)
        .where(
          and(
            eq(harvestJobs.url, url),
            inArray(harvestJobs.status, ['queued', 'running']),
            sql`${harvestJobs.createdAt} > now() - interval '10 minutes'`,
          ),
        )
        .orderBy(desc(harvestJobs.createdAt))
        .limit(1);
      return row;
    },

    async updateHarvestJob(
      id: string,
      change: Partial<
        Pick<HarvestJobRow, 'status' | 'productId' | 'errorCode' | 'errorMessage'>
      > & {
        attempt?: boolean;
      },
    ): Promise<void> {
      const { attempt, ...rest } = change;
      await db
        .update(harvestJobs)
        .set({
          ...rest,
          ...(attempt ? { attempts: sql`${harvestJobs.attempts} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(harvestJobs.id, id));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
