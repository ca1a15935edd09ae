/** Cart, wishlist, address and order wire shapes from the generated API client. */
import type { paths, Schemas } from '@crossport/api-client';

export type Money = Schemas['Money'];
export type CartItem = Schemas['CartItem'];
export type WishlistLinkImport = Schemas['WishlistLinkImport'];
export type Address = Schemas['Address'];
export type AddressField = Schemas['AddressField'];
export type ShippingMethod = Schemas['ShippingMethod'];
export type CheckoutSummary = Schemas['CheckoutSummary'];
export type BuyProduct = Schemas['BuyProduct'];
export type BuyProductStat = Schemas['BuyProductStat'];
export type BuyStatus = BuyProduct['status'];
export type BuyAction = Schemas['BuyAction'];
export type TimelineEvent = Schemas['TimelineEvent'];
export type Invoice = Schemas['Invoice'];
/** The spec §5 cancel body; every field has a default on the API side. */
export type CancelBuyProductBody = Required<
  paths['/api/buy-and-ship/customer/buy-product/v1/{id}/cancel']['put']['requestBody']['content']['application/json']
>;
