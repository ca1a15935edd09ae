/** The wishlist's query keys, shared by the list, the link box and the link imports. */
export const wishlistKeys = {
  items: ['wishlist'] as const,
  linkImports: ['wishlist-link-imports'] as const,
  /** The ids of the saved products, for the product page's heart. */
  ids: ['wishlist', 'ids'] as const,
};
