/** The commerce API paths of the cart, wishlist, address book and Buy-and-Ship (docs/api.md). */
const cart = '/api/purchase/customer/cart/v1';
const wishlist = '/api/purchase/customer/wishlist/v1';
const address = '/api/user/customer/address/v1';
const buy = '/api/buy-and-ship/customer/buy-product/v1';

export const cartPaths = {
  /** Spec §7: list requests are fixed at page 1. */
  items: `${cart}/cart-items`,
  list: `${cart}/cart-items?page=1`,
  guestCart: `${cart}/guest-cart`,
  guestList: `${cart}/guest-cart?page=1`,
  variation: (itemId: number, variationId: number) =>
    `${cart}/cart-items/${itemId}/variations/${variationId}`,
  destroy: `${cart}/cart-items/destroy`,
  wishlistItems: `${wishlist}/wishlist-items`,
  wishlistList: `${wishlist}/wishlist-items?page=1`,
  wishlistItem: (id: number) => `${wishlist}/wishlist-items/${id}`,
  wishlistByUrl: `${wishlist}/wishlist-items-by-url`,
  wishlistLinkImports: `${wishlist}/wishlist-link-imports`,
  wishlistLinkImport: (id: number) => `${wishlist}/wishlist-link-imports/${id}`,
  addresses: `${address}/addresses`,
  address: (id: number) => `${address}/addresses/${id}`,
  addressSchema: (country: string) =>
    `${address}/address-schema?country_code=${encodeURIComponent(country)}`,
  shippingMethods: (region: string) =>
    `/api/shipping-agent/customer/international/v1/shipping-methods?region=${encodeURIComponent(region)}`,
  shippingCategories:
    '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  validateCoupon: '/api/purchase/customer/discount/v1/validate-coupon',
  checkoutBatch: `${buy}/checkout/batch`,
  placeOrder: `${buy}/place-order`,
  orders: (status: string | null) =>
    `${buy}/list?page=1&per_page=50${status ? `&status=${encodeURIComponent(status)}` : ''}`,
  orderStat: `${buy}/stat`,
  orderDetails: (id: number) => `${buy}/details/${id}`,
  cancelOrder: (id: number) => `${buy}/${id}/cancel`,
  cloneOrder: `${buy}/clone-order`,
  timeline: (id: number) => `/api/tracking/customer/timeline/v1/buy-product/${id}`,
  actions: '/api/buy-and-ship/customer/buy-action/v1/list?page=1&per_page=50',
  perform: (id: number) => `/api/buy-and-ship/customer/buy-action/v1/${id}/perform`,
} as const;

/** Every cart query starts with this key, so one invalidation refreshes them all. */
export const CART_KEY = 'cart';
/** Fired on window when the cart changed outside React Query's reach (e.g. the login merge). */
export const CART_CHANGED_EVENT = 'crossport:cart-changed';
