/** The commerce API paths the web app calls (docs/api.md). */
export const apiPaths = {
  currentRegion: '/api/core/customer/region/v1/current',
  regions: '/api/core/customer/region/v1/regions?expand=languages,countries,currency',
  regionSettings: (regionId: number) => `/api/core/customer/region/v1/regions/${regionId}/settings`,
  shippingCategories:
    '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  navCategories: '/api/content/customer/v1/nav-categories',
  inventoryMetadata: '/api/v1/metadata',
  catalog: {
    find: (query: { url: string } | { product_id: number }) =>
      `/api/product/customer/v1/products/find?${new URLSearchParams(
        'url' in query ? { url: query.url } : { product_id: String(query.product_id) },
      ).toString()}`,
    product: (id: number) => `/api/product/customer/v1/products/find/${id}`,
    description: (id: number) => `/api/product/customer/v1/products/find/${id}/description`,
    reviews: (id: number, page: number, perPage: number) =>
      `/api/product/customer/v1/products/find/${id}/reviews?page=${page}&per_page=${perPage}`,
    related: (id: number, limit: number) =>
      `/api/product/customer/v1/products/find/${id}/related-products?limit=${limit}`,
    search: '/api/product/customer/v1/products/search',
    personalizedPrices: '/api/product/customer/v1/personalized-prices',
    recommended: (limit: number, categoryId?: number) =>
      `/api/product/customer/v1/recommendations/recommended-products?limit=${limit}${
        categoryId ? `&category_id=${categoryId}` : ''
      }`,
    suggestedProducts: (keyword: string, limit: number) =>
      `/api/product/customer/v1/suggestion/products?${new URLSearchParams({ keyword, limit: String(limit) }).toString()}`,
    suggestedTerms: (keyword: string, limit: number) =>
      `/api/product/customer/v1/suggestion/terms?${new URLSearchParams({ keyword, limit: String(limit) }).toString()}`,
    harvestJobs: '/api/product/customer/v1/harvest-jobs',
    harvestJob: (id: string) => `/api/product/customer/v1/harvest-jobs/${encodeURIComponent(id)}`,
  },
} as const;
