/** The catalog's client-side query keys. */
export const catalogKeys = {
  search: (regionCode: string | null, request: unknown) =>
    ['product-search', regionCode, request] as const,
  reviews: (productId: number, page: number, perPage: number) =>
    ['product-reviews', productId, page, perPage] as const,
  personalizedPrice: (
    regionCode: string | null,
    productId: number,
    skuId: string | undefined,
    quantity: number,
  ) => ['personalized-price', regionCode, productId, skuId, quantity] as const,
  harvestJob: (id: string | null) => ['harvest-job', id] as const,
  suggestedTerms: (keyword: string) => ['suggest-terms', keyword] as const,
  suggestedProducts: (keyword: string) => ['suggest-products', keyword] as const,
};
