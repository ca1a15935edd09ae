/** The cart module's public face: other modules and the app use nothing else from it. */
export { registerCart } from './module.ts';
export { CartVariationSchema } from './schemas.ts';
export type { CartItem, CartService } from './service.ts';
