import { createApiClient } from '@crossport/api-client';
import { must } from './staff-api';

/**
 * The shop's public catalogue as customers see it, read through the commerce client: staff
 * quote with the same shipping methods and categories a customer's Ship For Me form offers,
 * and pick products for rails, campaigns and streams from the same search shoppers use.
 */
const shopApi = createApiClient({
  baseUrl: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
  credentials: 'omit',
});

/** The shipping methods to a region, and every shipping category. */
export async function shippingChoicesTo(regionCode: string) {
  const { data } = await must(
    shopApi.GET('/api/context/customer/v1/ship-for-me', {
      params: { query: { region: regionCode } },
    }),
  );
  return { methods: data.shipping_methods, categories: data.shipping_categories };
}

/** Warehouses and shipping categories by id, to name what staff settings refer to by id. */
export async function placeAndCategoryNames() {
  const [warehouses, categories] = await Promise.all([
    must(shopApi.GET('/api/core/customer/warehouse/v1/warehouses')),
    must(shopApi.GET('/api/shipping-core/customer/shipping-category/v1/shipping-categories')),
  ]);
  return {
    warehouse: new Map(warehouses.data.map((w) => [w.id, w.name])),
    category: new Map(categories.data.map((c) => [c.id, c.name])),
  };
}

/** Catalogue products by keyword, as the shop's search finds them (for staff to pick from). */
export async function searchProducts(keyword: string) {
  const found = await must(
    shopApi.POST('/api/product/customer/v1/products/search', {
      body: { keyword, per_page: 8 },
    }),
  );
  return found.data;
}

/** Product cards for up to 50 ids in that order; an unknown id is left out. */
export async function productsByIds(ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { data } = await must(
    shopApi.GET('/api/product/customer/v1/products/infos', {
      params: { query: { ids: ids.join(',') } },
    }),
  );
  return data;
}

export type ProductCard = Awaited<ReturnType<typeof productsByIds>>[number];
