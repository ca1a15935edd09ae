/** The commerce API paths the web app calls (docs/api.md). */
export const apiPaths = {
  currentRegion: '/api/core/customer/region/v1/current',
  regions: '/api/core/customer/region/v1/regions?expand=languages,countries,currency',
  regionSettings: (regionId: number) => `/api/core/customer/region/v1/regions/${regionId}/settings`,
  shippingCategories:
    '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
} as const;
