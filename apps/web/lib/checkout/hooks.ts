'use client';

import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import type { CheckoutSummary } from '../cart/types.ts';
import { checkoutKeys } from './query-keys.ts';

export interface CheckoutInput {
  items: { cart_item_id: number }[];
  shipping_address_id: number;
  shipping_category_id: number;
  shipping_method_id: number;
  coupon_code: string | null;
}

/** Prices the selection with one shipping method (and coupon), without placing anything. */
export async function priceCheckout(
  body: CheckoutInput,
  signal?: AbortSignal,
): Promise<CheckoutSummary> {
  const path = '/api/buy-and-ship/customer/buy-product/v1/checkout/batch';
  return (await ok(api.POST(path, { body, signal }))).data;
}

/** The shipping categories (spec §7 asks for them all at once). */
export function useShippingCategories() {
  return useQuery({
    queryKey: checkoutKeys.shippingCategories,
    queryFn: async ({ signal }) => {
      const path = '/api/shipping-core/customer/shipping-category/v1/shipping-categories';
      const query = { page: 1, per_page: 500 };
      return (await ok(api.GET(path, { params: { query }, signal }))).data;
    },
  });
}

/** The international shipping methods of a region. */
export function useShippingMethods(region: string) {
  return useQuery({
    queryKey: checkoutKeys.shippingMethods(region),
    queryFn: async ({ signal }) => {
      const path = '/api/shipping-agent/customer/international/v1/shipping-methods';
      return (await ok(api.GET(path, { params: { query: { region } }, signal }))).data;
    },
  });
}
