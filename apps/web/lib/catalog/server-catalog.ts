import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '../api-error.ts';
import { apiPaths } from '../api-paths.ts';
import type { List, PagedList, Single } from '../api-types.ts';
import { serverFetch } from '../server-api.ts';
import type {
  InventoryMetadata,
  NavCategory,
  Product,
  ProductDescription,
  ProductReview,
  ProductSummary,
  SearchRequest,
  SearchResponse,
} from './types.ts';

// Catalog reads for server components go straight to the commerce API with the visitor's
// region (serverFetch), so prices render in the region currency on the first paint.

/** A read that may fail without failing the page: the error is logged and kept for the UI. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number | null };

async function settle<T>(load: Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[web] could not load ${what}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: error instanceof ApiError ? error.status : null };
  }
}

export const getNavCategories = cache(() =>
  settle(
    serverFetch<List<NavCategory>>(apiPaths.navCategories).then((body) => body.data),
    'navigation categories',
  ),
);

export const getRecommended = cache((limit: number, categoryId?: number) =>
  settle(
    serverFetch<List<ProductSummary>>(apiPaths.catalog.recommended(limit, categoryId)).then(
      (body) => body.data,
    ),
    'recommended products',
  ),
);

export function searchProducts(request: SearchRequest): Promise<Loaded<SearchResponse>> {
  return settle(serverFetch<SearchResponse>(apiPaths.catalog.search, request), 'search results');
}

/** Shared by the page and its metadata, so one request loads the product once. */
export const getProduct = cache((id: number) =>
  settle(
    serverFetch<Single<Product>>(apiPaths.catalog.product(id)).then((body) => body.data),
    `product ${id}`,
  ),
);

export const findProductByUrl = cache((url: string) =>
  settle(
    serverFetch<Single<Product>>(apiPaths.catalog.find({ url })).then((body) => body.data),
    'a product by its source link',
  ),
);

export function getDescription(id: number) {
  return settle(
    serverFetch<Single<ProductDescription>>(apiPaths.catalog.description(id)).then(
      (body) => body.data,
    ),
    `the description of product ${id}`,
  );
}

export const REVIEWS_PER_PAGE = 5;

export function getReviews(id: number, page = 1) {
  return settle(
    serverFetch<PagedList<ProductReview>>(apiPaths.catalog.reviews(id, page, REVIEWS_PER_PAGE)),
    `the reviews of product ${id}`,
  );
}

export function getRelated(id: number, limit = 8) {
  return settle(
    serverFetch<List<ProductSummary>>(apiPaths.catalog.related(id, limit)).then(
      (body) => body.data,
    ),
    `products related to ${id}`,
  );
}

export const getInventoryMetadata = cache(() =>
  settle(
    serverFetch<Single<InventoryMetadata>>(apiPaths.inventoryMetadata).then((body) => body.data),
    'inventory metadata',
  ),
);
