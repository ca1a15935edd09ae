/** Checkout's query keys: shipping choices and the priced summary of a selection. */
export const checkoutKeys = {
  shippingCategories: ['shipping-categories'] as const,
  shippingMethods: (region: string) => ['shipping-methods', region] as const,
  summary: (selection: {
    items: string;
    addressId: number | null;
    categoryId: number | null;
    methodId: number | null;
    coupon: string | null;
  }) =>
    [
      'checkout',
      selection.items,
      selection.addressId,
      selection.categoryId,
      selection.methodId,
      selection.coupon,
    ] as const,
};
