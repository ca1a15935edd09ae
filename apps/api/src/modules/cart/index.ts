// The public face of the cart module: what workflows and the app may use.
export { registerCart } from './module.ts';
export type { CartCaller, CartItem, CartService } from './service.ts';
export type { CartOwner } from './repository.ts';
