'use client';

import type { paths } from '@crossport/api-client';
import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import type { CheckoutSummary } from '../cart/types.ts';
import { checkoutKeys } from './query-keys.ts';

const CHECKOUT = '/api/buy-and-ship/customer/buy-product/v1/checkout/batch';

/** What checkout prices (and place-order places): the selection and the shipping choices. */
export type CheckoutInput =
  paths[typeof CHECKOUT]['post']['requestBody']['content']['application/json'];

/** Prices the selection with one shipping method (and coupon), without placing anything. */
export async function priceCheckout(
  body: CheckoutInput,
  signal?: AbortSignal,
): Promise<CheckoutSummary> {
  return (await ok(api.POST(CHECKOUT, { body, signal }))).data;
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
