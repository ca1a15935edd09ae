/** The cart module's public face: other modules and the app use nothing else from it. */
export { registerCart } from './module.ts';
export type { CartOwner } from './repository.ts';
export { CartVariationSchema } from './schemas.ts';
export type { CartCaller, CartItem, CartService } from './service.ts';
