/**
 * The shipping carts module's public face: a customer's server-side draft of a Ship For Me
 * request. Its routes check photos and HS codes with other modules: workflows/shipping-cart.ts.
 */
export { createShippingCarts } from './module.ts';
export {
  CartItemParamsSchema,
  CartParamsSchema,
  ItemParamsSchema,
  ShippingCartItemBodySchema,
  ShippingCartSchema,
  type ShippingCartItemBody,
} from './schemas.ts';
export type { ShippingCartsService } from './service.ts';
