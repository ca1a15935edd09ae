import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { ok } from '../api.ts';
import { ApiError } from '../api-error.ts';
import { serverApi } from '../server-api.ts';
import type { SearchRequest, SearchResponse } from './types.ts';

// Catalog reads for server components go straight to the commerce API with the visitor's
// region (serverApi), so prices render in the region currency on the first paint.

/** A read that may fail without failing the page: the error is logged and kept for the UI. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number | null };

export async function settle<T>(load: () => Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[web] could not load ${what}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: error instanceof ApiError ? error.status : null };
  }
}

const FIND = '/api/product/customer/v1/products/find/{id}';

export const getNavCategories = cache(() =>
  settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET('/api/content/customer/v1/nav-categories'))).data;
  }, 'navigation categories'),
);

export const getRecommended = cache((limit: number, categoryId?: number) =>
  settle(async () => {
    const api = await serverApi();
    const path = '/api/product/customer/v1/recommendations/recommended-products';
    const query = { limit, ...(categoryId ? { category_id: categoryId } : {}) };
    return (await ok(api.GET(path, { params: { query } }))).data;
  }, 'recommended products'),
);

export function searchProducts(request: SearchRequest): Promise<Loaded<SearchResponse>> {
  return settle(async () => {
    const api = await serverApi();
    return ok(api.POST('/api/product/customer/v1/products/search', { body: request }));
  }, 'search results');
}

/** Product cards for hand-picked ids (a content rail), in the order given; unknown ids left out. */
export function getProductsByIds(ids: readonly number[]) {
  return settle(async () => {
    const api = await serverApi();
    const query = { ids: ids.join(',') };
    return (await ok(api.GET('/api/product/customer/v1/products/infos', { params: { query } })))
      .data;
  }, 'hand-picked products');
}

/** Shared by the page and its metadata, so one request loads the product once. */
export const getProduct = cache((id: number) =>
  settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET(FIND, { params: { path: { id } } }))).data;
  }, `product ${id}`),
);

export const findProductByUrl = cache((url: string) =>
  settle(async () => {
    const api = await serverApi();
    const path = '/api/product/customer/v1/products/find';
    return (await ok(api.GET(path, { params: { query: { url } } }))).data;
  }, 'a product by its source link'),
);

export function getDescription(id: number) {
  return settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET(`${FIND}/description`, { params: { path: { id } } }))).data;
  }, `the description of product ${id}`);
}

export const REVIEWS_PER_PAGE = 5;

export function getReviews(id: number, page = 1) {
  return settle(async () => {
    const api = await serverApi();
    const params = { path: { id }, query: { page, per_page: REVIEWS_PER_PAGE } };
    return ok(api.GET(`${FIND}/reviews`, { params }));
  }, `the reviews of product ${id}`);
}

export function getRelated(id: number, limit = 8) {
  return settle(async () => {
    const api = await serverApi();
    const params = { path: { id }, query: { limit } };
    return (await ok(api.GET(`${FIND}/related-products`, { params }))).data;
  }, `products related to ${id}`);
}

export const getInventoryMetadata = cache(() =>
  settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET('/api/v1/metadata'))).data;
  }, 'inventory metadata'),
);
