/** The wishlist module's public face: other modules and the app use nothing else from it. */
export { registerWishlist } from './module.ts';
export type { WishlistService } from './service.ts';
