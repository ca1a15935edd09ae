/** Query keys of the wishlist page, shared by the list, the link box and the imports. */
export const WISHLIST_KEY = 'wishlist';
export const WISHLIST_IMPORTS_KEY = 'wishlist-link-imports';
